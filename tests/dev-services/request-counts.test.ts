/** @jest-environment node */
import { createClient, startServicesForFile } from '../helpers/dev-services';

const services = startServicesForFile();

describe('request counts', () => {
  it('counts requests per method, path with query, market and locale, and forgets them on DELETE', async () => {
    const api = createClient(services().url);
    await api.request('DELETE', '/__control/requests');
    await api.get('/cms/v1/badges', { 'X-Market': 'DK', 'X-Locale': 'da-DK' });
    await api.get('/cms/v1/badges', { 'X-Market': 'DK', 'X-Locale': 'da-DK' });
    await api.get('/catalog/v1/articles?category=phones&page=2');
    const listed = await api.get<{ requests: { key: string; count: number }[] }>('/__control/requests');
    expect(listed.body.requests).toEqual([
      { key: 'GET /catalog/v1/articles?category=phones&page=2 SE sv-SE', count: 1 },
      { key: 'GET /cms/v1/badges DK da-DK', count: 2 },
    ]);
    expect((await api.request('DELETE', '/__control/requests')).body).toEqual({ cleared: 2 });
    expect((await api.get<{ requests: unknown[] }>('/__control/requests')).body.requests).toEqual([]);
  });
});
