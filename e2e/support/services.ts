import type { APIRequestContext } from '@playwright/test';
import { E2E } from '../../playwright.config';

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

/** Fault injection in the local services (their /__control API). */
export const services = {
  async fault(request: APIRequestContext, fault: Fault): Promise<void> {
    const response = await request.post(`${E2E.servicesUrl}/__control/faults`, { data: fault });
    if (!response.ok()) throw new Error(`fault not accepted: ${response.status()}`);
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
