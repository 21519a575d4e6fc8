import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import type { ListingState } from '@/lib/catalog/listing-query';
import type { ListingScope } from '@/lib/catalog/listing-scope';
import type { CardListing } from '@/services/catalog/page-models';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { ProductListing } from './product-listing';
import type { ListingPath } from './listing-filters';

interface Props {
  hero: ReactNode;
  crumbs: Crumb[];
  path: ListingPath;
  listing: ListingState;
  result: CardListing;
  scope: ListingScope;
  children?: ReactNode;
  /** Shown instead of the products when the collection cannot be bought from (an ended or upcoming campaign). */
  closed?: ReactNode;
}

/** A campaign, brand, storefront or merchant page: a banner, breadcrumbs and its filterable products. */
export function CollectionPage({ hero, crumbs, path, listing, result, scope, children, closed }: Props) {
  return (
    <>
      {hero}
      <Container>
        <Breadcrumbs items={crumbs} />
        {children}
        {closed ?? <ProductListing path={path} state={listing} result={result} within={scope} />}
      </Container>
    </>
  );
}
