import { Webhook } from 'standardwebhooks';
import type { FeedCloudEvent } from '../feed/cloud-events.js';

export interface SendResult {
  readonly ok: boolean;
  readonly status: number | null;
  readonly error: string | null;
  readonly latencyMs: number;
}

/** The Standard Webhooks headers of one message (`webhook-id` is the same on every retry of it). */
export const signedHeaders = (secret: string, messageId: string, body: string, at = new Date()): Record<string, string> => ({
  'webhook-id': messageId,
  'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
  'webhook-signature': new Webhook(secret).sign(messageId, at, body),
});

/** POSTs one CloudEvent (structured mode), signed; any 2xx answer is a delivery. Redirects are not followed. */
export const sendEvent = async (url: URL, secret: string, event: FeedCloudEvent, timeoutMs: number): Promise<SendResult> => {
  const body = JSON.stringify(event);
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/cloudevents+json; charset=utf-8',
        'user-agent': 'Navnebase-Webhooks/1',
        ...signedHeaders(secret, `evt_${event.id}`, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    return { ok, status: response.status, error: ok ? null : `HTTP ${response.status}`, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const message = (error as Error).name === 'TimeoutError' ? `Ingen svar innen ${timeoutMs} ms` : `Nettverksfeil${cause ? ` (${cause})` : ''}`;
    return { ok: false, status: null, error: message, latencyMs: Math.round(performance.now() - started) };
  }
};
