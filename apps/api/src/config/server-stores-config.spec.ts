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

describe('stores on servers of their own: KURRENTDB_URL and MONGODB_URL', () => {
  it('given neither, then events and read models stay in the SQL store', () => {
    const config = new AppConfig({});
    expect(config.kurrentdbUrl).toBeUndefined();
    expect(config.mongodbUrl).toBeUndefined();
  });

  it('given KurrentDB and MongoDB addresses (one node or a cluster), then they are read, each without the other too', () => {
    const both = new AppConfig({
      KURRENTDB_URL: 'kurrentdb://kurrentdb:2113?tls=false',
      MONGODB_URL: 'mongodb://mongodb:27017/navnebase?replicaSet=rs0',
    });
    expect(both).toMatchObject({
      kurrentdbUrl: 'kurrentdb://kurrentdb:2113?tls=false',
      mongodbUrl: 'mongodb://mongodb:27017/navnebase?replicaSet=rs0',
    });
    expect(new AppConfig({ KURRENTDB_URL: 'esdb+discover://a:2113,b:2113,c:2113?tls=true' }).mongodbUrl).toBeUndefined();
    expect(new AppConfig({ MONGODB_URL: 'mongodb+srv://user:secret@cluster.example.org/navnebase' }).kurrentdbUrl).toBeUndefined();
    expect(new AppConfig({ MONGODB_URL: 'mongodb://a:27017,b:27017,c:27017/navnebase?replicaSet=rs0' }).mongodbUrl).toContain('a:27017,b:27017');
  });

  it('given addresses of another kind, then the start stops with one Norwegian line each, never repeating the value', () => {
    const problems = problemsOf({ KURRENTDB_URL: 'postgres://user:secret@db/x', MONGODB_URL: 'http://user:secret@mongo' });
    expect(problems).toEqual([
      expect.stringMatching(/^KURRENTDB_URL: må være en KurrentDB-adresse \(kurrentdb:\/\/vert:2113\?tls=false\)/),
      expect.stringMatching(/^MONGODB_URL: må være en MongoDB-adresse/),
    ]);
    expect(problems.join('\n')).not.toContain('secret');
  });
});

describe('the start-up line says where each store is', () => {
  it('given the configuration, when starting, then it names the store of the events and of the read models', async () => {
    const { storesDescription } = await import('../infrastructure/server-stores.js');
    expect(storesDescription({})).toBe(
      'Hendelser i den innebygde databasen (PGlite); lesemodeller (navneposter, endringslogger, statistikk, endringsstrømmen, historikken og brukerne) i den innebygde databasen (PGlite); tre, søk og navnesider i minnet.',
    );
    expect(storesDescription({ databaseUrl: 'postgres://db/x', kurrentdbUrl: 'kurrentdb://k:2113' })).toMatch(
      /^Hendelser i KurrentDB; lesemodeller .* i PostgreSQL;/,
    );
    expect(storesDescription({ databaseUrl: 'postgres://db/x', mongodbUrl: 'mongodb://m/x' })).toMatch(
      /^Hendelser i PostgreSQL; lesemodeller .* i MongoDB;/,
    );
  });
});
