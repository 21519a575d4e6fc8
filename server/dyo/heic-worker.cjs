// Decodes one HEIC/HEIF upload off the main thread (started by server/dyo/heic.ts, one worker per photo, ended after
// it answers). libheif in WebAssembly (heic-decode) takes seconds on a 12-megapixel iPhone photo: on the event loop
// that would freeze every other request of the process. Plain CommonJS, not bundled: Next.js keeps heic-decode
// external (next.config.js serverExternalPackages), and this file is loaded from the repo by its path.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const decode = require('heic-decode');

// libheif says why a file is not a HEIF with console.log, a bare line amid the server's JSON log; the answer
// `invalid` says it (this worker's console is its own).
// eslint-disable-next-line no-console -- silencing a dependency's output, not logging
console.log = () => {};

async function run() {
  const { bytes, maxPixels } = workerData;
  let images;
  try {
    images = await decode.all({ buffer: bytes });
  } catch {
    return { error: 'invalid' };
  }
  try {
    const first = images[0];
    if (!first) return { error: 'invalid' };
    if (first.width * first.height > maxPixels) return { error: 'too-large' };
    try {
      const image = await first.decode();
      return { width: image.width, height: image.height, data: image.data };
    } catch {
      return { error: 'invalid' };
    }
  } finally {
    images.dispose();
  }
}

run().then(
  (answer) => parentPort.postMessage(answer, answer.data ? [answer.data.buffer] : []),
  () => parentPort.postMessage({ error: 'invalid' }),
);
