import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CloudEvent } from 'cloudevents';
import { bearTree } from '../../../../libs/domain/src/testing/operation-fixtures.js';
import {
  applyEvent,
  emptyCopy,
  follow,
  loadSnapshot,
  type Copy,
  type FeedEvent,
  type Get,
} from '../../../../examples/feed-subscriber/feed-subscriber.js';
import type { RegisterStores } from '../infrastructure/register-stores.js';
import { openTestApp, openTestRegister, run, systemMetadata } from '../testing/test-register.js';
import { feedScenario, runScenario } from './testing/feed-scenario.js';
import { comparable, registerCopy } from './testing/register-copy.js';

for (const usePostgres of [false, ...(process.env.DATABASE_URL ? [true] : [])]) {
  describe(`the public change feed on ${usePostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
    let stores: RegisterStores;
    let app: NestFastifyApplication;
    let get: Get;
    const names = async () => {
      const { rows } = await stores.sql.query<{ scientific_name: string; scientific_name_id: string }>(
        `SELECT scientific_name, scientific_name_id FROM rm_name`,
      );
      return new Map(rows.map((r) => [r.scientific_name, Number(r.scientific_name_id)]));
    };
    const taxonOf = async (nameId: number) =>
      Number(
        (await stores.sql.query<{ taxon_id: string }>(`SELECT taxon_id FROM rm_name WHERE scientific_name_id = $1`, [nameId])).rows[0]!.taxon_id,
      );
    const allEvents = async (query = '') => {
      const events: FeedEvent[] = [];
      for (let after = ''; ;) {
        const page = JSON.parse(await get(`/api/v1/Feed?limit=3&after=${after}${query}`)) as { events: FeedEvent[]; next: string };
        events.push(...page.events);
        after = page.next;
        if (page.events.length === 0) return events;
      }
    };

    // Subscribers that start at different points: before anything, from a snapshot after the import, and one
    // following the Ursidae subtree (5) from its snapshot.
    const fromStart = emptyCopy();
    const fromSnapshot = emptyCopy();
    const ursidae = emptyCopy();
    const helarctos = emptyCopy();

    beforeAll(async () => {
      stores = await openTestRegister({ usePostgres });
      app = await openTestApp(stores, { FEED_SOURCE: 'urn:navnebase:test' });
      get = async (path) => {
        const answer = await app.inject({ method: 'GET', url: path });
        if (answer.statusCode !== 200) throw new Error(`${path}: ${answer.statusCode} ${answer.body}`);
        return answer.body;
      };
      await follow(get, fromStart);
      await run(stores, { type: 'ImportTaxa', data: { importId: 'bears', source: 'test', taxa: bearTree() }, metadata: systemMetadata() });
      await loadSnapshot(get, fromSnapshot);
      await loadSnapshot(get, ursidae, 5);
      await loadSnapshot(get, helarctos, 12);
      let n = 0;
      await runScenario(
        feedScenario(() => systemMetadata({ commandId: `feed-${++n}`, correlationId: `op-${n}`, remark: `Steg ${n}` })),
        (command) => stores.register.execute(command),
        names,
        // the subscribers follow now and then, in the middle of the history
        async (index) => {
          if (index % 3 === 1) await follow(get, fromSnapshot, { limit: 2 });
          if (index % 4 === 2) await follow(get, ursidae, { subtree: 5 });
        },
      );
    });
    afterAll(async () => {
      await app?.close();
      await stores?.close();
    });

    it('brings a subscriber that started before anything to a copy equal to the register (less names not in use)', async () => {
      await follow(get, fromStart);
      expect(comparable(fromStart)).toEqual(await registerCopy(stores.sql));
    });

    it('brings a subscriber that loaded the snapshot and followed from its cursor to the same copy', async () => {
      await follow(get, fromSnapshot);
      expect(comparable(fromSnapshot)).toEqual(await registerCopy(stores.sql));
    });

    it('keeps a copy of one subtree equal to that subtree, with what moved in and out of it', async () => {
      // (a subtree's copy is compared without successors: its snapshot has all of the register's, its feed only its own)
      const withoutSuccessors = ({ names, taxa }: ReturnType<typeof comparable>) => ({ names, taxa });
      await follow(get, ursidae, { subtree: 5 });
      expect(withoutSuccessors(comparable(ursidae))).toEqual(withoutSuccessors(await registerCopy(stores.sql, 5)));
      // Ursus thibetanus moved from Ursus to Helarctos: it entered Helarctos's feed whole, with its names
      await follow(get, helarctos, { subtree: 12 });
      const expected = await registerCopy(stores.sql, 12);
      expect(withoutSuccessors(comparable(helarctos))).toEqual(withoutSuccessors(expected));
      expect(expected.names.map((n) => n.scientificName)).toEqual(expect.arrayContaining(['Helarctos thibetanus', 'Ursus thibetanus']));
    });

    it('applies every item once however often it comes, and survives a restart from an old cursor', async () => {
      const copy = emptyCopy();
      const events = await allEvents();
      for (const event of events) applyEvent(copy, event);
      for (const event of events.slice(3, 9)) applyEvent(copy, event);
      expect(comparable(copy)).toEqual(await registerCopy(stores.sql));
      // a subscriber that crashed after applying items but before saving its cursor reads them again
      const restarted: Copy = { ...copy, cursor: events[4]!.position };
      await follow(get, restarted);
      expect(comparable(restarted)).toEqual(await registerCopy(stores.sql));
    });

    it('delivers CloudEvents 1.0 in global order, each with a stable id, the contract type, the subject and a cursor', async () => {
      const events = await allEvents();
      expect(events.map((e) => Number(e.id))).toEqual([...events.map((e) => Number(e.id))].sort((a, b) => a - b));
      for (const event of events) expect(new CloudEvent(event as never, true).validate()).toBe(true);
      expect(events[0]).toMatchObject({ specversion: '1.0', source: 'urn:navnebase:test', type: 'no.navnebase.register.v1.import.batch' });
      expect(events.map((e) => e.type.replace('no.navnebase.register.v1.', ''))).toEqual(
        expect.arrayContaining([
          'taxa.merged',
          'name.status-changed',
          'name.moved',
          'taxon.split',
          'name.created',
          'name.changed',
          'vernacular-names.changed',
          'name.deleted',
        ]),
      );
      const merged = events.find((e) => e.type.endsWith('taxa.merged'))!;
      expect(merged).toMatchObject({ subject: '7', data: { merges: [{ fromTaxonId: 8, toTaxonId: 7 }], correlationId: 'op-1', remark: 'Steg 1' } });
      const split = events.find((e) => e.type.endsWith('taxon.split'))! as FeedEvent & {
        data: { split: { fromTaxonId: number; fallbackTaxonId: number } };
      };
      expect(split.data.split).toMatchObject({ fromTaxonId: 106, fallbackTaxonId: 6 });
      const moved = events.find((e) => e.type.endsWith('name.moved') && (e.data as { newCombinations?: unknown[] }).newCombinations?.length)!;
      expect(moved.data).toMatchObject({
        moves: [{ taxonId: 9, fromParentTaxonId: 6, toParentTaxonId: 12 }],
        newCombinations: [{ oldScientificNameId: 9 }],
      });
      const edited = events.find((e) => e.type.endsWith('name.changed'))!;
      expect(edited.data).toMatchObject({
        changes: [{ scientificNameId: 1000, fields: { author: { before: '(Pallas, 1780)', after: '(Pallas, 1780) s.l.' } } }],
      });
      const deleted = events.find((e) => e.type.endsWith('name.deleted'))!;
      expect(deleted.data).toMatchObject({ removedNames: [11], removedTaxa: [11] });
      expect(deleted.data.successors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'name', id: 11, reason: 'Deleted' }),
          expect.objectContaining({ kind: 'taxon', id: 11 }),
        ]),
      );
      for (const event of events) expect(JSON.stringify(event)).not.toMatch(/@/);
    });

    it('never delivers a name not in use as usable: added as not in use it never shows, withdrawn it is dropped', async () => {
      const events = await allEvents();
      const delivered = events.flatMap((e) => [...e.data.names, ...(e.data.entered?.names ?? [])]);
      expect(delivered.filter((n) => n.taxonomicStatus === ('NotInUse' as string))).toEqual([]);
      expect(delivered.map((n) => n.scientificName)).not.toContain('Helarctos vetus');
      const brevis = (await names()).get('Helarctos brevis')!;
      const withdrawing = events.findIndex((e) => e.data.withdrawn.includes(brevis));
      expect(withdrawing).toBeGreaterThan(0);
      expect(events.slice(withdrawing + 1).flatMap((e) => e.data.names.map((n) => n.scientificNameId))).not.toContain(brevis);
      const snapshot = await get('/api/v1/Feed/Snapshot');
      expect(snapshot).not.toContain('NotInUse');
      expect(snapshot).not.toContain('Helarctos brevis');
    });

    it('answers the whole feed from the stored texts with the same events as the CloudEvents SDK builds', async () => {
      const whole = await allEvents();
      const throughSdk = await allEvents('&subtree=-1'); // everything is below Biota: the same events, built by toCloudEvent
      expect(throughSdk.length).toBeGreaterThan(10);
      const byId = new Map(whole.map((e) => [e.id, e]));
      for (const event of throughSdk) expect(byId.get(event.id)).toEqual(event);
    });

    it('filters by type and by subtree as the subtree stood at each event', async () => {
      const merges = await allEvents('&types=taxa.merged,no.navnebase.register.v1.taxon.split');
      expect(merges.map((e) => e.type)).toEqual(['no.navnebase.register.v1.taxa.merged', 'no.navnebase.register.v1.taxon.split']);
      const helarctosEvents = await allEvents('&subtree=12');
      const move = helarctosEvents.find((e) => e.type.endsWith('name.moved'))!;
      // the moved taxon's names came whole: the new combination and the old one, now its synonym
      expect(move.data.entered?.names.map((n) => n.scientificName).sort()).toEqual(['Helarctos thibetanus', 'Ursus thibetanus']);
      const ursus = await allEvents(`&subtree=6`);
      const left = ursus.find((e) => e.data.left)!;
      expect(left.data.left).toEqual({ taxa: [9], names: [9] });
      expect(await taxonOf(9)).toBe(9);
    });

    it('answers a snapshot whose cursor is the feed position it was read at', async () => {
      const answer = await app.inject({ method: 'GET', url: '/api/v1/Feed/Snapshot?subtree=12' });
      expect(answer.headers['content-type']).toMatch(/application\/x-ndjson/);
      const lines = answer.body
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(lines[0]).toMatchObject({ kind: 'cursor', subtree: 12, contract: 'v1' });
      expect(answer.headers['feed-cursor']).toBe(lines[0].cursor);
      expect(lines.at(-1)).toEqual({ kind: 'end', cursor: lines[0].cursor, records: lines.length - 2 });
      const page = JSON.parse(await get(`/api/v1/Feed?after=${lines[0].cursor}`));
      expect(page.events).toEqual([]);
    });

    it('refuses bad input with problem JSON and needs no CSRF header', async () => {
      const cases: [string, number, string][] = [
        ['/api/v1/Feed?after=bogus', 400, 'INVALID_REQUEST'],
        ['/api/v1/Feed?limit=0', 400, 'INVALID_REQUEST'],
        ['/api/v1/Feed?limit=1001', 400, 'INVALID_REQUEST'],
        ['/api/v1/Feed?types=name.renamed', 400, 'INVALID_REQUEST'],
        ['/api/v1/Feed?subtree=abc', 400, 'INVALID_SCIENTIFIC_NAME_ID'],
        ['/api/v1/Feed?subtree=987654', 404, 'SCIENTIFIC_NAME_NOT_FOUND'],
        ['/api/v1/Feed/Snapshot?subtree=987654', 404, 'SCIENTIFIC_NAME_NOT_FOUND'],
      ];
      for (const [url, status, errorCode] of cases) {
        const answer = await app.inject({ method: 'GET', url });
        expect({ url, status: answer.statusCode, errorCode: answer.json().errorCode, detail: typeof answer.json().detail }).toEqual({
          url,
          status,
          errorCode,
          detail: 'string',
        });
      }
    });
  });
}
