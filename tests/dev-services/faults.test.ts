/** @jest-environment node */
import { createClient, startServicesForFile } from '../helpers/dev-services';

const services = startServicesForFile();

afterEach(async () => {
  await createClient(services().url).request('DELETE', '/__control/faults');
});

describe('fault injection', () => {
  it('answers an injected status and body, a limited number of times', async () => {
    const api = createClient(services().url);
    const created = await api.post<{ id: string }>('/__control/faults', {
      path: '^/cms/v1/badges$',
      status: 503,
      body: { message: 'Down for maintenance' },
      times: 1,
    });
    expect(created.status).toBe(201);
    expect(created.body.id).toEqual(expect.any(String));
    const failed = await api.get('/cms/v1/badges');
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ message: 'Down for maintenance' });
    expect((await api.get('/cms/v1/badges')).status).toBe(200);
  });

  it('sends a string body as text and matches the method', async () => {
    const api = createClient(services().url);
    await api.post('/__control/faults', { method: 'POST', path: '^/cart/', status: 502, body: 'Bad gateway' });
    const res = await api.post('/cart/v2/f1/increase', { articleId: '100017' }, { userId: 'u' });
    expect(res.status).toBe(502);
    expect(res.text).toBe('Bad gateway');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await api.get('/cart/v2/f1', { userId: 'u' })).status).toBe(200);
  });

  it('delays a response', async () => {
    const api = createClient(services().url);
    await api.post('/__control/faults', { path: '^/fees/', delayMs: 250 });
    const started = Date.now();
    const res = await api.get('/fees/v1/fees');
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('drops and resets connections', async () => {
    const api = createClient(services().url);
    await api.post('/__control/faults', { path: '^/cms/footer$', drop: true, times: 1 });
    await expect(api.get('/cms/footer')).rejects.toThrow();
    await api.post('/__control/faults', { path: '^/cms/footer$', reset: true, times: 1 });
    await expect(api.get('/cms/footer')).rejects.toThrow();
    expect((await api.get('/cms/footer')).status).toBe(200);
  });

  it('validates rules and never applies them to the control API', async () => {
    const api = createClient(services().url);
    expect((await api.post('/__control/faults', { path: '(' })).status).toBe(400);
    expect((await api.post('/__control/faults', { path: '.*', delayMs: 20_000 })).status).toBe(400);
    await api.post('/__control/faults', { path: '.*', status: 500 });
    expect((await api.get('/__control/health')).status).toBe(200);
    expect((await api.get('/fees/v1/fees')).status).toBe(500);
    await api.post('/__control/reset');
    expect((await api.get('/fees/v1/fees')).status).toBe(200);
  });
});
