/**
 * @jest-environment node
 *
 * `npm run dev` and `npm run demo` on other ports (scripts/lib/local-stack.mjs): the app is told the services' URL for
 * its upstreams and for its images, so the CSP's img-src allows the seeded pictures.
 */
import { localStack } from '../../scripts/lib/local-stack.mjs';

describe('localStack', () => {
  it('points the upstreams and the image origin at DEV_SERVICES_PORT', () => {
    expect(localStack({ DEV_SERVICES_PORT: '4333' })).toEqual({
      servicesPort: '4333',
      servicesUrl: 'http://127.0.0.1:4333',
      appEnv: {
        SHOP_API_URL: 'http://127.0.0.1:4333/',
        PURCHASE_API_URL: 'http://127.0.0.1:4333/',
        IMAGE_HOSTS: 'http://127.0.0.1:4333',
      },
    });
  });

  it('uses port 4010 by default and keeps what the shell sets', () => {
    const { appEnv } = localStack({ IMAGE_HOSTS: 'https://img.example', SHOP_API_URL: 'https://shop.example/' });
    expect(appEnv).toEqual({
      SHOP_API_URL: 'https://shop.example/',
      PURCHASE_API_URL: 'http://127.0.0.1:4010/',
      IMAGE_HOSTS: 'https://img.example',
    });
  });
});
