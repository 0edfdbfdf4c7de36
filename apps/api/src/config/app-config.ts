import { resolve } from 'node:path';
import { ConfigurationError, readEnvironment } from './env-schema.js';

export { ConfigurationError } from './env-schema.js';

/** An institution's own details, from configuration (see `AppConfig.institution`). */
export interface InstitutionSettings {
  readonly name: string | null;
  readonly contactEmail: string | null;
  readonly taxonPageUrl: string | null;
  readonly siteSearchUrl: string | null;
}

/** All configuration comes from environment variables (listed in the README), checked in `env-schema.ts`. */
export class AppConfig {
  readonly port: number;
  readonly host: string;
  /** PostgreSQL connection; without it the embedded PGlite store in `dataDir` is used. */
  readonly databaseUrl?: string;
  readonly databaseSchema?: string;
  readonly dataDir: string;
  readonly redisUrl?: string;
  /** KurrentDB for the events (in place of the SQL event store). */
  readonly kurrentdbUrl?: string;
  /** MongoDB for the register's record read models (name records, change logs, statistics, successors). */
  readonly mongodbUrl?: string;
  readonly adminEmail?: string;
  readonly adminPassword?: string;
  /** Load the demo register into an empty store on start (default on in embedded mode). */
  readonly loadDemo: boolean;
  readonly webDist: string;
  readonly publicUrl?: string;
  /**
   * The reverse proxies whose X-Forwarded-For, -Proto and -Host are believed (TRUST_PROXY: addresses, CIDR networks
   * or loopback/linklocal/uniquelocal, comma-separated). Empty: none, the client is the connection's peer.
   */
  readonly trustedProxies: readonly string[];
  readonly sessionSecret?: string;
  readonly oidc?: { issuer: string; clientId: string; clientSecret: string };
  readonly logLevel: 'error' | 'warn' | 'info' | 'debug' | 'silent';
  /** LOG_FORMAT: `json` lines for a log collector, or `text` lines; by default text on a terminal, JSON otherwise. */
  readonly logFormat: 'json' | 'text';
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
  /** How long a subscriber's usage endpoint may take to say whether it uses a name about to be deleted (USAGE_CHECK_TIMEOUT_MS, default 3000). */
  readonly usageCheckTimeoutMs: number;
  /** Minutes between status changes of one taxon unless the user confirms (STATUS_CHANGE_WAIT_MINUTES, default 5; 0 turns the wait off). */
  readonly statusChangeWaitMinutes: number;
  /** A process is ready only while its read side is at most this many events behind the store (READY_MAX_LAG). */
  readonly readyMaxLag: number;
  /** How long each readiness check may take before it counts as down (HEALTH_CHECK_TIMEOUT_MS). */
  readonly healthCheckTimeoutMs: number;
  /** After SIGTERM, how long a process keeps serving while not ready, so the load balancer stops sending it work. */
  readonly shutdownDrainMs: number;
  /** After SIGTERM, the longest a process takes to stop; then it exits whatever it still holds. */
  readonly shutdownTimeoutMs: number;
  /** Bearer token that opens `/metrics` on the main port (METRICS_TOKEN); without it `/metrics` answers 404 there. */
  readonly metricsToken?: string;
  /** A port of its own for `/metrics`, without a token, for a network only the monitoring reaches (METRICS_PORT). */
  readonly metricsPort?: number;
  readonly metricsHost: string;
  /** The origins whose pages may read the public API from a browser (CORS_ORIGINS: `*`, the default, or a list). */
  readonly corsOrigins: '*' | readonly string[];
  /** Anonymous API requests per address and window (RATE_LIMIT_MAX, default 600; 0: no limit), then 429. */
  readonly rateLimitMax: number;
  /** The window of that limit (RATE_LIMIT_WINDOW_SECONDS, default 60). */
  readonly rateLimitWindowSeconds: number;
  /** Anonymous reads (TaxonName, Statistics, feed pages) may be served from a cache this long (READ_CACHE_MAX_AGE_SECONDS). */
  readonly readCacheMaxAgeSeconds: number;
  /** ...and served stale this much longer while the cache asks again (READ_CACHE_STALE_SECONDS). */
  readonly readCacheStaleSeconds: number;
  /** The clock of sessions and logins (tests move it). */
  now: () => number = () => Date.now();

