import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ImportedTaxon } from '@navnebase/domain';
import { AUDIT_LIST_RECORDS, readFeedPage, SqlReadModelStore } from '@navnebase/projections';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { openTestRegister, run, systemMetadata } from '../testing/test-register.js';
import { auditEntryOf, type AuditEntry } from './audit-entry.js';
import { readAuditEntry, readAuditPage, readAuditPageText } from './audit-query.js';

/** More species than a page lists per entry, so the import's entry is cut on the list and made whole from rm_version. */
const manySpecies = (): ImportedTaxon[] =>
  Array.from({ length: AUDIT_LIST_RECORDS + 10 }, (_, i) => ({
    key: String(5000 + i),
    parentKey: '6',
    preferredTaxonId: 5000 + i,
    mainName: {
      scientificName: `Ursus fictus${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
      author: 'Test, 2026',
      rank: 'Species',
      taxonomicStatus: 'Accepted',
      preferredId: 5000 + i,
    },
    synonyms: [],
    vernacularNames: [],
  }));

describe.each([
  ['PGlite', false],
  ['PostgreSQL', true],
])('the audit log from the read side (rm_audit) on %s', (_label, usePostgres) => {
  let stores: RegisterStores;
  /** What the events themselves give, newest first: whole entries and as a page lists them. */
  let whole: AuditEntry[];
  let listed: AuditEntry[];

  const events = async () =>
    (
      await stores.sql.query<{ global_position: string; stream_id: string; event_type: string; data: unknown; metadata: never; recorded_at: Date }>(
        `SELECT global_position, stream_id, event_type, data, metadata, recorded_at FROM es_events
         WHERE stream_id IN ('register', 'users') ORDER BY global_position DESC`,
      )
    ).rows.map((r) => ({
      globalPosition: Number(r.global_position),
      streamId: r.stream_id,
      type: r.event_type,
      data: r.data,
      metadata: r.metadata,
      recordedAt: new Date(r.recorded_at).toISOString(),
    }));
  const page = async () => (await readAuditPage(stores.sql, { limit: 100 })).entries;
  const listPage = async () => (await readAuditPageText(stores.sql, { limit: 100 })).entries.map((text) => JSON.parse(text) as AuditEntry);

  beforeAll(async () => {
    stores = await openTestRegister({ usePostgres, schemaLabel: 'audit_rm' });
    await run(stores, {
      type: 'ImportTaxa',
      data: { importId: 'bears', source: 'test', taxa: [...bearTree(), ...manySpecies()] },
      metadata: systemMetadata(),
    });
    await run(stores, {
      type: 'AddTaxon',
      data: { parentScientificNameId: 12, rank: 'Species', scientificName: 'Helarctos malayanus', author: '(Raffles, 1821)' },
      metadata: systemMetadata({ userId: 'u-kari', userName: 'Kari Nordmann', remark: 'Ny art fra feltarbeid' }),
    });
    await run(stores, {
      type: 'SynonymizeTaxa',
      data: {
        scientificNames: [
          { nameId: 7, taxonomicStatus: 'Accepted' },
          { nameId: 70, taxonomicStatus: 'Synonym' },
          { nameId: 8, taxonomicStatus: 'Synonym' },
          { nameId: 80, taxonomicStatus: 'Synonym' },
        ],
      },
      metadata: systemMetadata({ userId: 'u-ola', userName: 'Ola Hansen', remark: 'Slått sammen etter revisjon' }),
    });
    await run(stores, {
      type: 'TransferParent',
      data: { scientificNameId: 9, newParentScientificNameId: 12 },
      metadata: systemMetadata({ userId: 'u-ola', userName: 'Ola Hansen', remark: 'Flyttet' }),
    });
    const stored = await events();
    whole = stored.map((event) => auditEntryOf(event));
    listed = stored.map((event) => auditEntryOf(event, AUDIT_LIST_RECORDS));
  });
  afterAll(async () => {
    await stores?.close();
  });

  it('lists what the events give, the import cut on the list page and whole on its own route', async () => {
    expect(whole.map((e) => e.operation)).toEqual(['SubtreeTransferred', 'TaxaMerged', 'TaxonAdded', 'TaxaImported']);
    const imported = whole[3]!;
    expect(imported.records.length).toBeGreaterThan(AUDIT_LIST_RECORDS);
    expect(await page()).toEqual(whole);
    expect(await listPage()).toEqual(listed);
    expect(listed[3]!.records).toHaveLength(AUDIT_LIST_RECORDS);
    expect(await readAuditEntry(stores.sql, imported.position)).toEqual(imported);
  });

  it('makes every register entry whole again from the record versions as the event gives it', async () => {
    await stores.sql.exec(`UPDATE rm_audit SET complete = false WHERE stream = 'register'`);
    try {
      expect(await page()).toEqual(whole);
    } finally {
      await stores.sql.exec(`UPDATE rm_audit SET complete = true WHERE position <> ${whole[3]!.position}`);
    }
  });

  it('fills the log of read models projected before it was kept', async () => {
    await stores.sql.exec('DELETE FROM rm_audit');
    expect(await page()).toEqual([]);
    await SqlReadModelStore.create(stores.sql);
    expect(await page()).toEqual(whole);
  });

  it('reads neither the entries, the filters nor the feed’s import records from the event store', async () => {
    const feed = await readFeedPage(stores.sql, { after: 0, limit: 100 });
    expect(feed.rows[0]!.kind).toBe('import.batch');
    expect(feed.rows[0]!.data.names.length).toBeGreaterThan(AUDIT_LIST_RECORDS);
    const subtree = (await readAuditPage(stores.sql, { limit: 50, subtreeTaxonId: 6, recordLimit: AUDIT_LIST_RECORDS })).entries;
    const text = (await readAuditPage(stores.sql, { limit: 50, text: 'feltarbeid', recordLimit: AUDIT_LIST_RECORDS })).entries;
    const user = (await readAuditPage(stores.sql, { limit: 50, user: 'Ola', types: ['TaxaMerged'], recordLimit: AUDIT_LIST_RECORDS })).entries;
    expect(user.map((e) => e.operation)).toEqual(['TaxaMerged']);
    expect(subtree.length).toBeGreaterThan(1);
    expect(text.map((e) => e.operation)).toEqual(['TaxonAdded']);

    await stores.sql.exec(`DELETE FROM es_events`);
    expect(await events()).toEqual([]);
    expect(await page()).toEqual(whole);
    expect(await listPage()).toEqual(listed);
    expect(await readAuditEntry(stores.sql, whole[3]!.position)).toEqual(whole[3]);
    expect((await readAuditPage(stores.sql, { limit: 50, subtreeTaxonId: 6, recordLimit: AUDIT_LIST_RECORDS })).entries).toEqual(subtree);
    expect((await readAuditPage(stores.sql, { limit: 50, text: 'feltarbeid', recordLimit: AUDIT_LIST_RECORDS })).entries).toEqual(text);
    expect((await readAuditPage(stores.sql, { limit: 50, user: 'Ola', types: ['TaxaMerged'], recordLimit: AUDIT_LIST_RECORDS })).entries).toEqual(
      user,
    );
    expect(await readFeedPage(stores.sql, { after: 0, limit: 100 })).toEqual(feed);
  });
});
