import type { APIRequestContext } from '@playwright/test';
import { E2E, E2E_TIMES } from '../../playwright.config';

export interface Fault {
  method?: string;
  path: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
  /** Handle the request (its effect applies) but answer only after this long. */
  answerDelayMs?: number;
  drop?: boolean;
  /** Answer with a TCP reset. */
  reset?: boolean;
  headers?: Record<string, string>;
  times?: number;
}

/** A purchase write: the app keeps no breaker for these (server/services.ts breaks shop reads only). */
const PURCHASE_FAULT = /increase|^\^\/(cart|checkout|order)\//;
/** BREAKER_OPEN_SECONDS of the e2e app (playwright.config.ts) and a margin. */
const BREAKER_OPEN_MS = E2E_TIMES.breakerSeconds * 1000 + 500;
/** A shop-read fault was injected in this worker since the last clearFaults (each worker is one process with a stack of its own). */
let shopFaultInjected = false;

/** Fault injection in this worker's local services (their /__control API). */
export const services = {
  async fault(request: APIRequestContext, fault: Fault): Promise<void> {
    const response = await request.post(`${E2E.servicesUrl}/__control/faults`, { data: fault });
    if (!response.ok()) throw new Error(`fault not accepted: ${response.status()}`);
    if ((!fault.method || fault.method.toUpperCase() === 'GET') && !PURCHASE_FAULT.test(fault.path)) shopFaultInjected = true;
  },
  /**
   * After a test that injected faults (`test.afterEach`): the services back to their seed and, when a
   * shop read was faulted and the app reports an open breaker, past the time it stays open, so the
   * next test in this worker, from any spec, meets a healthy app. (An open breaker lets a trial call
   * through only once its open time has passed, so that time is the one thing waited for.)
   */
  async clearFaults(request: APIRequestContext): Promise<void> {
    await services.reset(request);
    if (!shopFaultInjected) return;
    shopFaultInjected = false;
    await services.settleBreakers(request);
  },
  /** When the app reports an open breaker: past the time it stays open (then its next call is a trial that closes it). */
  async settleBreakers(request: APIRequestContext): Promise<void> {
    if ((await services.openBreakers(request)).length > 0) await new Promise((r) => setTimeout(r, BREAKER_OPEN_MS));
  },
  /** The app's upstream endpoints whose circuit breaker is open now (its metrics port, server/ops/metrics.ts). */
  async openBreakers(request: APIRequestContext): Promise<string[]> {
    const response = await request.get(`${E2E.metricsUrl}/metrics`);
    if (!response.ok()) throw new Error(`the app's metrics port answered ${response.status()}`);
    return [...(await response.text()).matchAll(/^nordfynd_upstream_breaker_state\{endpoint="([^"]*)"\} 2$/gm)].map((m) => m[1] ?? '');
  },
  async reset(request: APIRequestContext): Promise<void> {
    await request.post(`${E2E.servicesUrl}/__control/reset`);
  },
  /** The rules in force with how many requests each has met. */
  async faults(request: APIRequestContext): Promise<{ path: string; hits: number }[]> {
    const response = await request.get(`${E2E.servicesUrl}/__control/faults`);
    return ((await response.json()) as { faults: { path: string; hits: number }[] }).faults;
  },
  /** Requests the services received per `METHOD /path?query market locale` (faulted ones included). */
  async requests(request: APIRequestContext): Promise<{ key: string; count: number }[]> {
    const response = await request.get(`${E2E.servicesUrl}/__control/requests`);
    return ((await response.json()) as { requests: { key: string; count: number }[] }).requests;
  },
  async forgetRequests(request: APIRequestContext): Promise<void> {
    await request.delete(`${E2E.servicesUrl}/__control/requests`);
  },
};
