/**
 * A real nginx running the rendered deploy template (scripts/scale/nginx-conf.mjs) in front of stub upstreams, in a
 * private temporary prefix, for the tests under tests/deploy.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './redis-server';

export interface RunningNginx {
  /** http://127.0.0.1:<port> */
  base: string;
  /** The rendered configuration file. */
  conf: string;
  stop: () => Promise<void>;
}

export async function startNginx(
  upstreams: readonly string[],
  edgeNonceToken = 'edgeNoncePlaceholder0123456789abcdef',
): Promise<RunningNginx> {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'nf-nginx-'));
  const options = { prefix, port, upstreams, bypassToken: 'bypass-token-for-test', edgeNonceToken };
  const script = `import { renderNginxConf } from ${JSON.stringify(join(__dirname, '../../scripts/scale/nginx-conf.mjs'))};
    process.stdout.write(renderNginxConf(${JSON.stringify(options)}));`;
  const conf = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  // As root the template drops workers to nobody, who cannot write this private temporary folder: keep root here.
  writeFileSync(conf, readFileSync(conf, 'utf8').replace('user nobody nogroup;', 'user root root;'));
  const nginx = spawn('nginx', ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  const stop = async () => {
    nginx.kill('SIGTERM');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(`${base}/`).then(
        (r) => r.text().then(() => true),
        (e: unknown) => ((stderr += String((e as Error).cause ?? e)), false),
      )
    ) {
      return { base, conf, stop };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  let log = '';
  try {
    log = readFileSync(join(prefix, 'logs/error.log'), 'utf8').slice(-1500);
  } catch {
    // no log written
  }
  await stop();
  throw new Error(`nginx did not start: ${stderr.slice(0, 300)} ${log}`);
}
