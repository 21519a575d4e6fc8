import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const c = await ctx.newCDPSession(p);
await c.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await p.addInitScript(() => { window.__lt = []; new PerformanceObserver(l => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
await c.send('Profiler.enable'); await c.send('Profiler.setSamplingInterval', { interval: 200 }); await c.send('Profiler.start');
await p.goto(process.argv[2]);
await p.waitForSelector('html[data-hydrated]', { state: 'attached' });
await p.waitForTimeout(3000);
const { profile } = await c.send('Profiler.stop');
console.log('longtasks', JSON.stringify(await p.evaluate(() => window.__lt)));
console.log('marks', JSON.stringify(await p.evaluate(() => performance.getEntriesByType('paint').map(e => [e.name, Math.round(e.startTime)]))));
writeFileSync('/tmp/prof.cpuprofile', JSON.stringify(profile));
// self time by function
const self = new Map(); const byId = new Map(profile.nodes.map(n => [n.id, n]));
const dt = profile.timeDeltas; const counts = new Map();
profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const [id, t] of counts) { const n = byId.get(id); const f = n.callFrame; const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`; self.set(k, (self.get(k) ?? 0) + t); }
const byUrl = new Map(); for (const [id, t] of counts) { const u = byId.get(id).callFrame.url.split('/').pop() || byId.get(id).callFrame.functionName; byUrl.set(u, (byUrl.get(u) ?? 0) + t); }
console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join('\n'));
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(1)}ms ${k}`).join('\n'));
await b.close();
