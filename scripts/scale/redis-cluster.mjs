// A real Redis Cluster on loopback: 3 masters and 3 replicas (redis-server --cluster-enabled yes,
// created with redis-cli --cluster create … --cluster-replicas 1), data in a temporary folder.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startGroup } from './groups.mjs';

const exec = promisify(execFile);
const TEMPLATE = fileURLToPath(new URL('../../deploy/redis-cluster/node.conf.template', import.meta.url));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Runs redis-cli against one node; resolves with stdout ('' when the node does not answer). */
export async function redisCli(port, ...args) {
  try {
    const { stdout } = await exec('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], { timeout: 5_000 });
    return stdout.trim();
  } catch {
    return '';
  }
}

/** `CLUSTER NODES` as seen by `port`: [{ id, port, role: 'master' | 'slave', failed, masterId, slots }]. */
export async function clusterNodes(port) {
  const text = await redisCli(port, 'cluster', 'nodes');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [id, address, flags, masterId, , , , , ...slots] = line.split(' ');
      return {
        id,
        port: Number(address.split('@')[0].split(':')[1]),
        role: flags.includes('master') ? 'master' : 'slave',
        failed: flags.split(',').some((flag) => flag === 'fail' || flag === 'fail?'),
        masterId: masterId === '-' ? undefined : masterId,
        slots,
      };
    });
}

/** Resolves once `port` reports cluster_state:ok, or throws after `timeoutMs`. */
export async function waitClusterOk(port, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await redisCli(port, 'cluster', 'info')).includes('cluster_state:ok')) return;
    await sleep(200);
  }
  throw new Error(`Redis Cluster node ${port} did not reach cluster_state:ok within ${timeoutMs} ms`);
}

/**
 * Starts six nodes on ports first…first+5 and creates the cluster. Returns
 * { ports, nodesEnv, startNode(port), killNode(port), stop() }.
 */
export async function startRedisCluster({ firstPort, dir, nodeTimeoutMs = 2_000 }) {
  const ports = Array.from({ length: 6 }, (_, i) => firstPort + i);
  const template = readFileSync(TEMPLATE, 'utf8');
  const nodes = new Map();

  for (const port of ports) {
    if (await redisCli(port, 'ping')) throw new Error(`port ${port} already answers Redis: stop that server or set SCALE_REDIS_PORT`);
  }

  function startNode(port) {
    const nodeDir = join(dir, `redis-${port}`);
    mkdirSync(nodeDir, { recursive: true });
    const conf = join(nodeDir, 'redis.conf');
    writeFileSync(
      conf,
      template.replaceAll('{{PORT}}', String(port)).replaceAll('{{DIR}}', nodeDir).replaceAll('{{NODE_TIMEOUT_MS}}', String(nodeTimeoutMs)),
    );
    nodes.set(port, startGroup('redis-server', [conf], { logFile: join(nodeDir, 'redis.log') }));
  }

  for (const port of ports) startNode(port);
  for (const port of ports) {
    const deadline = Date.now() + 10_000;
    while (!(await redisCli(port, 'ping'))) {
      if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not start (see ${dir}/redis-${port}/redis.log)`);
      await sleep(100);
    }
  }
  await exec('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '1', '--cluster-yes'], {
    timeout: 30_000,
  });
  for (const port of ports) await waitClusterOk(port);

  return {
    ports,
    /** The value of REDIS_CLUSTER_NODES. */
    nodesEnv: ports.map((p) => `127.0.0.1:${p}`).join(','),
    /** Restarts a stopped node with its saved cluster config (it rejoins, as a replica if it was failed over). */
    startNode,
    /** Kills a node the hard way (SIGKILL), as a crashed machine would. */
    async killNode(port) {
      await nodes.get(port)?.stop('SIGKILL');
      nodes.delete(port);
    },
    async stop() {
      await Promise.all([...nodes.values()].map((n) => n.stop()));
      nodes.clear();
    },
  };
}
