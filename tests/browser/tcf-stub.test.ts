/**
 * @jest-environment jsdom
 */
import { installTcfStub } from '@/browser/consent/tcf-stub';
import { startCmp } from '@/browser/consent/cmp';

type TcfApi = (command: string, version: number, callback: (result: unknown, ok: boolean) => void) => void;
const tcfapi = () => (window as unknown as { __tcfapi: TcfApi }).__tcfapi;

describe('installTcfStub', () => {
  it('keeps __tcfapi calls, starts the CMP once with the first, and the started CMP answers them', async () => {
    let started: () => void = () => {};
    // What consent-gate.tsx passes: load browser/consent/cmp.ts, then start it.
    const load = jest.fn(() => new Promise<void>((done) => (started = done)).then(() => startCmp(true)));
    installTcfStub(load);
    const answers: unknown[] = [];
    tcfapi()('ping', 2, (result) => answers.push(result));
    tcfapi()('ping', 2, (result) => answers.push(result));
    expect(load).toHaveBeenCalledTimes(1);
    expect(answers).toEqual([]);

    started();
    await Promise.resolve();
    await Promise.resolve();
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatchObject({ cmpLoaded: true, gdprApplies: true, apiVersion: '2' });

    // The stub does not replace the CMP once it is there.
    installTcfStub(load);
    tcfapi()('ping', 2, (result) => answers.push(result));
    expect(answers).toHaveLength(3);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
