import { useId, useState } from 'react';
import styled from 'styled-components';
import { useT } from '@/lib/i18n/use-t';
import { ChoiceGroup } from '@/components/dyo/landing/choice-group';
import { MAP_STYLES, MAP_ZOOMS, searchPlaces, type Place } from '@/lib/dyo/map/places';
import type { MapCoverSettings } from './map-document';
import { theme } from '@/styles/theme';

const Box = styled.section`
  margin-bottom: 20px;
  label { display: flex; flex-direction: column; gap: 4px; margin-bottom: 12px; font-weight: 700; }
  input[type='search'], input[type='text'] { min-height: ${theme.tapTarget}; padding: 0 10px; border: 1px solid ${theme.colors.ink500}; border-radius: ${theme.radius.small}; font: inherit; }
`;

const Results = styled.ul`
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  button { width: 100%; min-height: ${theme.tapTarget}; padding: 4px 10px; border: 1px solid ${theme.colors.base4}; background: ${theme.colors.base1}; text-align: left; cursor: pointer; }
  button:hover { background: ${theme.colors.base2}; }
`;

const Check = styled.label`
  && { flex-direction: row; align-items: center; gap: 8px; }
  input { width: 20px; height: 20px; }
`;

interface Props {
  places: readonly Place[];
  settings: MapCoverSettings;
  onChange: (settings: MapCoverSettings) => void;
}

/** Place search, style, zoom, title and coordinates of a map cover. */
export function MapSettingsPanel({ places, settings, onChange }: Props) {
  const { t } = useT('dyo');
  const id = useId();
  const [query, setQuery] = useState('');
  const results = searchPlaces(places, query);
  return (
    <Box aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('map::title')}</h2>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t('map::search')}
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-describedby={`${id}-status`} autoComplete="off" />
        </label>
      </form>
      <p id={`${id}-status`} role="status" className={query.trim().length >= 2 ? undefined : 'visually-hidden'}>
        {query.trim().length >= 2 ? t('map::results', { count: results.length }) : ''}
      </p>
      {results.length > 0 ? (
        <Results aria-label={t('map::resultsLabel')}>
          {results.map((place) => (
            <li key={`${place.n}-${place.lat}-${place.lng}`}>
              <button
                type="button"
                onClick={() => {
                  onChange({ ...settings, placeName: place.n, lat: place.lat, lng: place.lng, title: place.n });
                  setQuery('');
                }}
              >
                {place.n}
                {place.c ? `, ${place.c}` : ''}
              </button>
            </li>
          ))}
        </Results>
      ) : null}
      <p>{t('map::chosen', { place: settings.placeName })}</p>
      <ChoiceGroup name="map-style" legend={t('map::style')} choices={MAP_STYLES.map((s) => ({ value: s, label: t(`map::styles::${s}`) }))} value={settings.style} onChange={(style) => onChange({ ...settings, style })} />
      <ChoiceGroup name="map-zoom" legend={t('map::zoom')} choices={MAP_ZOOMS.map((z) => ({ value: z, label: t(`map::zooms::${z}`) }))} value={settings.zoom} onChange={(zoom) => onChange({ ...settings, zoom })} />
      <label>
        {t('map::titleText')}
        <input type="text" value={settings.title} maxLength={40} onChange={(e) => onChange({ ...settings, title: e.target.value })} />
      </label>
      <Check>
        <input type="checkbox" checked={settings.showCoordinates} onChange={(e) => onChange({ ...settings, showCoordinates: e.target.checked })} />
        {t('map::showCoordinates')}
      </Check>
    </Box>
  );
}
