/** /robots.txt, pointing at the sitemap of every locale. */
import type { GetServerSideProps } from 'next';
import { robotsTxt } from '@/server/catalog/sitemap';
import { CACHE_CONTROL } from '@/services/cache-table';

export default function Robots() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', CACHE_CONTROL.robots);
  res.end(robotsTxt());
  return { props: {} };
};
