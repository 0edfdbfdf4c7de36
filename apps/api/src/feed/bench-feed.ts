/**
 * Change feed figures (part of `npm run bench`; alone: `npm run build:server && node apps/api/dist/feed/bench-feed.js`):
 *
 * - a feed page of 1 000 events (p50/p95 over HTTP),
 * - the time from a command's answer to its event on an open SSE stream and at a webhook receiver (p50/p95), while
 *   commands come at 50 per second,
 * - webhook deliveries per second to 10 subscribers catching up at once.
 *
 * Runs the real API on PostgreSQL (DATABASE_URL, a schema of its own) or PGlite (a temporary folder). Prints a
 * markdown table on stdout.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { RegisterCommand } from '@navnebase/domain';
import { dropPostgresSchema, log, openBenchSql, type BenchTarget } from '../bench/bench-stores.js';
import { generateRegister } from '../bench/synthetic-register.js';
import { AppConfig } from '../config/app-config.js';
import { createApp } from '../http/create-app.js';
import { openRegisterStores } from '../infrastructure/register-stores.js';
import { openSse } from './testing/sse-client.js';

const { values } = parseArgs({
  options: {
    store: { type: 'string', default: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    names: { type: 'string', default: '10000' },
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    subscribers: { type: 'string', default: '10' },
  },
});

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

const target: BenchTarget =
  values.store === 'postgres'
    ? { store: 'postgres', databaseUrl: process.env.DATABASE_URL!, schema: `bench_feed_${randomUUID().slice(0, 8)}` }
    : { store: 'pglite', dataDir: await mkdtemp(join(tmpdir(), 'navnebase-bench-feed-')) };

const sql = await openBenchSql(target);
const stores = await openRegisterStores(sql);
const metadata = (commandId: string) => ({
  userId: 'bench',
  userName: 'Bench',
  time: new Date().toISOString(),
  remark: 'bench',
  commandId,
  correlationId: commandId,
});
try {
  const register = generateRegister(Number(values.names));
  await stores.register.executeInParts({
    type: 'ImportTaxa',
    data: { importId: 'bench', source: 'bench', taxa: register.taxa },
    metadata: metadata('bench-import'),
  });
  const names = await sql.query<{ scientific_name_id: string }>(
    `SELECT scientific_name_id FROM rm_name WHERE status IN ('Accepted', 'Synonym') AND scientific_name_id > 0 ORDER BY scientific_name_id LIMIT 5000`,
  );
  const ids = names.rows.map((r) => Number(r.scientific_name_id));
  let n = 0;
  const edit = (): RegisterCommand => {
    n++;
    return {
      type: 'EditScientificName',
      data: { scientificNameId: ids[n % ids.length]!, comment: `Merknad ${n}` },
      metadata: metadata(`bench-edit-${n}`),
    };
  };

  const receiver = { arrivals: new Map<string, number>(), count: 0 };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      receiver.count++;
      const id = request.headers['webhook-id'] as string;
      if (!receiver.arrivals.has(id)) receiver.arrivals.set(id, performance.now());
      response.statusCode = 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  const app = await createApp(
    new AppConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', WEBHOOK_ALLOW_PRIVATE: 'true', RATE_LIMIT_MAX: '0' }),
    stores,
    (nest) => {
      // the bench acts as an administrator for the webhook routes
      nest
        .getHttpAdapter()
        .getInstance()
        .addHook('onRequest', async (request: { actor?: unknown }) => {
          request.actor = { userId: 'bench', name: 'Bench', email: 'bench@example.org', hasAccess: true, isAdmin: true, permissions: [] };
        });
    },
  );
  await app.listen(0, '127.0.0.1');
  const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const admin = { 'x-csrf': '1', 'content-type': 'application/json' };

  // 1. enough events for full pages
  log('feed bench: 2 500 edits for the pages');
  for (let i = 0; i < 2500; i++) await stores.register.execute(edit());
  const pageTimes: number[] = [];
  const cursors: string[] = [''];
  for (let after = ''; ;) {
    const page = (await (await fetch(`${base}/api/v1/Feed?after=${after}&limit=1000`)).json()) as { events: unknown[]; next: string };
    if (page.events.length === 0) break;
    cursors.push(page.next);
    after = page.next;
  }
  // pages of edits only (the first page holds the import's batch of every name, a page of its own kind)
  const editPages = cursors.slice(1, -2);
  for (let i = 0; i < 40; i++) {
    const after = editPages[i % editPages.length]!;
    const started = performance.now();
    const page = (await (await fetch(`${base}/api/v1/Feed?after=${after}&limit=1000`)).json()) as { events: unknown[] };
    if (page.events.length < 1000) continue;
    pageTimes.push(performance.now() - started);
  }

  // 2. lag from answer to SSE and to webhook, at `rate` commands per second
  const hook = (await (
    await fetch(`${base}/api/v1/Webhooks`, { method: 'POST', headers: admin, body: JSON.stringify({ url: hookUrl }) })
  ).json()) as { id: string };
  const stream = await openSse(`${base}/api/v1/Feed/Stream?after=${cursors.at(-1)}`);
  const answered = new Map<string, number>();
  const rate = Number(values.rate);
  const total = rate * Number(values.seconds);
  log(`feed bench: ${total} commands at ${rate}/s with an SSE stream and a webhook open`);
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      stores.register.execute(edit()).then((outcome) => {
        answered.set(String(outcome.position), performance.now());
      }),
    );
  }
  await Promise.all(pending);
  const sseArrivals = new Map<string, number>();
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline && (stream.messages.length < total || receiver.arrivals.size < total)) {
    for (const message of stream.messages) {
      const id = (JSON.parse(message.data) as { id: string }).id;
      if (!sseArrivals.has(id)) sseArrivals.set(id, message.arrivedAt);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  for (const message of stream.messages) {
    const id = (JSON.parse(message.data) as { id: string }).id;
    if (!sseArrivals.has(id)) sseArrivals.set(id, message.arrivedAt);
  }
  stream.close();
  const sseLag = [...answered].filter(([id]) => sseArrivals.has(id)).map(([id, at]) => sseArrivals.get(id)! - at);
  const hookLag = [...answered].filter(([id]) => receiver.arrivals.has(`evt_${id}`)).map(([id, at]) => receiver.arrivals.get(`evt_${id}`)! - at);
  await fetch(`${base}/api/v1/Webhooks/${hook.id}`, { method: 'DELETE', headers: { 'x-csrf': '1' } });

  // 3. deliveries per second: 10 subscribers replay the last 1 500 events at once
  const subscribers = Number(values.subscribers);
  const from = cursors.at(-2) ?? '';
  const before = receiver.count;
  const hooks: string[] = [];
  for (let i = 0; i < subscribers; i++) {
    const made = (await (
      await fetch(`${base}/api/v1/Webhooks`, { method: 'POST', headers: admin, body: JSON.stringify({ url: hookUrl }) })
    ).json()) as { id: string };
    hooks.push(made.id);
  }
  const feedHead = (await (await fetch(`${base}/api/v1/Webhooks/${hooks[0]}`, { headers: { 'x-csrf': '1' } })).json()) as { cursor: string };
  const replayStarted = performance.now();
  for (const id of hooks)
    await fetch(`${base}/api/v1/Webhooks/${id}/Replay`, { method: 'POST', headers: admin, body: JSON.stringify({ after: from }) });
  for (;;) {
    const states = await Promise.all(
      hooks.map(
        async (id) => ((await (await fetch(`${base}/api/v1/Webhooks/${id}`, { headers: { 'x-csrf': '1' } })).json()) as { cursor: string }).cursor,
      ),
    );
    if (states.every((c) => c === feedHead.cursor) || performance.now() - replayStarted > 120_000) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const deliveries = receiver.count - before;
  const deliveriesPerSecond = deliveries / ((performance.now() - replayStarted) / 1000);

  const table = [
    `Change feed on ${values.store === 'postgres' ? 'PostgreSQL' : 'PGlite'}, a register of ${Number(values.names).toLocaleString('en')} names (target in brackets):`,
    '',
    '| figure | p50 | p95 |',
    '|---|---|---|',
    `| feed page of 1 000 events over HTTP (≤ 30 ms) | ${ms(percentile(pageTimes, 50))} | ${ms(percentile(pageTimes, 95))} |`,
    `| answer → event on an open SSE stream, ${rate} commands/s (p95 ≤ 500 ms) | ${ms(percentile(sseLag, 50))} | ${ms(percentile(sseLag, 95))} |`,
    `| answer → webhook delivered, ${rate} commands/s (p95 ≤ 500 ms) | ${ms(percentile(hookLag, 50))} | ${ms(percentile(hookLag, 95))} |`,
    '',
    `Webhook deliveries to ${subscribers} subscribers catching up at once: ${Math.round(deliveriesPerSecond).toLocaleString('en')} deliveries/s (≥ 2 000) — ${deliveries.toLocaleString('en')} signed POSTs, one event each, in order per subscriber.`,
    `SSE events seen: ${sseLag.length} of ${total}; webhook events seen: ${hookLag.length} of ${total}.`,
  ].join('\n');
  process.stdout.write(`${table}\n`);
  await app.close();
  await new Promise((resolve) => server.close(resolve));
} finally {
  await stores.close();
  if (target.schema) await dropPostgresSchema(target.databaseUrl!, target.schema).catch(() => undefined);
  if (target.dataDir) await rm(target.dataDir, { recursive: true, force: true });
}
process.exit(0);
