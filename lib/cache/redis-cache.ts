import Redis, { Cluster, type RedisOptions } from 'ioredis';
import type { Logger } from '../logger';
import { withTimeout, type Cache } from './cache';

/** docs/spec.md §9: every cache command is bounded at 500 ms. */
export const CACHE_COMMAND_TIMEOUT_MS = 500;
/** After a failure the cache is skipped for this long, so a hung Redis costs one request 500 ms, not every request. */
export const CACHE_COOLDOWN_MS = 5_000;

const baseOptions: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: CACHE_COMMAND_TIMEOUT_MS * 2,
  commandTimeout: CACHE_COMMAND_TIMEOUT_MS,
  lazyConnect: false,
  retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
};

type Client = Redis | Cluster;

function wrap(client: Client, kind: Cache['kind'], log: Logger, timeoutMs: number): Cache {
  let skipUntil = 0;
  client.on('error', (error: Error) => log.debug({ err: error.message }, 'redis error'));

  const available = () => client.status === 'ready' && Date.now() >= skipUntil;
  const fail = (op: string, error: unknown) => {
    skipUntil = Date.now() + CACHE_COOLDOWN_MS;
    log.warn({ op, err: error instanceof Error ? error.message : String(error) }, 'cache bypassed');
  };

  /** One bounded command: skipped during the cooldown after a failure, `fallback` when it fails. */
  const command = async <T>(op: string, fallback: T, run: () => Promise<T>): Promise<T> => {
    if (!available()) return fallback;
    try {
      return await withTimeout(run(), timeoutMs);
    } catch (error) {
      fail(op, error);
      return fallback;
    }
  };
  const ttl = (seconds: number) => Math.max(1, Math.round(seconds));

  return {
    kind,
    get: (key) => command('get', undefined, async () => (await client.get(key)) ?? undefined),
    set: (key, value, ttlSeconds) => command('set', undefined, async () => void (await client.set(key, value, 'EX', ttl(ttlSeconds)))),
    incr: (key, ttlSeconds) =>
      command('incr', undefined, async () => {
        // One key, so one slot: a MULTI works on a cluster too.
        const results = await client.multi().incr(key).expire(key, ttl(ttlSeconds)).exec();
        const [error, count] = results?.[0] ?? [new Error('no reply'), undefined];
        if (error) throw error;
        return Number(count);
      }),
    delete: (key) => command('delete', undefined, async () => void (await client.del(key))),
    async close() {
      client.disconnect();
    },
  };
}

/** A Redis cache that fails fast: offline queue off, few retries, bounded commands. */
export function createRedisCache(url: string, log: Logger, timeoutMs = CACHE_COMMAND_TIMEOUT_MS): Cache {
  return wrap(new Redis(url, baseOptions), 'redis', log, timeoutMs);
}

/** How often the cluster client re-reads the slot map (CLUSTER SLOTS, one cheap command per instance). */
const CLUSTER_SLOTS_REFRESH_MS = 2_000;

/**
 * A Redis Cluster cache; `nodes` is "host:port,host:port". Every command touches one key,
 * so no key needs a hash tag to share a slot with another.
 */
export function createRedisClusterCache(nodes: string, log: Logger, timeoutMs = CACHE_COMMAND_TIMEOUT_MS): Cache {
  const startup = nodes
    .split(',')
    .map((node) => node.trim())
    .filter(Boolean)
    .map((node) => {
      const [host = '127.0.0.1', port = '6379'] = node.split(':');
      return { host, port: Number(port) };
    });
  const cluster = new Cluster(startup, {
    enableOfflineQueue: false,
    redisOptions: baseOptions,
    clusterRetryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
    // Reads and writes go to masters: a replica may lag, and the cache needs no read scaling.
    scaleReads: 'master',
    // A dead master never answers MOVED, and its connection keeps retrying, so without a
    // periodic refresh the client would never learn that a replica took over its slots.
    slotsRefreshInterval: CLUSTER_SLOTS_REFRESH_MS,
    slotsRefreshTimeout: CACHE_COMMAND_TIMEOUT_MS,
  });
  return wrap(cluster, 'redis-cluster', log, timeoutMs);
}
