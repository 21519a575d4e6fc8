import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { ChoiceGroup } from '@/components/dyo/landing/choice-group';
import { PlainButton } from '@/components/ui/button';
import { formatCountry } from '@/lib/format';
import { useLocale } from '@/components/ui/use-locale';
import { COORDINATE_BOUNDS, MAP_STYLES, MAP_ZOOMS, parseCoordinate } from '@/lib/dyo/map/places';
import { usePlaceSearchQuery } from '@/store/dyo-queries';
import type { FoundPlace } from '@/services/dyo/types';
import type { MapCoverSettings } from './map-document';
import { theme } from '@/styles/theme';

const Box = styled.section`
  margin-bottom: 20px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    margin-bottom: 12px;
    font-weight: 700;
  }
  input[type='search'],
  input[type='text'] {
    min-height: ${theme.tapTarget};
    padding: 0 10px;
    border: 1px solid ${theme.colors.ink500};
    border-radius: ${theme.radius.small};
    font: inherit;
  }
  details {
    margin-bottom: 12px;
  }
  summary {
    min-height: ${theme.tapTarget};
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 700;
  }
  small {
    display: block;
    margin-bottom: 12px;
  }
`;

const Results = styled.ul`
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  button {
    width: 100%;
    min-height: ${theme.tapTarget};
    padding: 4px 10px;
    border: 1px solid ${theme.colors.base4};
    background: ${theme.colors.base1};
    text-align: left;
    cursor: pointer;
  }
  button:hover {
    background: ${theme.colors.base2};
  }
`;

const Check = styled.label`
  && {
    flex-direction: row;
    align-items: center;
    gap: 8px;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;

const COORDINATES = [
  { axis: 'lat', label: 'map::latitude' },
  { axis: 'lng', label: 'map::longitude' },
] as const;

interface Props {
  settings: MapCoverSettings;
  onChange: (settings: MapCoverSettings) => void;
}

/** The query the server is asked, once the shopper pauses typing (two letters or more). */
function useSettledQuery(query: string): string | null {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const q = query.trim();
    const timer = window.setTimeout(() => setSettled(q.length >= 2 ? q : null), 200);
    return () => window.clearTimeout(timer);
  }, [query]);
  return settled;
}

/** Place search (the gazetteer, searched on the server), typed coordinates, style, zoom, title and coordinates of a map cover. */
export function MapSettingsPanel({ settings, onChange }: Props) {
  const { t } = useT('dyo');
  const locale = useLocale();
  const id = useId();
  const [query, setQuery] = useState('');
  const settled = useSettledQuery(query);
  const { data, failed } = usePlaceSearchQuery(settled, locale);
  const current = settled !== null && settled === query.trim();
  const results = current ? (data ?? []) : [];
  const notFound = current && !failed && data !== undefined && data.length === 0;
  const [coords, setCoords] = useState({ name: '', lat: '', lng: '' });
  const [coordsError, setCoordsError] = useState(false);
  const where = (place: FoundPlace) => (place.k === 'SE' && place.c ? place.c : formatCountry(place.k, locale));

  const choose = (place: { n: string; lat: number; lng: number }) =>
    onChange({ ...settings, placeName: place.n, lat: place.lat, lng: place.lng, title: place.n });
  return (
    <Box aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('map::title')}</h2>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('map::search')}
          <input
            type="search"
            value={query}
            maxLength={60}
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby={`${id}-status`}
            autoComplete="off"
          />
        </label>
      </form>
      <p id={`${id}-status`} role="status" className={current ? undefined : 'visually-hidden'}>
        {!current
          ? ''
          : failed
            ? t('map::searchFailed')
            : notFound
              ? t('map::notFound', { query: query.trim() })
              : data
                ? t('map::results', { count: results.length })
                : ''}
      </p>
      {results.length > 0 ? (
        <Results aria-label={t('map::resultsLabel')}>
          {results.map((place) => (
            <li key={`${place.n}-${place.lat}-${place.lng}`}>
              <button
                type="button"
                onClick={() => {
                  choose(place);
                  setQuery('');
                }}
              >
                {place.n}, {where(place)}
              </button>
            </li>
          ))}
        </Results>
      ) : null}
      {/* A place too small for the list (or anywhere at all): its coordinates, typed. Opened when the search finds nothing. */}
      <details open={notFound || failed || coordsError || undefined} key={notFound || failed ? 'open' : 'closed'}>
        <summary>{t('map::typeCoordinates')}</summary>
        <form
          aria-describedby={coordsError ? `${id}-coords-error` : undefined}
          onSubmit={(e) => {
            e.preventDefault();
            const [lat, lng] = COORDINATES.map(({ axis }) => {
              const value = parseCoordinate(coords[axis]);
              const [min, max] = COORDINATE_BOUNDS[axis];
              return value !== null && value >= min && value <= max ? value : null;
            });
            setCoordsError(lat == null || lng == null);
            if (lat == null || lng == null) return;
            const name = coords.name.trim() || query.trim();
            choose({ n: name, lat, lng });
            setQuery('');
          }}
        >
          <label>
            {t('map::placeName')}
            <input
              type="text"
              value={coords.name}
              maxLength={40}
              placeholder={notFound ? query.trim() : undefined}
              onChange={(e) => setCoords({ ...coords, name: e.target.value })}
            />
          </label>
          {COORDINATES.map(({ axis, label }) => (
            <label key={axis}>
              {t(label)}
              <input
                type="text"
                inputMode="decimal"
                value={coords[axis]}
                maxLength={20}
                aria-invalid={coordsError || undefined}
                onChange={(e) => setCoords({ ...coords, [axis]: e.target.value })}
              />
            </label>
          ))}
          {coordsError ? (
            <p id={`${id}-coords-error`} role="alert">
              {t('map::coordinatesInvalid')}
            </p>
          ) : null}
          <PlainButton type="submit">{t('map::showPlace')}</PlainButton>
        </form>
      </details>
      <small>
        {t('map::placesCredit')} <a href="https://www.geonames.org/">GeoNames</a> (
        <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>). {t('map::lakesCredit')} (
        <a href="https://www.openstreetmap.org/copyright">ODbL</a>), {t('map::riversCredit')}{' '}
        <a href="https://www.naturalearthdata.com/">Natural Earth</a>.
      </small>
      <p>{t('map::chosen', { place: settings.placeName })}</p>
      <ChoiceGroup
        name="map-style"
        legend={t('map::style')}
        choices={MAP_STYLES.map((s) => ({ value: s, label: t(`map::styles::${s}`) }))}
        value={settings.style}
        onChange={(style) => onChange({ ...settings, style })}
      />
      <ChoiceGroup
        name="map-zoom"
        legend={t('map::zoom')}
        choices={MAP_ZOOMS.map((z) => ({ value: z, label: t(`map::zooms::${z}`) }))}
        value={settings.zoom}
        onChange={(zoom) => onChange({ ...settings, zoom })}
      />
      <label>
        {t('map::titleText')}
        <input type="text" value={settings.title} maxLength={40} onChange={(e) => onChange({ ...settings, title: e.target.value })} />
      </label>
      <Check>
        <input
          type="checkbox"
          checked={settings.showCoordinates}
          onChange={(e) => onChange({ ...settings, showCoordinates: e.target.checked })}
        />
        {t('map::showCoordinates')}
      </Check>
    </Box>
  );
}
