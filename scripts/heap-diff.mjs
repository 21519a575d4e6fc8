// Compares two V8 heap snapshots of one process (`npm run soak` with SOAK_HEAP_SNAPSHOTS=<dir> writes them):
//   node scripts/heap-diff.mjs early.heapsnapshot late.heapsnapshot [--top 25]
// Prints, for the late snapshot against the early one:
//   1. self size and count by constructor (objects), function (closures) or kind (strings, arrays, code,
//      hidden system objects), the biggest growth first;
//   2. the objects that retain the most memory in the late snapshot (retained size from the dominator
//      tree, as Chrome DevTools computes it: weak edges do not retain), with what they retained in the early
//      one (node ids are stable within one process) and the chain of dominators that keeps them alive.
// A diagnostic tool for a person reading a soak (docs/reliability.md#soak); no dependency, reads the
// snapshot's arrays straight from the file so a snapshot of a few hundred MB fits.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex === -1 ? 25 : Number(args.splice(topIndex, 2)[1]);
if (args.length !== 2) {
  console.error('usage: node scripts/heap-diff.mjs <early.heapsnapshot> <late.heapsnapshot> [--top N]');
  process.exit(2);
}

/** Reads the integers of the JSON array that starts after `key` in `buffer`. */
function intArray(buffer, key) {
  const start = buffer.indexOf(`"${key}":[`) + key.length + 4;
  const end = buffer.indexOf(']', start);
  let count = 0;
  for (let i = start; i < end; i++) if (buffer[i] === 44) count++;
  const out = new Float64Array(end > start ? count + 1 : 0);
  let n = 0;
  let value = 0;
  let digits = false;
  for (let i = start; i <= end; i++) {
    const c = buffer[i];
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      digits = true;
    } else if (digits) {
      out[n++] = value;
      value = 0;
      digits = false;
    }
  }
  return out.subarray(0, n);
}

function load(file) {
  const buffer = readFileSync(file);
  const metaEnd = buffer.indexOf('"nodes":[');
  const meta = JSON.parse(`${buffer.toString('utf8', buffer.indexOf('{'), metaEnd).trim().replace(/,$/, '')}}`).snapshot.meta;
  const nodes = intArray(buffer, 'nodes');
  const edges = intArray(buffer, 'edges');
  const stringsStart = buffer.indexOf('"strings":[') + 10;
  const strings = JSON.parse(buffer.toString('utf8', stringsStart, buffer.lastIndexOf(']') + 1));
  const NF = meta.node_fields.length;
  const EF = meta.edge_fields.length;
  const f = (name) => meta.node_fields.indexOf(name);
  const e = (name) => meta.edge_fields.indexOf(name);
  const [nType, nName, nId, nSelf, nEdges] = ['type', 'name', 'id', 'self_size', 'edge_count'].map(f);
  const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map(e);
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const weak = edgeTypes.indexOf('weak');
  const shortcut = edgeTypes.indexOf('shortcut');
  const count = nodes.length / NF;
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0; i < count; i++) firstEdge[i + 1] = firstEdge[i] + nodes[i * NF + nEdges] * EF;

  // Depth-first post order from the root over strong edges.
  const post = new Int32Array(count).fill(-1);
  const order = new Uint32Array(count);
  const visited = new Uint8Array(count);
  const stack = new Uint32Array(count);
  const cursor = new Uint32Array(count);
  let sp = 0;
  let n = 0;
  stack[sp++] = 0;
  visited[0] = 1;
  cursor[0] = firstEdge[0];
  while (sp > 0) {
    const v = stack[sp - 1];
    let pushed = false;
    while (cursor[v] < firstEdge[v + 1]) {
      const ei = cursor[v];
      cursor[v] += EF;
      const t = edges[ei + eType];
      if (t === weak || t === shortcut) continue;
      const w = edges[ei + eTo] / NF;
      if (visited[w]) continue;
      visited[w] = 1;
      cursor[w] = firstEdge[w];
      stack[sp++] = w;
      pushed = true;
      break;
    }
    if (!pushed) {
      sp--;
      post[v] = n;
      order[n++] = v;
    }
  }
  // Predecessors (strong edges between reachable nodes), as lists.
  const predCount = new Uint32Array(count + 1);
  for (let v = 0; v < count; v++) {
    if (post[v] < 0) continue;
    for (let ei = firstEdge[v]; ei < firstEdge[v + 1]; ei += EF) {
      const t = edges[ei + eType];
      if (t === weak || t === shortcut) continue;
      predCount[edges[ei + eTo] / NF + 1]++;
    }
  }
  for (let i = 0; i < count; i++) predCount[i + 1] += predCount[i];
  const preds = new Uint32Array(predCount[count]);
  const fill = predCount.slice(0, count);
  for (let v = 0; v < count; v++) {
    if (post[v] < 0) continue;
    for (let ei = firstEdge[v]; ei < firstEdge[v + 1]; ei += EF) {
      const t = edges[ei + eType];
      if (t === weak || t === shortcut) continue;
      const w = edges[ei + eTo] / NF;
      preds[fill[w]++] = v;
    }
  }
  // Dominators (Cooper, Harvey, Kennedy: "A Simple, Fast Dominance Algorithm"), on post-order numbers.
  const idom = new Int32Array(n).fill(-1);
  const root = post[0];
  idom[root] = root;
  let changed = true;
  while (changed) {
    changed = false;
    for (let b = n - 2; b >= 0; b--) {
      const v = order[b];
      let best = -1;
      for (let p = predCount[v]; p < predCount[v + 1]; p++) {
        const q = post[preds[p]];
        if (idom[q] === -1) continue;
        if (best === -1) {
          best = q;
          continue;
        }
        let x = q;
        let y = best;
        while (x !== y) {
          while (x < y) x = idom[x];
          while (y < x) y = idom[y];
        }
        best = x;
      }
      if (best !== -1 && idom[b] !== best) {
        idom[b] = best;
        changed = true;
      }
    }
  }
  const retained = new Float64Array(n);
  for (let b = 0; b < n; b++) retained[b] += nodes[order[b] * NF + nSelf];
  for (let b = 0; b < n - 1; b++) if (idom[b] >= 0 && idom[b] !== b) retained[idom[b]] += retained[b];

  const kind = (v) => nodeTypes[nodes[v * NF + nType]];
  const name = (v) => strings[nodes[v * NF + nName]];
  /** The group a node counts in: objects by constructor, closures by function, strings and code by kind. */
  const group = (v) => {
    const k = kind(v);
    if (k === 'object' || k === 'closure' || k === 'native' || k === 'hidden' || k === 'synthetic')
      return `${k === 'object' ? '' : `(${k}) `}${String(name(v)).slice(0, 80)}`;
    if (k === 'array') return `(array) ${String(name(v)).slice(0, 40)}`;
    return `(${k})`;
  };
  /** The name of an edge from node v to node w (a property, an index, a context variable), if v points at w directly. */
  const edgeName = (v, w) => {
    for (let ei = firstEdge[v]; ei < firstEdge[v + 1]; ei += EF) {
      if (edges[ei + eTo] / NF !== w) continue;
      const t = edgeTypes[edges[ei + eType]];
      const value = edges[ei + eName];
      return t === 'element' || t === 'hidden' ? `[${value}]` : String(strings[value]).slice(0, 60);
    }
    return undefined;
  };
  return { count, NF, nodes, nId, nSelf, post, order, idom, retained, n, kind, name, group, edgeName, total: retained[root] };
}

