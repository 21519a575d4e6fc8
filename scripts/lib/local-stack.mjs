// What `npm run dev` and `npm run demo` give the app so it talks to the local services on DEV_SERVICES_PORT.

/**
 * The local services' port and URL, and the app's upstream and image settings (each overridable from `env`).
 * @param {Record<string, string | undefined>} [env]
 */
export function localStack(env = process.env) {
  const servicesPort = env.DEV_SERVICES_PORT ?? '4010';
  const servicesUrl = `http://127.0.0.1:${servicesPort}`;
  return {
    servicesPort,
    servicesUrl,
    appEnv: {
      SHOP_API_URL: env.SHOP_API_URL ?? `${servicesUrl}/`,
      PURCHASE_API_URL: env.PURCHASE_API_URL ?? `${servicesUrl}/`,
      // The seeded images' origin: next.config.js's image list and the CSP's img-src (proxy.ts) must name this port.
      IMAGE_HOSTS: env.IMAGE_HOSTS ?? servicesUrl,
    },
  };
}
