import { Injectable } from '@nestjs/common';
import { ProblemException } from '../common/problem.js';
import { AppConfig } from '../config/app-config.js';
import { WebhookStore, type Subscription } from './webhook-store.js';
import { checkTarget } from './webhook-target.js';

/** What one downstream service said about one name. */
export type UsageAnswer =
  | { readonly service: string; readonly scientificNameId: number; readonly state: 'in-use'; readonly detail: string }
  | { readonly service: string; readonly scientificNameId: number; readonly state: 'not-in-use' }
  | { readonly service: string; readonly scientificNameId: number; readonly state: 'no-answer'; readonly detail: string };

/** How a service is named to a person: its description, else its usage endpoint's host. */
export const serviceName = (s: Pick<Subscription, 'description' | 'usageUrl'>): string =>
  s.description.trim() || (s.usageUrl ? new URL(s.usageUrl).host : 'ukjent tjeneste');

const MAX_DETAIL = 300;

/** Reads a usage endpoint's answer: `{ inUse: boolean, detail?: string }`, anything else is no answer. */
export const usageAnswerOf = async (response: Response): Promise<{ inUse: boolean; detail: string } | string> => {
  if (response.status < 200 || response.status >= 300) return `svarte HTTP ${response.status}`;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'svarte ikke med JSON';
  }
  const { inUse, detail } = (body ?? {}) as { inUse?: unknown; detail?: unknown };
  if (typeof inUse !== 'boolean') return 'svarte uten inUse (true eller false)';
  return { inUse, detail: typeof detail === 'string' ? detail.slice(0, MAX_DETAIL) : '' };
};

/**
 * Asks every active subscriber with a usage endpoint whether it uses the names about to be deleted (spec 2 §4.6: a
 * name must not be in use in the map and observation services). All asked at once, each with a short timeout.
 */
@Injectable()
export class UsageCheck {
  constructor(
    private readonly store: WebhookStore,
    private readonly config: AppConfig,
  ) {}

  async ask(scientificNameIds: readonly number[]): Promise<UsageAnswer[]> {
    const services = await this.store.withUsageUrl();
    const questions = services.flatMap((service) => scientificNameIds.map((id) => this.askOne(service, id)));
    return Promise.all(questions);
  }

  private async askOne(subscription: Subscription, scientificNameId: number): Promise<UsageAnswer> {
    const service = serviceName(subscription);
    const noAnswer = (detail: string): UsageAnswer => ({ service, scientificNameId, state: 'no-answer', detail });
    const timeoutMs = this.config.usageCheckTimeoutMs;
    try {
      const url = await checkTarget(subscription.usageUrl!, this.config.webhookAllowPrivate, { mustResolve: true, field: 'usageUrl' });
      url.searchParams.set('scientificNameId', String(scientificNameId));
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'Navnebase-Webhooks/1' },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = await usageAnswerOf(response);
      if (typeof answer === 'string') return noAnswer(answer);
      return answer.inUse
        ? { service, scientificNameId, state: 'in-use', detail: answer.detail }
        : { service, scientificNameId, state: 'not-in-use' };
    } catch (error) {
      if ((error as Error).name === 'TimeoutError') return noAnswer(`svarte ikke innen ${timeoutMs} ms`);
      if (error instanceof ProblemException) return noAnswer('har en adresse som ikke kan brukes');
      return noAnswer('kunne ikke nås');
    }
  }
}