  /**
   * Reads and checks every variable (see `env-schema.ts`); throws a `ConfigurationError` listing each problem, one
   * line per variable, when any value is wrong.
   */
  constructor(env: NodeJS.ProcessEnv = process.env) {
    const e = readEnvironment(env);
    this.port = e.PORT;
    this.host = e.HOST;
    this.databaseUrl = e.DATABASE_URL;
    this.databaseSchema = e.DATABASE_SCHEMA;
    this.dataDir = resolve(e.DATA_DIR);
    this.redisUrl = e.REDIS_URL;
    this.kurrentdbUrl = e.KURRENTDB_URL;
    this.mongodbUrl = e.MONGODB_URL;
    this.adminEmail = e.ADMIN_EMAIL;
    this.adminPassword = e.ADMIN_PASSWORD;
    this.loadDemo = e.LOAD_DEMO ?? !this.databaseUrl;
    this.webDist = resolve(e.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname);
    this.publicUrl = e.PUBLIC_URL;
    this.institution = {
      name: e.INSTITUTION_NAME ?? null,
      contactEmail: e.CONTACT_EMAIL ?? null,
      taxonPageUrl: e.TAXON_PAGE_URL ?? null,
      siteSearchUrl: e.SITE_SEARCH_URL ?? null,
    };
    this.trustedProxies = (e.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    this.feedSource = e.FEED_SOURCE;
    this.webhookAllowPrivate = e.WEBHOOK_ALLOW_PRIVATE;
    this.feedHeartbeatMs = e.FEED_HEARTBEAT_MS;
    this.webhookRetryBaseMs = e.WEBHOOK_RETRY_BASE_MS;
    this.webhookMaxFailures = e.WEBHOOK_MAX_FAILURES;
    this.webhookTimeoutMs = e.WEBHOOK_TIMEOUT_MS;
    this.usageCheckTimeoutMs = e.USAGE_CHECK_TIMEOUT_MS;
    this.sessionSecret = e.SESSION_SECRET;
    this.oidc =
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined;
    this.logLevel = e.LOG_LEVEL;
    this.logFormat = e.LOG_FORMAT ?? (process.stdout.isTTY ? 'text' : 'json');
    this.jobsBackend = e.JOBS_BACKEND ?? (this.redisUrl ? 'redis' : this.databaseUrl ? 'postgres' : 'in-process');
    this.jobsQueue = e.JOBS_QUEUE ?? `navnebase-jobs${this.databaseSchema ? `-${this.databaseSchema}` : ''}`;
    this.sessionIdleMs = e.SESSION_IDLE_MINUTES * 60_000;
    this.sessionAbsoluteMs = e.SESSION_ABSOLUTE_HOURS * 3_600_000;
    this.loginMaxFailuresPerAccount = e.LOGIN_MAX_FAILURES_PER_ACCOUNT;
    this.loginMaxFailuresPerAddress = e.LOGIN_MAX_FAILURES_PER_ADDRESS;
    this.loginWindowSeconds = Math.ceil(e.LOGIN_WINDOW_MINUTES * 60);
    this.oidcName = e.OIDC_NAME;
    this.statusChangeWaitMinutes = e.STATUS_CHANGE_WAIT_MINUTES;
    this.readyMaxLag = e.READY_MAX_LAG;
    this.healthCheckTimeoutMs = e.HEALTH_CHECK_TIMEOUT_MS;
    this.shutdownDrainMs = e.SHUTDOWN_DRAIN_MS;
    this.shutdownTimeoutMs = e.SHUTDOWN_TIMEOUT_MS;
    this.metricsToken = e.METRICS_TOKEN;
    this.metricsPort = e.METRICS_PORT;
    this.metricsHost = e.METRICS_HOST;
    this.corsOrigins =
      e.CORS_ORIGINS === '*'
        ? '*'
        : e.CORS_ORIGINS.split(',')
            .map((entry) => entry.trim().replace(/\/$/, ''))
            .filter(Boolean);
    this.rateLimitMax = e.RATE_LIMIT_MAX;
    this.rateLimitWindowSeconds = e.RATE_LIMIT_WINDOW_SECONDS;
    this.readCacheMaxAgeSeconds = e.READ_CACHE_MAX_AGE_SECONDS;
    this.readCacheStaleSeconds = e.READ_CACHE_STALE_SECONDS;
  }

  /**
   * The running institution's own details the web app shows (GET /api/v1/Settings): its name (INSTITUTION_NAME), contact
   * e-mail (CONTACT_EMAIL), the external taxon page (TAXON_PAGE_URL, with `{taxonId}`) and site search (SITE_SEARCH_URL).
   * None is set by default: the app then shows none of them.
   */
  readonly institution: InstitutionSettings;
  /** The address users reach the app at (PUBLIC_URL, default http://localhost:PORT), for OIDC redirects. */
  get publicBaseUrl(): string {
    return (this.publicUrl ?? `http://localhost:${this.port}`).replace(/\/+$/, '');
  }

  get mode(): 'embedded' | 'server' {
    return this.databaseUrl ? 'server' : 'embedded';
  }
}

/**
 * The configuration of a process that starts (the app, the CLI): on a wrong value it prints one line per problem
 * to stderr and exits with status 1 before anything is opened.
 */
export const configOrExit = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  try {
    return new AppConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`Navnebase starter ikke: ugyldig konfigurasjon (se README.md, «Configure it»).\n`);
    for (const problem of error.problems) process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
};
