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
    this.sessionSecret = env.SESSION_SECRET || undefined;
    this.oidc =
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? { issuer: env.OIDC_ISSUER, clientId: env.OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET }
        : undefined;
    this.logLevel = env.LOG_LEVEL ?? 'info';
  }

  get mode(): 'embedded' | 'server' {
    return this.databaseUrl ? 'server' : 'embedded';
  }
}
