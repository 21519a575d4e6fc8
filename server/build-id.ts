import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let cached: string | undefined;

/** The build id of the running app (.next/BUILD_ID), 'development' without a build. */
export function buildId(): string {
  if (cached === undefined) {
    try {
      cached = readFileSync(join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
    } catch {
      cached = 'development';
    }
  }
  return cached;
}
