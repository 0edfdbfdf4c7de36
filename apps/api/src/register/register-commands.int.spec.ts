import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { AddTaxon, RegisterCommand } from '@navnebase/domain';
import { REGISTER_STREAM } from '@navnebase/domain';
import { rebuildReadModels } from '@navnebase/projections';
import { importCommand } from '../../../../libs/domain/src/testing/fixtures.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { openTestRegister, run, systemMetadata } from '../testing/test-register.js';
import { registerCommands } from './register-commands.js';

const addSpecies = (epithet: string, commandId?: string): AddTaxon => ({
  type: 'AddTaxon',
  data: { parentScientificNameId: 6, rank: 'Species', scientificName: epithet, author: 'Test, 2026' },
  metadata: systemMetadata(commandId ? { commandId } : {}),
});

for (const usePostgres of [false, ...(process.env.DATABASE_URL ? [true] : [])]) {
  describe(`register service on ${usePostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
    let stores: RegisterStores;
    beforeEach(async () => {
      stores = await openTestRegister({ usePostgres });
      await run(stores, { ...importCommand(), metadata: systemMetadata() });
    });
    afterEach(async () => stores.close());

    it('answers after the read models include the change (read-your-writes)', async () => {
      const outcome = await run(stores, addSpecies('maritimus'));
      const info = await stores.readModels.taxonNameInfoByScientificNameId(outcome.result.scientificNameId as number);
      expect(info?.scientificNames[0]?.scientificName).toBe('Ursus maritimus');
      const children = await stores.readModels.childrenByScientificNameId(6);
      expect(children?.map((c) => c.presentationName)).toEqual(['Ursus arctos', 'Ursus maritimus']);
    });

    it('reads back from the store the write model that decided (its records shrunk and their strings shared, not changed)', async () => {
      await run(stores, {
        type: 'UpdateVernacularNames',
        data: {
          taxonId: 7,
          vernacularNames: [
            { vernacularName: 'prøvebjørn', languageIsoCode: 'nb', vernacularNameStatus: 'NotRecommended' },
            { vernacularName: 'geahččalanguovža', languageIsoCode: 'se', vernacularNameStatus: 'Recommended' },
          ],
        },
        metadata: systemMetadata(),
      } as RegisterCommand);
      const decided = stores.register.current;
      const readBack = registerCommands(stores.events);
      const state = await readBack.refresh();
      expect([...state.taxa.values()]).toEqual([...decided.taxa.values()]);
      expect([...state.names.values()]).toEqual([...decided.names.values()]);
      expect(state.taxa.get(7)?.vernacularNames.map((v) => v.vernacularName)).toEqual(['brunbjørn', 'prøvebjørn', 'geahččalanguovža']);
    });

    it('applies a repeated command id once and answers the first result', async () => {
      const first = await run(stores, addSpecies('maritimus', 'same-id'));
      const revision = await stores.events.streamRevision(REGISTER_STREAM);
      const again = await run(stores, addSpecies('maritimus', 'same-id'));
      expect(again).toMatchObject({ duplicate: true, result: first.result });
      expect(await stores.events.streamRevision(REGISTER_STREAM)).toBe(revision);
    });

    it('refuses a command id used before for another command (COMMAND_ID_REUSED), writing nothing', async () => {
      await run(stores, addSpecies('maritimus', 'reused-id'));
      const revision = await stores.events.streamRevision(REGISTER_STREAM);
      await expect(run(stores, addSpecies('thibetanus', 'reused-id'))).rejects.toMatchObject({ errorCode: 'COMMAND_ID_REUSED' });
      expect(await stores.events.streamRevision(REGISTER_STREAM)).toBe(revision);
    });

    it('decides again when another writer changed the register first (two API processes)', async () => {
      const other = registerCommands(stores.events, (appended) => stores.readSide.waitForPosition(appended.position));
      await other.refresh();
      await stores.register.refresh();
      // Both processes decided against the same revision; the second append conflicts, catches up and decides again.
      const [a, b] = await Promise.all(
        [run(stores, addSpecies('maritimus')), other.execute(addSpecies('maritimus'))].map((p) =>
          p.then(
            (o) => o,
            (e) => e,
          ),
        ),
      );
      const outcomes = [a, b];
      const succeeded = outcomes.filter((o) => o && 'result' in o);
      const refused = outcomes.filter((o) => o && 'errorCode' in o);
      expect(succeeded).toHaveLength(1);
      expect(refused.map((e) => e.errorCode)).toEqual(['DUPLICATE_SCIENTIFIC_NAME']);
      const [c, d] = await Promise.all([run(stores, addSpecies('thibetanus')), other.execute(addSpecies('americanus'))]);
      expect(c.result.scientificNameId).not.toBe(d.result.scientificNameId);
      expect((await stores.readModels.childrenByScientificNameId(6))?.length).toBe(4);
    });

    it('rebuilds every read model from zero into identical tables', async () => {
      await run(stores, addSpecies('maritimus'));
      await run(stores, {
        type: 'AddTaxon',
        data: { synonymToId: 7, scientificName: 'Ursus middendorffi', author: 'Merriam, 1896' },
        metadata: systemMetadata(),
      });
      const live = await stores.readModels.dump();
      const indexes = async () =>
        (
          await stores.sql.query<{ name: string }>(
            `SELECT indexname AS name FROM pg_indexes WHERE tablename LIKE 'rm\\_%' AND schemaname = current_schema() ORDER BY 1`,
          )
        ).rows.map((r) => r.name);
      const indexesBefore = await indexes();
      await stores.readSide.stop();
      await rebuildReadModels(stores.events, stores.sqlReadModels, { batchSize: 1 });
      const rebuilt = await stores.readModels.dump();
      expect(rebuilt).toEqual(live);
      // The indexes a rebuild sets aside are back.
      expect(indexesBefore).toEqual(expect.arrayContaining(['rm_history_name_idx', 'rm_taxon_parent_idx']));
      expect(await indexes()).toEqual(indexesBefore);
      expect(live.rm_name!.length).toBeGreaterThan(15);
      // (the imported names' entries are their batch's rm_import_history row; the later operations' are rm_history rows)
      expect(live.rm_import_history!.length).toBeGreaterThan(0);
      expect(live.rm_history!.length).toBeGreaterThan(2);
    });
  });
}
