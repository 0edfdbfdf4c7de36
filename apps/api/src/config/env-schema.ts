import { isIP } from 'node:net';
import { Ajv, type ErrorObject } from 'ajv';

/** One environment variable: JSON Schema for its value, plus whether its value may be shown in a message. */
interface Variable {
  readonly type: 'string' | 'integer' | 'number' | 'boolean';
  readonly default?: string | number | boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly enum?: readonly string[];
  readonly format?: 'url' | 'postgres-url' | 'redis-url' | 'kurrentdb-url' | 'mongodb-url' | 'email' | 'proxy-list' | 'origin-list';
  readonly pattern?: string;
  readonly minLength?: number;
  /** Never echo the value (passwords, tokens, connection strings). */
  readonly secret?: boolean;
}

/**
 * Every environment variable the API reads, with its type, range and default: the one place configuration is
 * checked (README.md, "Configure it", lists the same names). Empty values count as not set.
 */
export const ENVIRONMENT = {
  PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
  HOST: { type: 'string', minLength: 1, default: '0.0.0.0' },
  DATA_DIR: { type: 'string', default: './data' },
  DATABASE_URL: { type: 'string', format: 'postgres-url', secret: true },
  DATABASE_SCHEMA: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
  REDIS_URL: { type: 'string', format: 'redis-url', secret: true },
  KURRENTDB_URL: { type: 'string', format: 'kurrentdb-url', secret: true },
  MONGODB_URL: { type: 'string', format: 'mongodb-url', secret: true },
  LOAD_DEMO: { type: 'boolean' },
  ADMIN_EMAIL: { type: 'string', format: 'email' },
  ADMIN_PASSWORD: { type: 'string', secret: true },
  PUBLIC_URL: { type: 'string', format: 'url' },
  INSTITUTION_NAME: { type: 'string', minLength: 1 },
  CONTACT_EMAIL: { type: 'string', format: 'email' },
  TAXON_PAGE_URL: { type: 'string', format: 'url', pattern: '\\{taxonId\\}' },
  SITE_SEARCH_URL: { type: 'string', format: 'url' },
  TRUST_PROXY: { type: 'string', format: 'proxy-list' },
  OIDC_ISSUER: { type: 'string', format: 'url' },
  OIDC_CLIENT_ID: { type: 'string' },
  OIDC_CLIENT_SECRET: { type: 'string', secret: true },
  OIDC_NAME: { type: 'string', default: 'ekstern konto' },
  SESSION_SECRET: { type: 'string', secret: true },
  SESSION_IDLE_MINUTES: { type: 'number', exclusiveMinimum: 0, default: 480 },
  SESSION_ABSOLUTE_HOURS: { type: 'number', exclusiveMinimum: 0, default: 168 },
  LOGIN_MAX_FAILURES_PER_ACCOUNT: { type: 'integer', minimum: 1, default: 5 },
  LOGIN_MAX_FAILURES_PER_ADDRESS: { type: 'integer', minimum: 1, default: 50 },
  LOGIN_WINDOW_MINUTES: { type: 'number', exclusiveMinimum: 0, default: 15 },
  JOBS_BACKEND: { type: 'string', enum: ['redis', 'postgres', 'in-process'] },
  JOBS_QUEUE: { type: 'string', pattern: '^[^:]+$' },
  LOG_LEVEL: { type: 'string', enum: ['error', 'warn', 'info', 'debug', 'silent'], default: 'info' },
  LOG_FORMAT: { type: 'string', enum: ['json', 'text'] },
  WEB_DIST: { type: 'string' },
  FEED_SOURCE: { type: 'string', minLength: 1, default: 'urn:navnebase:register' },
  FEED_HEARTBEAT_MS: { type: 'integer', minimum: 10, default: 15_000 },
  WEBHOOK_RETRY_BASE_MS: { type: 'integer', minimum: 1, default: 1_000 },
  WEBHOOK_MAX_FAILURES: { type: 'integer', minimum: 1, default: 10 },
  WEBHOOK_TIMEOUT_MS: { type: 'integer', minimum: 1, default: 10_000 },
  WEBHOOK_ALLOW_PRIVATE: { type: 'boolean', default: false },
  USAGE_CHECK_TIMEOUT_MS: { type: 'integer', minimum: 1, maximum: 60_000, default: 3_000 },
  STATUS_CHANGE_WAIT_MINUTES: { type: 'number', minimum: 0, default: 5 },
  READY_MAX_LAG: { type: 'integer', minimum: 0, default: 100 },
  HEALTH_CHECK_TIMEOUT_MS: { type: 'integer', minimum: 1, default: 2_000 },
  SHUTDOWN_DRAIN_MS: { type: 'integer', minimum: 0, maximum: 600_000, default: 0 },
  SHUTDOWN_TIMEOUT_MS: { type: 'integer', minimum: 1_000, maximum: 3_600_000, default: 30_000 },
  METRICS_TOKEN: { type: 'string', minLength: 16, secret: true },
  METRICS_PORT: { type: 'integer', minimum: 0, maximum: 65535 },
  METRICS_HOST: { type: 'string', minLength: 1, default: '0.0.0.0' },
  CORS_ORIGINS: { type: 'string', format: 'origin-list', default: '*' },
  RATE_LIMIT_MAX: { type: 'integer', minimum: 0, default: 600 },
  RATE_LIMIT_WINDOW_SECONDS: { type: 'integer', minimum: 1, maximum: 86_400, default: 60 },
  READ_CACHE_MAX_AGE_SECONDS: { type: 'integer', minimum: 0, maximum: 86_400, default: 10 },
  READ_CACHE_STALE_SECONDS: { type: 'integer', minimum: 0, maximum: 86_400, default: 60 },
} as const satisfies Record<string, Variable>;

