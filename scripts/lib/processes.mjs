// Small helpers to run the storefront's processes from scripts (no extra dependency).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** Runs a command to completion, inheriting output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Builds the storefront for production with the package's own `npm run build`, so the bundler choice
 * (`next build --webpack`, docs/adr/0017) is written in package.json only. Resolves with the exit code.
 */
/** Runs a command with its output held back; resolves with its exit code and output. */
export function runQuiet(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/**
 * Runs named commands `[name, command, args, env?]` at once, printing each one's output whole when it
 * ends; resolves with the name of the first that failed, or null.
 */
export async function runAtOnce(commands, env = {}) {
  console.log(`\n▶ ${commands.map(([name]) => name).join(', ')} (at once)`);
  const codes = await Promise.all(
    commands.map(async ([name, command, args, ownEnv]) => {
      const started = Date.now();
      const { code, output } = await runQuiet(command, args, { ...env, ...ownEnv });
      console.log(
        `\n▶ ${name}: ${code === 0 ? 'passed' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s${output.trim() ? `\n${output.trimEnd()}` : ''}`,
      );
      return code;
    }),
  );
  const failed = codes.findIndex((code) => code !== 0);
  return failed >= 0 ? commands[failed][0] : null;
}

export function buildApp(env = {}) {
  return run('npm', ['run', '--silent', 'build'], { env: { NEXT_TELEMETRY_DISABLED: '1', ...env } });
}

/**
 * Starts a long-running process; it is stopped when this script exits. It leads a process group of
 * its own, and stopping signals the whole group: `npx next start` forks the server and `tsx` a
 * node child, which a signal to the parent alone left running (a bench used to leave one of each).
 */
export function start(name, command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: options.quiet ? 'ignore' : 'inherit',
    detached: true,
    ...options,
    env: { ...process.env, ...options.env },
  });
  child.on('exit', (code) => {
    if (!stopping && options.critical !== false) {
      console.error(`${name} exited (${code}); stopping.`);
      stopAll(1);
    }
  });
  children.push(child);
  return child;
}

const children = [];
let stopping = false;

export function stopAll(code = 0) {
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 300);
}

process.on('SIGINT', () => stopAll(130));
process.on('SIGTERM', () => stopAll(143));

/** Waits until a URL answers (any status below 500). */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a throwaway redis-server on a free loopback port, or returns null when none is installed. */
export async function startRedis() {
  const port = await freePort();
  const child = start('redis-server', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    quiet: true,
  });
  const ok = await new Promise((resolve) => {
    child.once('error', () => resolve(false));
    setTimeout(() => resolve(child.exitCode === null), 300);
  });
  return ok ? `redis://127.0.0.1:${port}` : null;
}
