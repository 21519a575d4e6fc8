import { APP_LOGS } from '../playwright.config';
import { AppLog } from './support/app-log';

/** The run fails on anything an app wrote to stderr that no test claimed (e2e/support/app-log.ts). */
export default function globalTeardown(): void {
  const left = APP_LOGS.map((file) => [file, AppLog.unclaimed(file)] as const).filter(([, text]) => text !== '');
  for (const [file, text] of left) console.error(`\n${file}, unclaimed:\n${text}`);
  if (left.length > 0) throw new Error(`the e2e app wrote to stderr and no test claimed it (above; e2e/support/app-log.ts)`);
}
