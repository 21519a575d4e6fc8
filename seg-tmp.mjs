import { readFileSync } from 'node:fs';
const profile = JSON.parse(readFileSync('/tmp/prof.cpuprofile'));
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
let t = 0; const segs = []; let cur = null;
profile.samples.forEach((id, i) => { t += profile.timeDeltas[i]; const n = byId.get(id); const idle = n.callFrame.functionName === '(idle)';
  if (idle) { if (cur) { cur.end = t; segs.push(cur); cur = null; } return; }
  if (!cur) cur = { start: t, ids: [] }; cur.ids.push([id, profile.timeDeltas[i + 1] ?? 0]); });
for (const s of segs) { const dur = (s.end - s.start) / 1000; if (dur < 40) continue;
  const incl = new Map(); for (const [id, dt] of s.ids) { const seen = new Set(); let x = id; while (x) { const k = name(byId.get(x)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) ?? 0) + dt); } x = parent.get(x); } }
  console.log(`--- segment at ${(s.start / 1000).toFixed(0)}ms, ${dur.toFixed(0)}ms`);
  console.log([...incl].filter(([k]) => !k.startsWith('(root)')).sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `  ${(v / 1000).toFixed(1)} ${k}`).join('\n'));
}
