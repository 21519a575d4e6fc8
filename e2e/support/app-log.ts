import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';

/**
 * What the e2e app writes to stderr (Next's error lines with their stack): a file per stack (`appLog` of
 * `playwright.config.ts`), not the runner's output, so a passing run prints no error line. A test that
 * provokes one on purpose claims it with `take` and asserts on it; after each test the `appLog` fixture
 * (./consent.ts) fails a test that left an unclaimed line, and `e2e/global-teardown.ts` fails the run
 * on any line no test claimed (specs without the fixture included).
 */
export class AppLog {
  private readonly start: number;
  private readonly claimed: string[] = [];

  constructor(private readonly file: string) {
    this.start = AppLog.read(file).length;
  }

  /** The file's text without terminal colours. */
  static read(file: string): string {
    // eslint-disable-next-line no-control-regex -- the escape sequences of terminal colours
    return existsSync(file) ? readFileSync(file, 'utf8').replace(/\u001b\[[0-9;]*m/g, '') : '';
  }

  /** Everything claimed in `file` so far (one claim a line, JSON). */
  static claims(file: string): string[] {
    return AppLog.read(`${file}.claimed`)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as string);
  }

  /** `text` without the claimed blocks (each removes one occurrence). */
  static without(text: string, claims: string[]): string {
    let rest = text;
    for (const claim of claims) rest = rest.replace(claim, '');
    return rest.trim();
  }

  /** `file`'s text without every block claimed in it. */
  static unclaimed(file: string): string {
    return AppLog.without(AppLog.read(file), AppLog.claims(file));
  }

  /** What the app wrote since this test began. */
  private written(): string {
    return AppLog.read(this.file).slice(this.start);
  }

  /** Waits until the app has written at least `count` blocks matching `pattern` during this test; claims and returns them all. */
  async take(pattern: RegExp, count = 1): Promise<string[]> {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    const found = () => [...AppLog.without(this.written(), this.claimed).matchAll(global)].map((match) => match[0]);
    await expect.poll(() => found().length, { message: `the app's stderr holds ${count} × ${pattern}` }).toBeGreaterThanOrEqual(count);
    const blocks = found();
    for (const block of blocks) {
      this.claimed.push(block);
      appendFileSync(`${this.file}.claimed`, `${JSON.stringify(block)}\n`);
    }
    return blocks;
  }

  /** Fails when the app wrote anything during this test that the test did not claim. */
  expectNothingUnclaimed(): void {
    const left = AppLog.without(this.written(), this.claimed);
    expect(left, "the app's stderr during this test (claim a line provoked on purpose with appLog.take)").toBe('');
  }
}
