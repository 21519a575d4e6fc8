// `npm run bench`: builds, starts the app with a real Redis and the local services, and reports
// for the start, category, product and cart pages, with a warm cache:
//  - server CPU per request (user + system of the server process from /proc, over sequential
//    curl requests: utime + stime from /proc/<pid>/stat around the requests), HTML and __NEXT_DATA__ size;
//  - requests/s, p50 and p99 at 10 and 50 connections (autocannon);
//  - resident memory (RSS and its peak) of both processes after the CPU measurement.
// Two app processes are measured side by side: one as configured (the rendered-page cache on, what
// a shopper's repeat view costs) and one with PAGE_CACHE_SECONDS=0 (every view rendered: the cost
// of a cache miss), and the floor (bench/floor/: bare Next + React rendering the start page's markup),
// measured in the same rounds: each page's rendered CPU is also given as a ratio to the floor's start
// page, the figure that stays comparable from host to host and hour to hour.
// A benchmark, not a test: it prints numbers and never fails on them.
// Before measuring, each process serves BENCH_WARMUP (800) requests of each of the four pages: V8
// optimises a render's hot code over the first thousands of requests, and a fresh process costs
// about half as much again CPU per page as one that has been up for a minute (at 50 pages/s), which is
// what a shopper meets. BENCH_WARMUP=0 measures a fresh process, as the figures were.
// The CPU figure is the median of BENCH_ROUNDS (5) measurements of BENCH_REQUESTS (200) sequential
// requests per page, the pages taken in turn: on a shared machine one measurement now and then reads
// 30 to 50 % high (a neighbour's burst, a major GC in the window); the spread is printed next to it.
// BENCH_SKIP_BUILD=1 reuses .next; BENCH_SECONDS (5) per autocannon cell.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { BENCH_PAGES as PAGES, benchAppEnv, startBenchServices } from './lib/bench-stack.mjs';
import { median, startFloor } from './lib/floor.mjs';
import { freePort, start, stopAll, waitForUrl } from './lib/processes.mjs';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const warmup = Number(process.env.BENCH_WARMUP ?? 800);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const stack = await startBenchServices();
const { redisUrl } = stack;
if (!redisUrl) console.warn('redis-server not found: benchmarking with the in-process cache');

async function startApp(name, extraEnv) {
  const port = await freePort();
  start(name, 'npx', ['next', 'start', '-p', String(port), '-H', 'localhost'], {
    env: benchAppEnv(stack, extraEnv),
    quiet: true,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/`);
  return { name, base, pid: listenerPid(port) };
}

/** The pid of the process listening on the port (next start forks the server). */
function listenerPid(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on ${port}`);
  return pid;
}

const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticks; // utime + stime (fields 14 and 15)
}

/** Resident memory of a process in MB (VmRSS) and its peak (VmHWM), from /proc. */
function memoryMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const curl = (url) => execFileSync('curl', ['-s', url], { encoding: 'utf8', maxBuffer: 8 * 1024 * 1024 });

/** One measurement: CPU ms per request over `requests` sequential requests, after 20 unmeasured ones. */
function cpuPerRequest(app, path) {
  const url = `${app.base}${path}`;
  for (let i = 0; i < 20; i++) curl(url);
  const before = cpuSeconds(app.pid);
  for (let i = 0; i < requests; i++) execFileSync('curl', ['-s', '-o', '/dev/null', url]);
  return ((cpuSeconds(app.pid) - before) * 1000) / requests;
}

function pageSizes(app, path) {
  const html = curl(`${app.base}${path}`);
  const data = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return { html: Buffer.byteLength(html), data: Buffer.byteLength(data) };
}

const spread = (values) => `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;

async function load(app, path, connections) {
  const result = await autocannon({ url: `${app.base}${path}`, connections, duration: seconds });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const served = await startApp('storefront', {});
const rendered = await startApp('storefront-render', { PAGE_CACHE_SECONDS: '0' });
const floorBase = await startFloor();
const floor = { name: 'floor', base: floorBase, pid: listenerPid(new URL(floorBase).port) };

for (const app of [served, rendered]) {
  for (const [, path] of PAGES) if (warmup > 0) await autocannon({ url: `${app.base}${path}`, connections: 4, amount: warmup });
}
if (warmup > 0) await autocannon({ url: `${floor.base}/`, connections: 4, amount: warmup });

const samples = Object.fromEntries(PAGES.map(([name]) => [name, { hit: [], miss: [] }]));
const floorSamples = [];
for (let round = 0; round < rounds; round++) {
  floorSamples.push(cpuPerRequest(floor, '/'));
  for (const [name, path] of PAGES) {
    samples[name].hit.push(cpuPerRequest(served, path));
    samples[name].miss.push(cpuPerRequest(rendered, path));
  }
}
const floorCpu = median(floorSamples);
const cpu = {};
for (const [name, path] of PAGES) {
  const { hit, miss } = samples[name];
  const sizes = pageSizes(served, path);
  cpu[name] = {
    'CPU ms/request': Number(median(hit).toFixed(2)),
    'CPU ms/request, rendered': Number(median(miss).toFixed(2)),
    'rendered, spread': spread(miss),
    'rendered / floor start': Number((median(miss) / floorCpu).toFixed(2)),
    'HTML kB': Number((sizes.html / 1000).toFixed(1)),
    '__NEXT_DATA__ kB': Number((sizes.data / 1000).toFixed(1)),
  };
}
console.log(
  `\nServer CPU per request, median of ${rounds} × ${requests} sequential requests per page after ${warmup} warm-up requests per page, warm ${redisUrl ? 'Redis' : 'in-process'} cache:`,
);
console.table(cpu);
console.log(`The floor's start page: ${floorCpu.toFixed(2)} ms CPU per render (spread ${spread(floorSamples)}).`);
// The same requests reached both processes so far: the difference is what the rendered-page cache holds and costs.
const memory = {
  'page cache on': memoryMb(served.pid),
  'page cache off (PAGE_CACHE_SECONDS=0)': memoryMb(rendered.pid),
  floor: memoryMb(floor.pid),
};
console.log('\nMemory after the warm-up and the CPU measurement (same requests to both), MB:');
console.table(Object.fromEntries(Object.entries(memory).map(([name, m]) => [name, { RSS: m.rss, peak: m.peak }])));

const rows = {};
for (const [name, path] of PAGES) {
  for (const connections of [10, 50]) {
    const r = await load(served, path, connections);
    rows[`${name} × ${connections}`] = { 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, errors: r.errors };
  }
}
console.log(`\nThroughput (one instance, ${seconds} s per row):`);
console.table(rows);
stopAll(0);
