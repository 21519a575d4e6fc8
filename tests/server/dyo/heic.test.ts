/**
 * HEIC decoding off the main thread: while a 2400 × 1800 HEIC (fixtures/gradient-2400x1800.heic, a generated
 * gradient encoded by `heif-enc -q 30`, libheif 1.15.1) decodes in the worker, a 10 ms interval keeps firing; the same
 * decode on the event loop (heic-decode called directly) stops it for most of the decode, which
 * shows the check can fail. The gap is compared with the decode's own duration, so a busy machine slows both.
 */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { decodeHeic } from '@/server/dyo/heic';

jest.setTimeout(120_000);

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name));

/** Runs `work` while a 10 ms interval ticks: its duration, how many ticks fired and the longest gap between two. */
async function whileTicking<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; ticks: number; longestGap: number }> {
  let last = performance.now();
  let longestGap = 0;
  let ticks = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    ticks++;
  }, 10);
  const start = performance.now();
  try {
    const result = await work();
    const end = performance.now();
    longestGap = Math.max(longestGap, end - last);
    return { result, ms: end - start, ticks, longestGap };
  } finally {
    clearInterval(timer);
  }
}

describe('HEIC decoding in a worker thread', () => {
  const heic = fixture('gradient-2400x1800.heic');

  it('decodes the photo while the event loop keeps ticking', async () => {
    const run = await whileTicking(() => decodeHeic(heic, 50_000_000));
    expect(run.result).toMatchObject({ width: 2400, height: 1800 });
    expect('data' in run.result && run.result.data.length).toBe(2400 * 1800 * 4);
    expect(run.ticks).toBeGreaterThanOrEqual(5);
    expect(run.longestGap).toBeLessThan(run.ms / 3);
  });

  it('on the event loop the same decode stops the ticks (the check can fail)', async () => {
    const { default: decode } = await import('heic-decode');
    await decode({ buffer: fixture('sideways.heic') }); // the WebAssembly module loaded and compiled first
    const run = await whileTicking(() => decode({ buffer: heic }));
    expect(run.result.width).toBe(2400);
    expect(run.longestGap).toBeGreaterThan(run.ms / 3);
  });

  it('answers too-large before decoding, and invalid for a file that is no HEIF', async () => {
    await expect(decodeHeic(heic, 2400 * 1800 - 1)).resolves.toEqual({ error: 'too-large' });
    await expect(decodeHeic(Buffer.from('not a picture'), 50_000_000)).resolves.toEqual({ error: 'invalid' });
  });

  it('answers invalid for a broken HEIF file without a line of its own on stdout (libheif says why with console.log)', async () => {
    const worker = new Worker(path.join(process.cwd(), 'server/dyo/heic-worker.cjs'), {
      // A HEIF file type box (brands heic, mif1) and nothing after it: libheif reads it, finds no meta box.
      workerData: {
        bytes: new Uint8Array(
          Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic')]),
        ),
        maxPixels: 50_000_000,
      },
      stdout: true,
    });
    let printed = '';
    worker.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const [answer] = (await once(worker, 'message')) as [unknown];
    await once(worker, 'exit');
    expect(answer).toEqual({ error: 'invalid' });
    expect(printed).toBe('');
  });

  it('ends a worker that does not answer in time', async () => {
    await expect(decodeHeic(heic, 50_000_000, 1)).resolves.toEqual({ error: 'timeout' });
  });
});
