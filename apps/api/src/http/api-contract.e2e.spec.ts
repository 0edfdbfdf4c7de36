import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { breakingChanges } from '../testing/api-breaking-changes.js';
import { OpenApiResponses } from '../testing/openapi-responses.js';
import { openTestApp, openTestRegister } from '../testing/test-register.js';

/** The document of the last release, kept in the repository (docs/openapi.json; changes listed in docs/api-changes.md). */
const RELEASED = new URL('../../../../docs/openapi.json', import.meta.url);

/** Issue 26, item 7: no breaking change of the public API by accident. */
describe('the API contract against the last release', () => {
  let stores: RegisterStores;
  let app: NestFastifyApplication;
  let served: Parameters<typeof breakingChanges>[1];
  beforeAll(async () => {
    stores = await openTestRegister();
    app = await openTestApp(stores);
    served = (await app.inject({ method: 'GET', url: '/api-docs/openapi.json' })).json();
  });
  afterAll(async () => {
    await app.close();
    await stores.close();
  });

  it('serves every operation, response and response field of the released document (update docs/openapi.json and docs/api-changes.md with a new path version to break one)', () => {
    const released = JSON.parse(readFileSync(RELEASED, 'utf8')) as typeof served;
    expect(breakingChanges(released, served)).toEqual([]);
  });

  it('shows an example of every JSON answer and problem, each accepted by its own schema (`npm run openapi:examples` takes them from the tests)', () => {
    expect(new OpenApiResponses(served as never).exampleProblems()).toEqual([]);
  });

  it('finds an answer without an example, and an example its schema refuses', () => {
    type Bodies = Record<string, { example?: unknown }>;
    const changed = structuredClone(served) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Bodies }> }>>;
    };
    const taxonCount = changed.paths['/api/v1/Statistics/TaxonCount']!.get!.responses['200']!.content!['application/json']!;
    delete taxonCount.example;
    const search = changed.paths['/api/v1/TaxonName/Search']!.get!.responses['200']!.content!['application/json']!;
    search.example = [{ unknownField: 1 }];
    const problems = new OpenApiResponses(changed as never).exampleProblems();
    expect(problems).toContain('GET /api/v1/Statistics/TaxonCount 200 application/json has no example');
    expect(problems.some((p) => p.startsWith('GET /api/v1/TaxonName/Search 200 application/json: the example'))).toBe(true);
    expect(problems).toHaveLength(2);
  });

  it('finds a removed response field, a removed operation and a field that is no longer always sent', () => {
    const changed = structuredClone(served) as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, any> } };
    delete changed.components.schemas.TreeNodeDto.properties.isLeaf;
    delete changed.paths['/api/v1/Statistics/NamesCount']!.get;
    changed.components.schemas.SearchHitDto.required = changed.components.schemas.SearchHitDto.required.filter((n: string) => n !== 'taxonId');
    expect(breakingChanges(served, changed as typeof served)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/TaxonName/Children/ByTaxonNameId/{taxonNameId} 200 application/json body[].isLeaf: removed',
        'GET /api/v1/Statistics/NamesCount: removed',
        'GET /api/v1/TaxonName/Search 200 application/json body[].taxonId: no longer always sent',
      ]),
    );
    expect(breakingChanges(changed as typeof served, served)).toEqual([]);
  });

  it('takes a schema described where there was none for an addition, and finds a field removed from a line of the snapshot', () => {
    type Changed = { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, any> } };
    const undescribed = structuredClone(served) as Changed;
    delete undescribed.paths['/api/v1/Users/{id}']!.get.responses['200'].content;
    delete undescribed.paths['/api/v1/Feed/Snapshot']!.get.responses['200'].content;
    expect(breakingChanges(undescribed as typeof served, served)).toEqual([]);
    expect(breakingChanges(served, undescribed as typeof served)).toEqual(
      expect.arrayContaining(['GET /api/v1/Users/{id} 200 application/json body: no longer described']),
    );
    const changed = structuredClone(served) as Changed;
    delete changed.components.schemas.PublicNameDto.properties.author;
    expect(breakingChanges(served, changed as typeof served)).toEqual([
      'GET /api/v1/Feed/Snapshot 200 application/x-ndjson body<SnapshotNameLineDto>.name.author: removed',
    ]);
  });
});
