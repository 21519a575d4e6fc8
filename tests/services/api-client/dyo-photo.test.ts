/**
 * The browser's photo upload (services/api-client/dyo-photo.ts, browser/read-upload.ts) against a fake
 * XMLHttpRequest: the file itself is the body with its image type (or application/octet-stream and
 * the name), progress is reported, a cancel aborts the request and is no error for the shopper.
 */
import { readUpload } from '@/browser/read-upload';
import { sendPhoto } from '@/services/api-client/dyo-photo';
import type { RequestContext } from '@/lib/request-context';

class FakeXhr {
  static last: FakeXhr | undefined;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  timeout = 0;
  aborted = false;
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void)[] = [];
  upload = {
    addEventListener: (_: string, fn: (e: { lengthComputable: boolean; loaded: number; total: number }) => void) =>
      this.uploadListeners.push(fn),
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.headers[':method'] = method;
    this.headers[':url'] = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  addEventListener(type: string, fn: () => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  progress(loaded: number, total: number) {
    for (const fn of this.uploadListeners) fn({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.emit('load');
  }
  private emit(type: string) {
    for (const fn of this.listeners[type] ?? []) fn();
  }
}

const ctx: RequestContext = {
  requestId: 'r1',
  locale: 'en-US',
  market: 'SE',
  referrerBaseUrl: 'http://127.0.0.1',
  environment: 'test',
  log: { debug() {}, info() {}, warn() {}, error() {} },
} as unknown as RequestContext;
const PHOTO = { photoId: 'p1', width: 4000, height: 3000, src: 'data:image/jpeg;base64,AA==', srcWidth: 2000, srcHeight: 1500 };

beforeEach(() => {
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXhr;
});
afterEach(() => {
  delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
});

describe('sendPhoto', () => {
  it('posts the file itself as the body with its image type, and reports the progress', async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'a.jpg', { type: 'image/jpeg' });
    const progress: number[] = [];
    const sent = sendPhoto(ctx, file, { type: 'image/jpeg', onProgress: (f) => progress.push(f) });
    const xhr = FakeXhr.last!;
    expect(xhr.headers).toMatchObject({ ':method': 'POST', ':url': '/api/dyo/photos/', 'content-type': 'image/jpeg', 'x-locale': 'en-US' });
    expect(xhr.headers['x-file-name']).toBeUndefined();
    expect(xhr.body).toBe(file);
    xhr.progress(1, 4);
    xhr.progress(4, 4);
    xhr.answer(201, { data: PHOTO });
    await expect(sent).resolves.toEqual(PHOTO);
    expect(progress).toEqual([0.25, 1]);
  });

  it('sends a file of no known type as application/octet-stream with its name', async () => {
    const file = new File([new Uint8Array([1])], 'Bild på mig.heic', { type: '' });
    const sent = sendPhoto(ctx, file, { type: null });
    expect(FakeXhr.last!.headers).toMatchObject({ 'content-type': 'application/octet-stream', 'x-file-name': 'Bild%20p%C3%A5%20mig.heic' });
    FakeXhr.last!.answer(413, { message: 'Image too large' });
    await expect(sent).rejects.toMatchObject({ status: 413, message: 'Image too large' });
  });
});

describe('readUpload', () => {
  it('answers cancelled, not a problem, when the shopper cancels', async () => {
    const controller = new AbortController();
    const file = new File([new Uint8Array([1, 2])], 'a.png', { type: 'image/png' });
    const result = readUpload(file, (f, type, options) => sendPhoto(ctx, f, { type, ...options }), { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    await expect(result).resolves.toEqual({ ok: false, cancelled: true });
    expect(FakeXhr.last!.aborted).toBe(true);
  });

  it('words a 413 from the server as too large', async () => {
    const file = new File([new Uint8Array([1, 2])], 'a.png', { type: 'image/png' });
    const result = readUpload(file, (f, type, options) => sendPhoto(ctx, f, { type, ...options }));
    await Promise.resolve();
    FakeXhr.last!.answer(413, { message: 'Image too large' });
    await expect(result).resolves.toEqual({ ok: false, problem: 'too-large' });
  });
});
