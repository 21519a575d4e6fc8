// A photo upload on a phone: the file goes as the request's binary body, a slow upload shows its progress
// (announced in steps), it can be cancelled by keyboard (focus stays on the panel), and the previous error goes
// as soon as a new upload starts. The network is throttled through the DevTools protocol so the upload takes
// seconds. Specs not about consent start with a stored "reject all" choice, so the dialog covers nothing.
import type { CDPSession, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/consent';
import { FIXTURES } from '../dev-services/seed/fixtures';
import { DyoEngine } from './pages/dyo';
import { expectNoSeriousA11yViolations } from './support/axe';
import { services } from './support/services';

const ARTICLE = FIXTURES.dyoCasesArticleId;
const ENGINE = `/en-US/dyo/engine/?nordfyndArticleId=${ARTICLE}`;

test.beforeEach(async ({ request }) => services.reset(request));
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** About 1 MB of PNG (random pixels do not compress): several seconds at the throttled speed. */
async function noisePhoto(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const side = 600;
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return {
    name: 'noise.png',
    mimeType: 'image/png',
    buffer: await sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  };
}

/** Uploads at `bytesPerSecond` (downloads unthrottled). */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

test('a slow upload shows its progress, clears the last error at once, can be cancelled by keyboard, and sends the file as binary', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const engine = new DyoEngine(page, undefined, true);
  await engine.open(ENGINE);
  await engine.tool('Picture');

  // An empty file: the error is shown.
  await engine.upload({ name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) });
  await expect(engine.alert()).toContainText('The file is empty.');

  const photo = await noisePhoto();
  expect(photo.buffer.length).toBeGreaterThan(900_000);
  const cdp = await throttleUploads(page, 150_000);
  const sent: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/dyo/photos/')) sent.push(request.headers()['content-type'] ?? null);
  });

  // A new upload: the error goes at once, and the progress shows and grows.
  await engine.upload(photo);
  const progress = page.getByRole('progressbar', { name: 'Picture upload' });
  await expect(progress).toBeVisible();
  await expect(engine.alert()).toHaveCount(0);
  const status = page.getByRole('status').filter({ hasText: /Uploading the picture … \d+ %/ });
  await expect(status).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('value')), { timeout: 20_000 }).toBeGreaterThan(0);
  const partway = Number(await progress.getAttribute('value'));
  expect(partway).toBeLessThan(100);
  await expectNoSeriousA11yViolations(page);

  // Cancelled from the keyboard: the progress goes, the focus is on the upload button, no picture is added.
  const cancel = page.getByRole('button', { name: 'Cancel the upload' });
  await cancel.focus();
  await page.keyboard.press('Enter');
  await expect(progress).toHaveCount(0);
  // The button, not the hidden file input that carries the same name.
  await expect(page.getByRole('button', { name: 'Upload a picture' }).filter({ hasText: 'Upload a picture' })).toBeFocused();
  await expect(page.getByText('The upload was cancelled.')).toBeAttached();
  await expect(engine.alert()).toHaveCount(0);
  expect((await engine.draft(ARTICLE)).sides.front).toHaveLength(0);

  // Again, to the end: the picture is added from the file sent as the body itself (image/png, no base64
  // JSON), read whole by the server (its original is the 600 × 600 file).
  await engine.upload(photo);
  await expect(progress).toBeVisible();
  await expect.poll(async () => (await engine.draft(ARTICLE)).sides.front.length, { timeout: 30_000 }).toBe(1);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  expect(sent).toEqual(['image/png', 'image/png']);
  expect((await engine.draft(ARTICLE)).sides.front[0]).toMatchObject({ type: 'image', original: { width: 600, height: 600 } });
});
