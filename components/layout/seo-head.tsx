import Head from 'next/head';
import type { PageSeo } from '@/lib/page-types';

interface Props {
  title: string;
  description: string;
  seo: PageSeo;
  noindex?: boolean;
}

/** Title, description, canonical link and hreflang alternates of a page. */
export function SeoHead({ title, description, seo, noindex }: Props) {
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
      <link rel="canonical" href={seo.canonical} />
      {seo.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
    </Head>
  );
}