export type EnvironmentName = keyof typeof ENVIRONMENT;

type ValueOf<V> = V extends { enum: readonly (infer E)[] }
  ? E
  : V extends { type: 'string' }
    ? string
    : V extends { type: 'boolean' }
      ? boolean
      : number;
/** The checked environment: typed values, defaults filled in, unset optional ones undefined. */
export type Environment = {
  readonly [K in EnvironmentName]: (typeof ENVIRONMENT)[K] extends { default: unknown }
    ? ValueOf<(typeof ENVIRONMENT)[K]>
    : ValueOf<(typeof ENVIRONMENT)[K]> | undefined;
};

/** A configuration that cannot start: one line per problem, naming the variable. */
export class ConfigurationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Ugyldig konfigurasjon:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

const canParseUrl = (text: string, protocols: readonly string[]) => {
  try {
    return protocols.includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** One trusted proxy: an IP address, a network in CIDR form, or loopback, linklocal or uniquelocal. */
const isProxy = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [ip, bits, ...rest] = entry.split('/');
  const version = isIP(ip ?? '');
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
};

/** A web origin: http(s)://host[:port], nothing after it. */
const isOrigin = (entry: string) => {
  try {
    const url = new URL(entry);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === entry.replace(/\/$/, '');
  } catch {
    return false;
  }
};

const FORMATS = {
  url: { check: (s: string) => canParseUrl(s, ['http:', 'https:']), text: 'må være en http- eller https-adresse' },
  'postgres-url': {
    check: (s: string) => canParseUrl(s, ['postgres:', 'postgresql:']),
    text: 'må være en PostgreSQL-adresse (postgres://bruker:passord@vert:5432/database)',
  },
  'redis-url': { check: (s: string) => canParseUrl(s, ['redis:', 'rediss:']), text: 'må være en Redis-adresse (redis://vert:6379)' },
  'kurrentdb-url': {
    check: (s: string) => /^(kurrentdb|kurrent|kdb|esdb)(\+discover)?:\/\/[^/?#\s]+(\/)?(\?[^#\s]*)?$/.test(s),
    text: 'må være en KurrentDB-adresse (kurrentdb://vert:2113?tls=false)',
  },
  'mongodb-url': {
    check: (s: string) => /^mongodb(\+srv)?:\/\/[^/?#\s]+(\/[^/?#\s]*)?(\?[^#\s]*)?$/.test(s),
    text: 'må være en MongoDB-adresse (mongodb://vert:27017/navnebase?replicaSet=rs0)',
  },
  email: { check: (s: string) => /^[^\s@]+@[^\s@]+$/.test(s), text: 'må være en e-postadresse' },
  'proxy-list': {
    check: (s: string) => s.split(',').every((entry) => isProxy(entry.trim())),
    text: 'må være IP-adresser eller nett (CIDR) skilt med komma, for eksempel 10.0.0.5,192.168.0.0/16 (eller loopback)',
  },
  'origin-list': {
    check: (s: string) => s === '*' || s.split(',').every((entry) => isOrigin(entry.trim())),
    text: 'må være * eller adresser (origin) skilt med komma, for eksempel https://kart.example.no,https://art.example.no',
  },
} as const;

const ajv = new Ajv({ allErrors: true, coerceTypes: true, useDefaults: true, strict: true });
for (const [name, format] of Object.entries(FORMATS)) ajv.addFormat(name, format.check);
const validate = ajv.compile({
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(ENVIRONMENT as Record<string, Variable>).map(([name, variable]) => {
      const { secret: _secret, ...schema } = variable;
      return [name, schema];
    }),
  ),
});

const number = (n: number) => n.toLocaleString('nb-NO').replace(/\u00a0/g, ' ');

/** What is wrong, in words, from the rule the value broke. */
const explain = (variable: Variable, error: ErrorObject): string => {
  const range =
    variable.minimum !== undefined && variable.maximum !== undefined
      ? ` mellom ${number(variable.minimum)} og ${number(variable.maximum)}`
      : variable.minimum !== undefined
        ? ` på minst ${number(variable.minimum)}`
        : variable.exclusiveMinimum !== undefined
          ? ` større enn ${number(variable.exclusiveMinimum)}`
          : '';
  switch (error.keyword) {
    case 'type':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
      if (variable.type === 'boolean') return 'må være true eller false';
      return `må være ${variable.type === 'integer' ? 'et heltall' : 'et tall'}${range}`;
    case 'enum':
      return `må være en av: ${variable.enum!.join(', ')}`;
    case 'format':
      return FORMATS[variable.format!].text;
    case 'pattern':
      if (variable.pattern === '\\{taxonId\\}') return 'må inneholde {taxonId} der taksonets id skal stå';
      return variable.pattern === '^[^:]+$'
        ? 'kan ikke inneholde kolon'
        : 'kan bare ha bokstavene a–z og A–Z, sifre og _, og kan ikke begynne med et siffer';
    case 'minLength':
      return `må ha minst ${variable.minLength} tegn`;
    default:
      return error.message ?? 'er ugyldig';
  }
};

/**
 * Reads and checks every variable at once: the typed values, or a `ConfigurationError` listing every problem (one
 * line each, with the variable's name, the value unless it is secret, and what it must be).
 */
export const readEnvironment = (env: NodeJS.ProcessEnv): Environment => {
  const values: Record<string, unknown> = {};
  for (const name of Object.keys(ENVIRONMENT)) {
    const value = env[name]?.trim();
    if (value) values[name] = value;
  }
  const raw = { ...values };
  const problems: string[] = [];
  if (!validate(values)) {
    const seen = new Set<string>();
    for (const error of validate.errors ?? []) {
      const name = error.instancePath.slice(1) as EnvironmentName;
      if (seen.has(name)) continue;
      seen.add(name);
      const variable: Variable = ENVIRONMENT[name];
      const shown = variable.secret ? '' : `=${JSON.stringify(raw[name])}`;
      problems.push(`${name}${shown}: ${explain(variable, error)}.`);
    }
  }
  const checked = values as Environment;
  // Rules between variables.
  if (checked.JOBS_BACKEND === 'redis' && !checked.REDIS_URL) problems.push('JOBS_BACKEND=redis krever REDIS_URL.');
  if (checked.JOBS_BACKEND === 'postgres' && !checked.DATABASE_URL) problems.push('JOBS_BACKEND=postgres krever DATABASE_URL.');
  const oidc = (['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const).filter((name) => !raw[name]);
  if (oidc.length > 0 && oidc.length < 3) {
    problems.push(`OIDC_ISSUER, OIDC_CLIENT_ID og OIDC_CLIENT_SECRET settes sammen: mangler ${oidc.join(' og ')}.`);
  }
  if (typeof raw.SESSION_SECRET === 'string' && raw.SESSION_SECRET.split(',').some((s) => s.trim().length < 32)) {
    problems.push('SESSION_SECRET: hver hemmelighet (skilt med komma) må ha minst 32 tegn.');
  }
  if (checked.METRICS_PORT !== undefined && checked.METRICS_PORT !== 0 && checked.METRICS_PORT === checked.PORT) {
    problems.push('METRICS_PORT kan ikke være den samme som PORT.');
  }
  if (checked.SHUTDOWN_DRAIN_MS >= checked.SHUTDOWN_TIMEOUT_MS) problems.push('SHUTDOWN_DRAIN_MS må være mindre enn SHUTDOWN_TIMEOUT_MS.');
  if (problems.length > 0) throw new ConfigurationError(problems);
  return checked;
};
