import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SqlReadModelStore } from '@navnebase/projections';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { openTestRegister, run, systemMetadata } from '../testing/test-register.js';
import { readAuditPage } from './audit-query.js';

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('the audit text filter on %s', (_label, usePostgres) => {
  let stores: RegisterStores;
  const operations = async (text: string) => (await readAuditPage(stores.sql, { text, limit: 50 })).entries.map((e) => e.operation);

  beforeAll(async () => {
    stores = await openTestRegister({ usePostgres, schemaLabel: 'audit_text' });
    await run(stores, { type: 'ImportTaxa', data: { importId: 'bears', source: 'bjørnekilde', taxa: bearTree() }, metadata: systemMetadata() });
    await run(stores, {
      type: 'AddTaxon',
      data: { parentScientificNameId: 12, rank: 'Species', scientificName: 'Helarctos malayanus', author: '(Raffles, 1821)' },
      metadata: systemMetadata({ userId: 'u-kari', userName: 'Kari Nordmann', remark: 'Ny art fra feltarbeid' }),
    });
  });
  afterAll(async () => {
    await stores?.close();
  });

  const expectations = async () => {
    expect(await operations('malayanus')).toEqual(['TaxonAdded']); // a name it touched
    expect(await operations('raffles')).toEqual(['TaxonAdded']); // its author
    expect(await operations('feltarbeid')).toEqual(['TaxonAdded']); // its remark
    expect(await operations('nordmann')).toEqual(['TaxonAdded']); // its user
    expect(await operations('bjørnekilde')).toEqual(['TaxaImported']); // an import's source
    expect(await operations('Ursus')).toEqual(['TaxaImported']); // a name of a small import
    expect(await operations('snøugle')).toEqual([]); // an unrelated word
    expect(await operations('taxonomicStatus')).toEqual([]); // a key of the events' data
    expect(await operations('50%')).toEqual([]);
  };

  it('finds an event by a name or author it touched, its remark and its user, and not by an unrelated word', expectations);

  it('fills the search text of read models projected before it was kept', async () => {
    await stores.sql.exec('DELETE FROM rm_audit_text');
    expect(await operations('feltarbeid')).toEqual([]);
    await SqlReadModelStore.create(stores.sql);
    await expectations();
  });
});
