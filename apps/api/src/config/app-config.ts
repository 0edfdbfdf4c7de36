import { resolve } from 'node:path';

/** All configuration comes from environment variables (listed in the README). */
export class AppConfig {
  readonly port: number;
  readonly host: string;
  /** PostgreSQL connection; without it the embedded PGlite store in `dataDir` is used. */
  readonly databaseUrl?: string;
  readonly databaseSchema?: string;
  readonly dataDir: string;
  readonly redisUrl?: string;
  readonly adminEmail?: string;
  readonly adminPassword?: string;
  /** Load the demo register into an empty store on start (default on in embedded mode). */
  readonly loadDemo: boolean;
  readonly webDist: string;
  readonly publicUrl?: string;
  readonly sessionSecret?: string;
  readonly oidc?: { issuer: string; clientId: string; clientSecret: string };
  readonly logLevel: string;
  /** Where jobs (imports, exports) run: JOBS_BACKEND, default redis with REDIS_URL, else postgres with DATABASE_URL, else in-process. */
  readonly jobsBackend: 'redis' | 'postgres' | 'in-process';
  /** BullMQ queue name (JOBS_QUEUE); processes sharing a register share it. */
  readonly jobsQueue: string;
  /** Sessions end after this long without a request (SESSION_IDLE_MINUTES, default 480 = 8 h). */
  readonly sessionIdleMs: number;
  /** Sessions end this long after login whatever the activity (SESSION_ABSOLUTE_HOURS, default 168 = 7 days). */
  readonly sessionAbsoluteMs: number;
  /** Failed logins allowed per account and per address within the window, then refused until it has passed. */
  readonly loginMaxFailuresPerAccount: number;
  readonly loginMaxFailuresPerAddress: number;
  readonly loginWindowSeconds: number;
  /** Name of the external identity provider on the login page (OIDC_NAME). */
  readonly oidcName: string;
  /** The CloudEvents `source` of the change feed's events (FEED_SOURCE, default urn:navnebase:register). */
  readonly feedSource: string;
  /** Milliseconds between heartbeats on an open live feed stream (FEED_HEARTBEAT_MS, default 15000). */
  readonly feedHeartbeatMs: number;
  /** First retry delay of a failed webhook delivery, doubling per failure up to an hour (WEBHOOK_RETRY_BASE_MS, default 1000). */
  readonly webhookRetryBaseMs: number;
  /** Failed deliveries in a row after which a subscription is paused (WEBHOOK_MAX_FAILURES, default 10). */
  readonly webhookMaxFailures: number;
  /** How long a webhook receiver may take to answer (WEBHOOK_TIMEOUT_MS, default 10000). */
  readonly webhookTimeoutMs: number;
  /** Let webhooks target loopback and private networks (WEBHOOK_ALLOW_PRIVATE=true; for tests and closed networks). */
  readonly webhookAllowPrivate: boolean;
  /** A process is ready only while its read side is at most this many events behind the store (READY_MAX_LAG). */
  readonly readyMaxLag: number;
  /** How long each readiness check may take before it counts as down (HEALTH_CHECK_TIMEOUT_MS). */
  readonly healthCheckTimeoutMs: number;
  /** The clock of sessions and logins (tests move it). */
  now: () => number = () => Date.now();

  constructor(env: NodeJS.ProcessEnv = process.env) {
    this.port = Number(env.PORT ?? 3000);
    this.host = env.HOST ?? '0.0.0.0';
    this.databaseUrl = env.DATABASE_URL || undefined;
    this.databaseSchema = env.DATABASE_SCHEMA || undefined;
    this.dataDir = resolve(env.DATA_DIR ?? './data');
    this.redisUrl = env.REDIS_URL || undefined;
    this.adminEmail = env.ADMIN_EMAIL || undefined;
    this.adminPassword = env.ADMIN_PASSWORD || undefined;
    this.loadDemo = (env.LOAD_DEMO ?? (this.databaseUrl ? 'false' : 'true')) !== 'false';
    this.webDist = resolve(env.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname);
    this.publicUrl = env.PUBLIC_URL || undefined;
    this.feedSource = env.FEED_SOURCE || 'urn:navnebase:register';
    this.webhookAllowPrivate = env.WEBHOOK_ALLOW_PRIVATE === 'true';
    this.feedHeartbeatMs = Number(env.FEED_HEARTBEAT_MS ?? 15_000);
    this.webhookRetryBaseMs = Number(env.WEBHOOK_RETRY_BASE_MS ?? 1_000);
    this.webhookMaxFailures = Number(env.WEBHOOK_MAX_FAILURES ?? 10);
    this.webhookTimeoutMs = Number(env.WEBHOOK_TIMEOUT_MS ?? 10_000);
    this.sessionSecret = env.SESSION_SECRET || undefined;
    this.oidc =
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
        : undefined;
    this.logLevel = env.LOG_LEVEL ?? 'info';
    const backend = env.JOBS_BACKEND;
    this.jobsBackend =
      backend === 'redis' || backend === 'postgres' || backend === 'in-process'
        ? backend
        : this.redisUrl
          ? 'redis'
          : this.databaseUrl
            ? 'postgres'
            : 'in-process';
    this.jobsQueue = env.JOBS_QUEUE || `navnebase-jobs${this.databaseSchema ? `-${this.databaseSchema}` : ''}`;
    const positive = (value: string | undefined, fallback: number) => (value && Number(value) > 0 ? Number(value) : fallback);
    this.sessionIdleMs = positive(env.SESSION_IDLE_MINUTES, 480) * 60_000;
    this.sessionAbsoluteMs = positive(env.SESSION_ABSOLUTE_HOURS, 168) * 3_600_000;
    this.loginMaxFailuresPerAccount = Math.ceil(positive(env.LOGIN_MAX_FAILURES_PER_ACCOUNT, 5));
    this.loginMaxFailuresPerAddress = Math.ceil(positive(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 50));
    this.loginWindowSeconds = Math.ceil(positive(env.LOGIN_WINDOW_MINUTES, 15) * 60);
    this.oidcName = env.OIDC_NAME || 'ekstern konto';
    this.readyMaxLag = env.READY_MAX_LAG ? Number(env.READY_MAX_LAG) : 100;
    this.healthCheckTimeoutMs = positive(env.HEALTH_CHECK_TIMEOUT_MS, 2000);
  }

  /** The address users reach the app at (PUBLIC_URL, default http://localhost:PORT), for OIDC redirects. */
  get publicBaseUrl(): string {
    return (this.publicUrl ?? `http://localhost:${this.port}`).replace(/\/+$/, '');
  }

  get mode(): 'embedded' | 'server' {
    return this.databaseUrl ? 'server' : 'embedded';
  }
}
