/** @jest-environment node */
import type { DesignMetaResponse, DesignResponse, SaveDesignResponse } from '@/services/dyo/types';
import { FIXTURES } from '@/dev-services/seed/fixtures';
import { createClient, startServicesForFile } from '../helpers/dev-services';

const services = startServicesForFile();
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const body = (extra: Record<string, unknown> = {}) => ({
  articleId: FIXTURES.dyoCasesArticleId,
  kind: 'phone-cover',
  document: '{"version":1}',
  printImages: { front: PNG },
  previewImage: PNG,
  ...extra,
});

describe('design service', () => {
  it('stores a design and serves its document, meta and images', async () => {
    const api = createClient(services().url);
    const saved = await api.post<SaveDesignResponse>(
      '/dyo/v1/designs',
      body({ printImages: { front: PNG, back: PNG }, kind: 'clothes', articleId: FIXTURES.dyoClothesArticleId }),
    );
    expect(saved.status).toBe(201);
    const { dyoId, dyoImageUrl } = saved.body.data;
    expect(dyoImageUrl).toBe(`${services().url}/dyo/v1/designs/${dyoId}/preview.png`);
    const design = await api.get<DesignResponse>(`/dyo/v1/designs/${dyoId}`);
    expect(design.body.data).toMatchObject({
      dyoId,
      articleId: FIXTURES.dyoClothesArticleId,
      kind: 'clothes',
      document: '{"version":1}',
      sides: ['front', 'back'],
    });
    const meta = await api.get<DesignMetaResponse>(`/dyo/v1/designs/${dyoId}/meta`);
    expect(meta.body.data.kind).toBe('clothes');
    for (const file of ['preview.png', 'print.png', 'print-back.png']) {
      const res = await fetch(`${services().url}/dyo/v1/designs/${dyoId}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(1, 4)
          .toString(),
      ).toBe('PNG');
    }
  });

  it.each([
    ['an unknown kind', body({ kind: 'mug' }), 400],
    ['a print that is not a PNG data URL', body({ printImages: { front: 'data:image/jpeg;base64,AAAA' } }), 400],
    ['base64 that is not a PNG', body({ previewImage: 'data:image/png;base64,AAAAAAAAAAAA' }), 400],
    ['no document', body({ document: undefined }), 400],
    ['an unknown article', body({ articleId: '999999' }), 404],
  ])('refuses %s', async (_, payload, status) => {
    const res = await createClient(services().url).post('/dyo/v1/designs', payload);
    expect(res.status).toBe(status);
    expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });

  it('answers 404 for an unknown design and its images', async () => {
    const api = createClient(services().url);
    expect((await api.get('/dyo/v1/designs/nope')).status).toBe(404);
    expect((await api.get('/dyo/v1/designs/nope/preview.png')).status).toBe(404);
  });
});
