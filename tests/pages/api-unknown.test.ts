import { formMocks } from './form-mocks';
import handler, { config } from '@/pages/api/[...path]';

it('an unknown /api/ path is a JSON 404 for any method, its body never read', () => {
  for (const method of ['GET', 'POST', 'DELETE']) {
    const { req, res } = formMocks(method, undefined);
    handler(req, res);
    expect(res.statusCode).toBe(404);
    expect(res.text()).toEqual({ message: 'Not found' });
    expect(res.getHeader('Cache-Control')).toBe('no-store');
  }
  expect(config.api.bodyParser).toBe(false);
});
