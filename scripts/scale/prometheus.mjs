// Prometheus for the scale topology: renders deploy/prometheus/prometheus.yml.template with every
// instance's metrics port, checks it with promtool, starts Debian's `prometheus` on loopback with
// its data in the stack's temporary folder, and offers the queries the drills and reports use.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForUrl } from '../lib/processes.mjs';
import { startGroup } from './groups.mjs';
import { which } from './prerequisites.mjs';

const DEPLOY = fileURLToPath(new URL('../../deploy/prometheus/', import.meta.url));

/** Writes <dir>/prometheus.yml and alerts.yml; `targets` are [{ address, id }]. Returns the config path. */
export function renderPrometheusConf({ dir, listen, targets, scrapeInterval = '1s', evaluationInterval = '1s' }) {
  mkdirSync(dir, { recursive: true });
  const rules = join(dir, 'alerts.yml');
  copyFileSync(join(DEPLOY, 'alerts.yml'), rules);
  const values = {
    SCRAPE_INTERVAL: scrapeInterval,
    SCRAPE_TIMEOUT: scrapeInterval,
    EVALUATION_INTERVAL: evaluationInterval,
    RULES_FILE: rules,
    LISTEN_ADDRESS: listen,
    NORDFYND_TARGETS: targets.map((t) => `      - targets: ['${t.address}']\n        labels: { instance_id: '${t.id}' }`).join('\n'),
  };
  const conf = readFileSync(join(DEPLOY, 'prometheus.yml.template'), 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`prometheus.yml.template: unknown placeholder ${name}`);
    return values[name];
  });
  const file = join(dir, 'prometheus.yml');
  writeFileSync(file, conf);
  return file;
}

/** Starts Prometheus; resolves once it is ready. */
export async function startPrometheus({ dir, port, targets, scrapeInterval }) {
  const listen = `127.0.0.1:${port}`;
  const conf = renderPrometheusConf({ dir, listen, targets, scrapeInterval, evaluationInterval: scrapeInterval });
  execFileSync(which('promtool') ?? 'promtool', ['check', 'config', conf], { stdio: 'pipe' });
  const handle = startGroup(
    which('prometheus') ?? 'prometheus',
    [
      `--config.file=${conf}`,
      `--storage.tsdb.path=${join(dir, 'data')}`,
      `--web.listen-address=${listen}`,
      '--storage.tsdb.retention.time=1d',
      '--log.level=warn',
    ],
    { logFile: join(dir, 'prometheus.log') },
  );
  const url = `http://${listen}`;
  await waitForUrl(`${url}/-/ready`, 30_000);
  return { url, handle, ...queries(url) };
}

/** Prometheus' HTTP API, for the drills. */
export function queries(url) {
  const api = async (path, params = {}) => {
    const response = await fetch(`${url}/api/v1/${path}?${new URLSearchParams(params)}`);
    const body = await response.json();
    if (body.status !== 'success') throw new Error(`Prometheus ${path}: ${body.error ?? response.status}`);
    return body.data;
  };
  return {
    /** Instant query: [{ metric, value: number }]. */
    async query(expr) {
      const data = await api('query', { query: expr });
      return data.result.map((r) => ({ metric: r.metric, value: Number(r.value[1]) }));
    },
    /** The nordfynd job's active targets: [{ instance, health, lastError }]. */
    async targets() {
      const data = await api('targets', { state: 'active' });
      return data.activeTargets
        .filter((t) => t.labels.job === 'nordfynd')
        .map((t) => ({ instance: t.labels.instance_id, address: t.labels.instance, health: t.health, lastError: t.lastError }));
    },
    /** Alerts pending or firing: [{ name, state, labels }]. */
    async alerts() {
      const data = await api('alerts');
      return data.alerts.map((a) => ({ name: a.labels.alertname, state: a.state, labels: a.labels }));
    },
  };
}

/** Waits until every nordfynd target has been scraped successfully. */
export async function waitTargetsUp(prometheus, count, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const targets = await prometheus.targets();
    if (targets.length === count && targets.every((t) => t.health === 'up')) return targets;
    if (Date.now() > deadline) return targets;
    await new Promise((r) => setTimeout(r, 500));
  }
}
