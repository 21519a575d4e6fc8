// Long-running processes of the scale stack, each in its own process group, so stopping one
// stops everything it forked (npx → node, next → workers) and nothing anyone else started.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';

const running = new Set();

/**
 * Starts `command` in a new process group. Output goes to `logFile` (appended) or, with
 * `inherit`, to this terminal. Returns { child, stop(signal), exited } where `exited`
 * resolves with the exit code.
 */
export function startGroup(command, args, { env = {}, logFile, inherit = false, cwd } = {}) {
  const out = inherit ? 'inherit' : logFile ? openSync(logFile, 'a') : 'ignore';
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', out, out], detached: true });
  const handle = {
    child,
    exited: new Promise((resolve) => {
      child.once('error', () => resolve(1));
      child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 0)));
    }),
    /** Signals the whole group; resolves with the leader's exit code once it has exited (SIGKILL after `killAfterMs`). */
    async stop(signal = 'SIGTERM', killAfterMs = 3_000) {
      killGroup(child, signal);
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), killAfterMs);
      const code = await handle.exited;
      clearTimeout(timer);
      killGroup(child, 'SIGKILL'); // stragglers of the group
      return code;
    },
  };
  running.add(handle);
  void handle.exited.then(() => running.delete(handle));
  return handle;
}

function killGroup(child, signal) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops every group this process started (used on exit and Ctrl+C). */
export async function stopAllGroups() {
  await Promise.all([...running].map((handle) => handle.stop()));
}

// Last resort when the script dies without stopping: no orphan keeps a port.
process.on('exit', () => {
  for (const handle of running) killGroup(handle.child, 'SIGKILL');
});
