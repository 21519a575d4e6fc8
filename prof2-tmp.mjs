import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const c = await ctx.newCDPSession(p);
await c.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await c.send('Profiler.enable'); await c.send('Profiler.setSamplingInterval', { interval: 200 }); await c.send('Profiler.start');
await b.startTracing(p, { categories: ['devtools.timeline', 'toplevel', 'blink.user_timing', 'loading'] });
await p.goto(process.argv[2]);
await p.waitForSelector('html[data-hydrated]', { state: 'attached' });
await p.waitForTimeout(2500);
const trace = JSON.parse((await b.stopTracing()).toString());
const { profile } = await c.send('Profiler.stop');
const ev = trace.traceEvents;
const fcp = ev.find(e => e.name === 'firstContentfulPaint');
const tasks = ev.filter(e => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 40000 && (!fcp || e.ts > fcp.ts - 1));
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const ch of n.children ?? []) parent.set(ch, n.id);
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
const times = []; let t = profile.startTime; profile.samples.forEach((id, i) => { t += profile.timeDeltas[i]; times.push([t, id]); });
console.log('fcp', fcp && ((fcp.ts - ev.find(e=>e.name==='navigationStart')?.ts)/1000).toFixed(0));
for (const task of tasks) {
  const inside = times.filter(([ts]) => ts >= task.ts && ts <= task.ts + task.dur);
  const incl = new Map(), selfm = new Map();
  for (const [, id] of inside) { selfm.set(name(byId.get(id)), (selfm.get(name(byId.get(id))) ?? 0) + 1); const seen = new Set(); let x = id; while (x) { const k = name(byId.get(x)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + 1); } x = parent.get(x); } }
  console.log(`--- task ${(task.dur / 1000).toFixed(0)}ms, ${inside.length} samples`);
  console.log('  incl: ' + [...incl].filter(([k]) => !k.startsWith('(root)')).sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${v} ${k}`).join(' | '));
  console.log('  self: ' + [...selfm].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${v} ${k}`).join(' | '));
}
await b.close();
