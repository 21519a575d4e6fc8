import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, type FocusEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { Button } from '@/components/ui/button';
import { LocalizedLink, useHref } from '@/components/ui/localized-link';
import { CONDITIONS, RATINGS, parseListingQuery, toUrlQuery, type ListingState } from '@/lib/catalog/listing-query';
import { currencyOf, toLocale } from '@/lib/locales';
import type { HrefOptions, RouteKey } from '@/lib/routes/hrefs';
import type { WireArticleFacets } from '@/services/catalog/types';
import { theme } from '@/styles/theme';

export const FILTER_FORM_ID = 'listing-filters';

const Form = styled.form`
  display: grid;
  gap: 16px;
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 6px;
    font-weight: 800;
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 32px;
    cursor: pointer;
  }
  .prices input {
    width: 100%;
    min-width: 0;
    height: 40px;
    padding: 0 8px;
    border: 1px solid ${theme.colors.base4};
    border-radius: ${theme.radius.small};
  }
  .prices {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 8px;
  }
  .prices label {
    flex-direction: column;
    align-items: stretch;
    gap: 2px;
    font-size: ${theme.font.size.sm};
  }
  .brands {
    max-height: 240px;
    overflow-y: auto;
  }
  .count {
    color: ${theme.colors.ink500};
    font-size: ${theme.font.size.sm};
  }
`;

export interface ListingPath extends HrefOptions {
  to: RouteKey;
}

/** A listing as its parts see it: where it is, the query that defines it and its state. */
export interface ListingView {
  path: ListingPath;
  /** Query parameters that define the listing itself (the search term), kept on every change. */
  scope: Record<string, string>;
  state: ListingState;
}

interface Props extends ListingView {
  facets: WireArticleFacets;
  /** The form's id (the sort select joins it with `form=`); the phone sheet's form has its own. */
  formId?: string;
  /** In the phone sheet, whose own "show N products" button applies: no apply button here. */
  inSheet?: boolean;
}

/** The price fields, each with the facet bound it shows as its placeholder. */
const PRICE_BOUNDS = [
  ['priceMin', 'min'],
  ['priceMax', 'max'],
] as const;
const PRICE_FIELDS = new Set<string>(PRICE_BOUNDS.map(([name]) => name));

/**
 * Keeps the keyboard focus on the field a shopper changed: each filter reloads the listing and re-creates its form (keyed by the state),
 * which would drop the focus to <body>. Give the returned handler to `onFocus` of an element around the form; after a new state the same
 * field (name and value) in the form `formId` gets the focus back, if nothing else has it.
 */
export function useKeepFieldFocus(formId: string, stateKey: string): (event: FocusEvent) => void {
  const last = useRef<{ name: string; value: string } | null>(null);
  useEffect(() => {
    const field = last.current;
    if (!field || (document.activeElement && document.activeElement !== document.body)) return;
    const form = document.getElementById(formId) as HTMLFormElement | null;
    // A checkbox or radio by its name and value; a price field or the sort by its name.
    const match = Array.from(form?.elements ?? []).find(
      (element): element is HTMLInputElement | HTMLSelectElement =>
        (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
        element.name === field.name &&
        (!(element instanceof HTMLInputElement) || !['checkbox', 'radio'].includes(element.type) || element.value === field.value),
    );
    match?.focus();
  }, [formId, stateKey]);
  return useCallback((event: FocusEvent) => {
    const { name, value } = event.target as HTMLInputElement;
    if (name) last.current = { name, value };
  }, []);
}

/** The query of the filter form, normalized (invalid values dropped, defaults left out). */
export function formQuery(form: HTMLFormElement, scope: Record<string, string>): Record<string, string> {
  const raw: Record<string, string[]> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') (raw[key] ??= []).push(value);
  });
  return toUrlQuery({ ...parseListingQuery(raw), page: 1 }, scope);
}

/**
 * Price range, brand, condition and rating filters. A plain GET form, so it works without JavaScript; with it, every change navigates at
 * once (the state lives in the query string, so the URL stays shareable).
 */
export function ListingFilters({ path, scope, state, facets, formId = FILTER_FORM_ID, inSheet }: Props) {
  const { t } = useT('catalog');
  const router = useRouter();
  const toHref = useHref();
  const currency = currencyOf(toLocale(router.locale));
  const action = toHref(path.to, { segments: path.segments });

  const navigate = (form: HTMLFormElement) => {
    void router.push(toHref(path.to, { segments: path.segments, query: formQuery(form, scope) }), undefined, {
      scroll: false,
      locale: false,
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(event.currentTarget);
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    // Price fields apply on submit (typing a number should not navigate on every key); the sort select applies itself.
    if (!PRICE_FIELDS.has(target.name) && target.name !== 'sort') navigate(event.currentTarget);
  };

  return (
    <Form id={formId} action={action} method="get" onSubmit={onSubmit} onChange={onChange} aria-label={t('listing::filters')}>
      {Object.entries(scope).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset>
        <legend>{t('listing::price')}</legend>
        <div className="prices">
          {PRICE_BOUNDS.map(([name, bound]) => (
            <label key={name}>
              {t(`listing::${name}`, { currency })}
              <input
                type="text"
                name={name}
                inputMode="decimal"
                autoComplete="off"
                defaultValue={state[name] ?? ''}
                placeholder={String(facets.price[bound])}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('listing::condition')}</legend>
        {CONDITIONS.map((condition) => {
          const count = facets.conditions.find((c) => c.value === condition)?.count ?? 0;
          return (
            <label key={condition}>
              <input type="checkbox" name="condition" value={condition} defaultChecked={state.conditions.includes(condition)} />
              {t(`condition::${condition}`)} <span className="count">({count})</span>
            </label>
          );
        })}
      </fieldset>
      <fieldset>
        <legend>{t('listing::rating')}</legend>
        {RATINGS.map((rating) => (
          <label key={rating}>
            <input type="radio" name="rating" value={rating} defaultChecked={state.rating === rating} />
            {t(`listing::ratingOptions::${rating}`)}
          </label>
        ))}
      </fieldset>
      {facets.brands.length > 0 ? (
        <fieldset>
          <legend>{t('listing::brand')}</legend>
          <div className="brands">
            {facets.brands.map((brand) => (
              <label key={brand.id}>
                <input type="checkbox" name="brand" value={brand.slug} defaultChecked={state.brands.includes(brand.slug)} />
                {brand.name} <span className="count">({brand.count})</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {inSheet ? null : (
        <Button type="submit" $small>
          {t('listing::apply')}
        </Button>
      )}
      <LocalizedLink to={path.to} segments={path.segments} query={scope}>
        {t('listing::reset')}
      </LocalizedLink>
    </Form>
  );
}
