import type { ReactNode } from 'react';
import { SeoHead } from '@/components/layout/seo-head';
import { Container } from '@/components/ui/container';
import { isFiltered } from '@/lib/catalog/listing-query';
import type { CollectionPageProps } from '@/server/catalog/listing-page';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { ProductListing } from './product-listing';
import type { ListingPath } from './listing-filters';

interface Props {
  /** The page's props as the server made them (SEO, the listing and its products). */
  page: Omit<CollectionPageProps<unknown>, 'collection'>;
  title: string;
  description: string;
  hero: ReactNode;
  /** The collection's name, its last breadcrumb, after `parent` (the list of such collections) when there is one. */
  name: string;
  parent?: Crumb;
  path: ListingPath;
  children?: ReactNode;
  /** Shown instead of the products when the collection cannot be bought from (an ended or upcoming campaign). */
  closed?: ReactNode;
}

/** A campaign, brand, storefront or merchant page: its head, a banner, breadcrumbs and its filterable products (a filtered view not indexed). */
export function CollectionPage({ page, title, description, hero, name, parent, path, children, closed }: Props) {
  const { seo, listing, result, scope } = page;
  return (
    <>
      <SeoHead title={title} description={description} seo={seo} noindex={isFiltered(listing)} />
      {hero}
      <Container>
        <Breadcrumbs items={[...(parent ? [parent] : []), { name, ...path }]} />
        {children}
        {closed ?? <ProductListing path={path} state={listing} result={result} within={scope} />}
      </Container>
    </>
  );
}
