// Every test of the node projects: the server's log lines go to a capture (tests/helpers/logs.ts), and a
// test fails when it leaves an error-level line there that it did not take and check.
import { ERROR, captureLogs, takeLogs } from './helpers/logs';

captureLogs();

afterEach(() => {
  const errors = takeLogs(ERROR);
  takeLogs();
  if (errors.length > 0) {
    throw new Error(
      `error-level log lines this test did not take (tests/helpers/logs.ts takeLogs):\n${errors.map((line) => JSON.stringify(line)).join('\n')}`,
    );
  }
});
