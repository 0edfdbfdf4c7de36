import { describe, expect, it } from '@jest/globals';
import { AppConfig, ConfigurationError } from './app-config.js';

const problemsOf = (env: NodeJS.ProcessEnv): readonly string[] => {
  try {
    new AppConfig(env);
  } catch (error) {
    if (error instanceof ConfigurationError) return error.problems;
    throw error;
  }
  return [];
};

describe('configuration checked at start', () => {
  it('given nothing, then the documented defaults apply', () => {
    const config = new AppConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      loadDemo: true,
      jobsBackend: 'in-process',
      sessionIdleMs: 480 * 60_000,
      loginMaxFailuresPerAccount: 5,
      readyMaxLag: 100,
      webhookAllowPrivate: false,
    });
    expect(config.mode).toBe('embedded');
  });

  it('given values in range, then they are read with their types; empty values count as not set', () => {
    const config = new AppConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://navnebase@db:5432/navnebase',
      REDIS_URL: '',
      LOAD_DEMO: 'true',
      SESSION_IDLE_MINUTES: '0.5',
      READY_MAX_LAG: '0',
      WEBHOOK_ALLOW_PRIVATE: 'true',
    });
    expect(config).toMatchObject({
      port: 8080,
      loadDemo: true,
      sessionIdleMs: 30_000,
      readyMaxLag: 0,
      webhookAllowPrivate: true,
      jobsBackend: 'postgres',
    });
    expect(config.redisUrl).toBeUndefined();
  });

  it('given no TRUST_PROXY, then no proxy is trusted; given a list, then each address or network is read', () => {
    expect(new AppConfig({}).trustedProxies).toEqual([]);
    expect(new AppConfig({ TRUST_PROXY: ' 10.0.0.5, 192.168.0.0/16,loopback,::1, fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    for (const wrong of ['true', '*', '10.0.0.0/33', 'proxy.example.org', '10.0.0.5,']) {
      expect(problemsOf({ TRUST_PROXY: wrong })).toEqual([
        `TRUST_PROXY=${JSON.stringify(wrong)}: må være IP-adresser eller nett (CIDR) skilt med komma, for eksempel 10.0.0.5,192.168.0.0/16 (eller loopback).`,
      ]);
    }
  });

  it('given wrong values, then start stops with one line per problem, naming the variable and what it must be', () => {
    expect(
      problemsOf({
        PORT: '70000',
        LOG_LEVEL: 'loud',
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '2.5',
        LOAD_DEMO: 'ja',
        PUBLIC_URL: 'navnebase.example.org',
        DATABASE_SCHEMA: 'my-schema',
        SESSION_IDLE_MINUTES: '0',
      }),
    ).toEqual([
      'PORT="70000": må være et heltall mellom 0 og 65 535.',
      'DATABASE_SCHEMA="my-schema": kan bare ha bokstavene a–z og A–Z, sifre og _, og kan ikke begynne med et siffer.',
      'LOAD_DEMO="ja": må være true eller false.',
      'PUBLIC_URL="navnebase.example.org": må være en http- eller https-adresse.',
      'SESSION_IDLE_MINUTES="0": må være et tall større enn 0.',
      'LOGIN_MAX_FAILURES_PER_ACCOUNT="2.5": må være et heltall på minst 1.',
      'LOG_LEVEL="loud": må være en av: error, warn, info, debug, silent.',
    ]);
  });

  it('never repeats a secret value in a message', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://root:hemmelig@db/x', SESSION_SECRET: 'kort,hemmelig' });
    expect(problems).toEqual([
      'DATABASE_URL: må være en PostgreSQL-adresse (postgres://bruker:passord@vert:5432/database).',
      'SESSION_SECRET: hver hemmelighet (skilt med komma) må ha minst 32 tegn.',
    ]);
    expect(problems.join('\n')).not.toContain('hemmelig@');
  });

  it('checks the rules between variables', () => {
    expect(problemsOf({ JOBS_BACKEND: 'redis', OIDC_ISSUER: 'https://login.example.org' })).toEqual([
      'JOBS_BACKEND=redis krever REDIS_URL.',
      'OIDC_ISSUER, OIDC_CLIENT_ID og OIDC_CLIENT_SECRET settes sammen: mangler OIDC_CLIENT_ID og OIDC_CLIENT_SECRET.',
    ]);
  });
});
