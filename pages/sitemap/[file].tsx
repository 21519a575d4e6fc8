/** /sitemap/{locale}.xml: one sitemap per locale (robots.txt lists them). */
import type { GetServerSideProps } from 'next';
import { serverContext } from '@/server/server-context';
import { isSitemapLocale, sitemapUrls, sitemapXml } from '@/server/catalog/sitemap';
import { CACHE_CONTROL } from '@/services/cache-table';

export default function Sitemap() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ params, req, res }) => {
  const file = typeof params?.file === 'string' ? params.file : '';
  const locale = file.replace(/\.xml$/, '');
  if (!file.endsWith('.xml') || !isSitemapLocale(locale)) return { notFound: true };
  const xml = sitemapXml(await sitemapUrls(serverContext(req, locale), locale));
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', CACHE_CONTROL.sitemap);
  res.end(xml);
  return { props: {} };
};