const mibText = (bytes) => `${(bytes / 1048576).toFixed(2)} MiB`;
console.log(`reading ${args[0]} …`);
const early = load(args[0]);
console.log(`reading ${args[1]} …`);
const late = load(args[1]);
console.log(`\nreachable heap: ${mibText(early.total)} → ${mibText(late.total)} (${mibText(late.total - early.total)})\n`);

function byGroup(snap) {
  const groups = new Map();
  for (let b = 0; b < snap.n; b++) {
    const v = snap.order[b];
    const g = snap.group(v);
    const entry = groups.get(g) ?? { count: 0, self: 0 };
    entry.count++;
    entry.self += snap.nodes[v * snap.NF + snap.nSelf];
    groups.set(g, entry);
  }
  return groups;
}
const before = byGroup(early);
const after = byGroup(late);
const growth = [...after]
  .map(([g, a]) => ({
    group: g,
    count: a.count,
    'count +': a.count - (before.get(g)?.count ?? 0),
    self: a.self,
    'self +': a.self - (before.get(g)?.self ?? 0),
  }))
  .sort((x, y) => y['self +'] - x['self +'])
  .slice(0, top);
console.log('Self size by constructor / kind, largest growth first:');
console.table(growth.map((r) => ({ ...r, self: mibText(r.self), 'self +': mibText(r['self +']) })));

const earlyRetained = new Map();
for (let b = 0; b < early.n; b++) earlyRetained.set(early.nodes[early.order[b] * early.NF + early.nId], early.retained[b]);
const label = (snap, b) => {
  const v = snap.order[b];
  return `${snap.group(v)} @${snap.nodes[v * snap.NF + snap.nId]}`;
};
const candidates = [];
for (let b = 0; b < late.n - 1; b++) {
  const id = late.nodes[late.order[b] * late.NF + late.nId];
  const was = earlyRetained.get(id) ?? 0;
  candidates.push({ b, retained: late.retained[b], grew: late.retained[b] - was, was });
}
const show = (list, heading) => {
  console.log(`\n${heading}`);
  for (const c of list) {
    const chain = [];
    let below = c.b;
    for (let x = late.idom[c.b], guard = 0; x !== late.idom[x] && guard < 12; below = x, x = late.idom[x], guard++) {
      const via = late.edgeName(late.order[x], late.order[below]);
      chain.push(`${label(late, x)}${via === undefined ? '' : ` .${via}`}`);
    }
    console.log(
      `${mibText(c.retained).padStart(12)} (early ${mibText(c.was)}, ${c.grew >= 0 ? '+' : ''}${mibText(c.grew)})  ${label(late, c.b)}\n${' '.repeat(14)}kept by: ${chain.join(' ← ') || '(root)'}`,
    );
  }
};
// Objects whose retained size grew most. An object's growth also counts in each of its dominators, so only the deepest are
// listed: an object is left out when one object it dominates directly grew at least 90 % as much (that one explains it).
const maxChildGrowth = new Float64Array(late.n);
for (const c of candidates) {
  const parent = late.idom[c.b];
  if (parent >= 0 && c.grew > maxChildGrowth[parent]) maxChildGrowth[parent] = c.grew;
}
const shown = candidates
  .filter((c) => c.grew > 0 && maxChildGrowth[c.b] < 0.9 * c.grew)
  .sort((x, y) => y.grew - x.grew)
  .slice(0, top);
show(shown, 'Objects whose retained size grew most (dominators that only pass a growth on are left out):');
show([...candidates].sort((x, y) => y.retained - x.retained).slice(0, 12), 'Largest retainers in the late snapshot:');
