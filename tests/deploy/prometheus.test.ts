/**
 * deploy/prometheus/: the alert rules are valid (`promtool check rules`) and fire on the series
 * they are meant for and not on others (`promtool test rules`), and they name only metrics the
 * app exports (server/ops/metrics.ts) or Prometheus itself makes. promtool comes with Debian's
 * `prometheus` package (.ci/run installs it).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMetrics } from '@/server/ops/metrics';

const DIR = join(__dirname, '../../deploy/prometheus');

function promtool(...args: string[]): string {
  try {
    return execFileSync('promtool', args, { cwd: DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const e = error as { code?: string; stdout?: string; stderr?: string };
    if (e.code === 'ENOENT') throw new Error('promtool is missing: on Debian, apt-get install prometheus (.ci/run does)', { cause: error });
    throw new Error(`promtool ${args.join(' ')} failed:\n${e.stdout ?? ''}${e.stderr ?? ''}`, { cause: error });
  }
}

describe('Prometheus alert rules', () => {
  it('pass promtool check rules', () => {
    expect(promtool('check', 'rules', 'alerts.yml')).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('fire when they should and stay quiet otherwise (promtool test rules)', () => {
    expect(promtool('test', 'rules', 'alerts.test.yml')).toContain('SUCCESS');
  });

  it('use only metrics the app exports', async () => {
    const exported = new Set((await createMetrics([]).registry.getMetricsAsJSON()).map((m) => m.name));
    const rules = readFileSync(join(DIR, 'alerts.yml'), 'utf8');
    const used = new Set([...rules.matchAll(/\b((?:nordfynd|nodejs|process)_[a-z_]+?)(?:_bucket)?\b/g)].map((m) => m[1] ?? ''));
    expect(used.size).toBeGreaterThan(5);
    for (const name of used) expect({ name, exported: exported.has(name) }).toEqual({ name, exported: true });
  });
});
