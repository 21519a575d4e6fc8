import { recommendationKeysPlan } from '@/lib/consent/recommendation-rule';

const BOTH = ['recommendationCustomerKey', 'recommendationSessionKey'];

describe('recommendation keys rule (docs/spec.md §6)', () => {
  it.each([
    // consent, customer key, session key → create, remove
    [true, undefined, undefined, BOTH, []],
    [true, 'customer01', undefined, ['recommendationSessionKey'], []],
    [true, undefined, 'session01', ['recommendationCustomerKey'], []],
    [true, 'customer01', 'session01', [], []],
    [false, undefined, undefined, [], BOTH],
    [false, 'customer01', undefined, [], BOTH],
    [false, undefined, 'session01', [], BOTH],
    [false, 'customer01', 'session01', [], BOTH],
  ])('consent %p, customer key %p, session key %p', (consent, customerKey, sessionKey, create, remove) => {
    expect(recommendationKeysPlan({ consent, customerKey, sessionKey })).toEqual({ create, remove });
  });
});
