/** @jest-environment node */
import type { ArticlesResponse, SearchSuggestionsResponse } from '@/services/catalog/types';
import { editDistance } from '@/dev-services/search/distance';
import { matchQuality } from '@/dev-services/search/match';
import { createClient, startServicesForFile } from '../helpers/dev-services';

const services = startServicesForFile();
const titles = (body: ArticlesResponse): string[] => body.data.items.map((a) => a.title);

describe('edit distance', () => {
  it('counts a swap of adjacent letters as one edit', () => {
    expect(editDistance('hogtalare', 'hgotalare', 2)).toBe(1);
    expect(editDistance('kaffe', 'kaffe', 1)).toBe(0);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('tolerates one typo from 4 letters and two from 7', () => {
    expect(matchQuality('hogtalre', 'hogtalare')).toBeGreaterThan(0);
    expect(matchQuality('blutooth', 'bluetooth')).toBeGreaterThan(0);
    expect(matchQuality('mus', 'mug')).toBe(0);
    expect(matchQuality('hog', 'hogtalare')).toBeGreaterThan(0);
  });
});

describe('GET /catalog/v1/articles?q=', () => {
  it('finds a product despite typos and missing diacritics', async () => {
    const api = createClient(services().url);
    const res = await api.get<ArticlesResponse>('/catalog/v1/articles?q=blutooth%20hogtalre');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThan(0);
    titles(res.body).forEach((title) => expect(title).toMatch(/Bluetooth-högtalare/));
  });

  it('searches in the request locale and in English', async () => {
    const api = createClient(services().url, { 'X-Locale': 'fi-FI' });
    const finnish = await api.get<ArticlesResponse>('/catalog/v1/articles?q=kuulokkeet');
    const english = await api.get<ArticlesResponse>('/catalog/v1/articles?q=headphones');
    expect(finnish.body.data.total).toBeGreaterThan(0);
    expect(english.body.data.total).toBeGreaterThan(0);
    expect(titles(english.body)[0]).toMatch(/kuulokkeet/i);
  });

  it('ranks exact matches before fuzzy ones and answers nothing for gibberish', async () => {
    const api = createClient(services().url);
    const coffee = await api.get<ArticlesResponse>('/catalog/v1/articles?q=kaffebrygare');
    expect(titles(coffee.body)[0]).toMatch(/Kaffebryggare/);
    const none = await api.get<ArticlesResponse>('/catalog/v1/articles?q=qqxxzz');
    expect(none.body.data.total).toBe(0);
  });
});

describe('GET /catalog/v1/search/suggestions', () => {
  it('suggests terms and articles for a prefix', async () => {
    const api = createClient(services().url);
    const res = await api.get<SearchSuggestionsResponse>('/catalog/v1/search/suggestions?q=h%C3%B6rl');
    expect(res.body.data.terms).toContain('Hörlurar');
    expect(res.body.data.terms.length).toBeLessThanOrEqual(6);
    expect(res.body.data.articles.length).toBeGreaterThan(0);
    expect(res.body.data.articles.length).toBeLessThanOrEqual(5);
  });

  it('answers empty lists under two characters', async () => {
    const api = createClient(services().url);
    const res = await api.get<SearchSuggestionsResponse>('/catalog/v1/search/suggestions?q=h');
    expect(res.body.data).toEqual({ terms: [], articles: [] });
  });
});

describe('search in every language', () => {
  const total = async (locale: string, q: string) => {
    const api = createClient(services().url, { 'X-Locale': locale });
    const res = await api.get<ArticlesResponse>(`/catalog/v1/articles?q=${encodeURIComponent(q)}`);
    return { total: res.body.data.total, titles: titles(res.body) };
  };

  it.each([
    ['da-DK', 'hovedtelefner', /høretelefoner/i],
    ['da-DK', 'hovedtelefon', /høretelefoner/i],
    ['da-DK', 'hovedtelefonerne', /høretelefoner/i],
    ['nb-NO', 'hodetelefonene', /hodetelefoner/i],
    ['fi-FI', 'porakne', /porakone/i],
    ['fi-FI', 'porakoneet', /porakone/i],
    ['sv-SE', 'hörlurarna', /hörlurar/i],
    ['sv-SE', 'kaffebryggaren', /kaffebryggare/i],
  ])('%s: "%s" finds the products', async (locale, q, title) => {
    const found = await total(locale, q);
    expect(found.total).toBeGreaterThan(0);
    expect(found.titles[0]).toMatch(title);
  });

  it('still answers nothing for gibberish and keeps short words strict', async () => {
    expect((await total('fi-FI', 'qqxxzz')).total).toBe(0);
    expect(matchQuality('mus', 'mug')).toBe(0);
  });
});
