import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { AppConfig } from '../config/app-config.js';

// No Docker here: docker-compose.yml is checked by reading it. What it must say: `docker compose up` starts the API
// with KurrentDB, MongoDB (replica set initialised) and Redis; the "postgres" profile keeps the PostgreSQL setup.

interface Service {
  image?: string;
  build?: string;
  profiles?: string[];
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
  restart?: string;
}

const compose = parse(readFileSync(new URL('../../../../docker-compose.yml', import.meta.url), 'utf8')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const services = compose.services;

/** The environment as compose hands it over when nothing is set on the host (`${NAME:-default}` gives the default). */
const environmentOf = (service: Service): Record<string, string> =>
  Object.fromEntries(Object.entries(service.environment ?? {}).map(([name, value]) => [name, String(value).replace(/\$\{\w+:-([^}]*)\}/g, '$1')]));

const started = (profile?: string) =>
  Object.entries(services)
    .filter(([, s]) => !s.profiles || (profile !== undefined && s.profiles.includes(profile)))
    .map(([name]) => name)
    .sort();

describe('docker-compose.yml', () => {
  it('given no profile, when started, then it runs the API with KurrentDB, MongoDB and its replica-set init, and Redis', () => {
    expect(started()).toEqual(['api', 'kurrentdb', 'mongodb', 'mongodb-init', 'redis']);
    expect(started('postgres')).toEqual(['api', 'api-postgres', 'kurrentdb', 'mongodb', 'mongodb-init', 'postgres', 'redis']);
  });

  it('given the API, then its stores come from the services by configuration the app accepts, and it waits for each', () => {
    const api = services.api!;
    const env = environmentOf(api);
    expect(new URL(env.KURRENTDB_URL!.replace('kurrentdb:', 'http:')).host).toBe('kurrentdb:2113');
    expect(env.MONGODB_URL).toMatch(/^mongodb:\/\/mongodb:27017\/navnebase\?replicaSet=rs0$/);
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.DATABASE_URL).toBeUndefined();
    const config = new AppConfig(env);
    expect(config).toMatchObject({ kurrentdbUrl: env.KURRENTDB_URL, mongodbUrl: env.MONGODB_URL, redisUrl: env.REDIS_URL, jobsBackend: 'redis' });
    expect(api.depends_on).toEqual({
      kurrentdb: { condition: 'service_healthy' },
      mongodb: { condition: 'service_healthy' },
      'mongodb-init': { condition: 'service_completed_successfully' },
      redis: { condition: 'service_healthy' },
    });
    // what stays in SQL lives in the embedded store, on a volume
    expect(api.volumes).toContain(`api-data:${env.DATA_DIR}`);
  });

  it('given MongoDB, then it runs as the replica set the URL names, and the one-shot init makes it with the host the API reaches', () => {
    const mongodb = services.mongodb!;
    const replicaSet = new URLSearchParams(environmentOf(services.api!).MONGODB_URL!.split('?')[1]).get('replicaSet');
    expect(mongodb.command).toEqual(expect.arrayContaining(['--replSet', replicaSet]));
    const init = services['mongodb-init']!;
    expect(init.restart).toBe('no');
    expect(init.depends_on).toEqual({ mongodb: { condition: 'service_healthy' } });
    const script = init.command!.join(' ');
    expect(script).toContain(`rs.initiate({ _id: '${replicaSet}', members: [{ _id: 0, host: 'mongodb:27017' }] })`);
    // run again on a made set, it leaves it alone
    expect(script).toMatch(/try \{ rs\.status\(\)\.ok \} catch/);
  });

  it('given the "postgres" profile, then its API keeps everything in PostgreSQL (and Redis), on a port of its own', () => {
    const env = environmentOf(services['api-postgres']!);
    expect(env.DATABASE_URL).toBe('postgres://navnebase:navnebase@postgres:5432/navnebase');
    expect(env.KURRENTDB_URL).toBeUndefined();
    expect(env.MONGODB_URL).toBeUndefined();
    expect(new AppConfig(env)).toMatchObject({ mode: 'server', jobsBackend: 'redis' });
    expect(services['api-postgres']!.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    const hostPorts = (name: string) => services[name]!.ports!.map((p) => p.split(':')[0]);
    expect(hostPorts('api-postgres')).not.toEqual(expect.arrayContaining(hostPorts('api')));
  });

  it('given every service that keeps running, then it has a health check, and every store keeps its data on a declared volume', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'mongodb-init') continue;
      expect({ name, healthcheck: Array.isArray(service.healthcheck?.test) }).toEqual({ name, healthcheck: true });
    }
    const stores: Record<string, string> = {
      kurrentdb: '/var/lib/kurrentdb',
      mongodb: '/data/db',
      redis: '/data',
      postgres: '/var/lib/postgresql/data',
    };
    for (const [name, path] of Object.entries(stores)) {
      const volume = services[name]!.volumes!.map((v) => v.split(':')).find(([, target]) => target === path);
      expect({ name, declared: volume !== undefined && volume[0]! in compose.volumes }).toEqual({ name, declared: true });
    }
  });
});
