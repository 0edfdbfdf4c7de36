import { nameRecordOf } from '@navnebase/projections';
import type { RegisterCommand, Rank } from '@navnebase/domain';
import type { SqlClient } from '@navnebase/event-store';
import { systemMetadata } from '../../testing/test-register.js';

/** Every kind of operation a random history draws from (the proof's generator). */
export const OPERATION_KINDS = [
  'add',
  'addSynonym',
  'edit',
  'vernacular',
  'merge',
  'rearrange',
  'swap',
  'swapTaxon',
  'split',
  'transfer',
  'delete',
  'import',
  'importVernacular',
  'withdraw',
] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];

/** One drawn operation: its kind and numbers that pick its names from the register as it is when it runs. */
export interface DrawnOperation {
  readonly kind: OperationKind;
  readonly a: number;
  readonly b: number;
}

interface NameRow {
  id: number;
  taxonId: number;
  name: string;
  rank: Rank;
  status: string;
}

const registerNames = async (sql: SqlClient): Promise<NameRow[]> => {
  const { rows } = await sql.query<{ scientific_name_id: string; taxon_id: string; scientific_name: string; record: { rank: Rank }; status: string }>(
    `SELECT n.scientific_name_id, n.taxon_id, n.scientific_name, ${nameRecordOf('n')} AS record, n.status FROM rm_name n WHERE n.scientific_name_id > 0 ORDER BY n.scientific_name_id`,
  );
  return rows.map((r) => ({
    id: Number(r.scientific_name_id),
    taxonId: Number(r.taxon_id),
    name: r.scientific_name,
    rank: r.record.rank,
    status: r.status,
  }));
};

const pick = <T>(items: readonly T[], n: number): T | undefined => (items.length ? items[n % items.length] : undefined);

/**
 * The command a drawn operation stands for, on the register as it is now (undefined when there is nothing to pick).
 * Many draws are refused by the domain (a homonym, a rank rule); the history goes on without them.
 */
export const commandFor = async (sql: SqlClient, op: DrawnOperation, step: number): Promise<RegisterCommand | undefined> => {
  const all = await registerNames(sql);
  const main = all.filter((n) => n.status === 'Accepted' || n.status === 'Unresolved');
  const species = main.filter((n) => n.rank === 'Species');
  const genera = main.filter((n) => n.rank === 'Genus');
  const synonyms = all.filter((n) => n.status === 'Synonym');
  const namesOf = (taxonId: number) => all.filter((n) => n.taxonId === taxonId);
  const metadata = systemMetadata({
    commandId: `prop-${step}-${op.kind}-${op.a}-${op.b}`,
    correlationId: `prop-${step}`,
    remark: `Tilfeldig ${op.kind}`,
  });
  const word = `${op.kind.slice(0, 3)}${op.a % 97}x${step}`;
  switch (op.kind) {
    case 'add': {
      const genus = pick(genera, op.a);
      return (
        genus && {
          type: 'AddTaxon',
          data: { parentScientificNameId: genus.id, rank: 'Species', scientificName: word, author: 'Test, 2026' },
          metadata,
        }
      );
    }
    case 'addSynonym': {
      const target = pick(species, op.a);
      return target && { type: 'AddTaxon', data: { synonymToId: target.id, scientificName: `Ursus ${word}`, author: 'Syn, 1900' }, metadata };
    }
    case 'edit': {
      const name = pick(all, op.a);
      return name && { type: 'EditScientificName', data: { scientificNameId: name.id, author: `Forfatter ${op.b % 50}` }, metadata };
    }
    case 'vernacular': {
      const taxon = pick(main, op.a);
      return (
        taxon && {
          type: 'UpdateVernacularNames',
          data: {
            taxonId: taxon.taxonId,
            vernacularNames: [
              { vernacularName: `navn${word}`, languageIsoCode: op.b % 2 ? 'nn' : 'nb', vernacularNameStatus: 'NotRecommended', operation: 'added' },
            ],
          },
          metadata,
        }
      );
    }
    case 'merge': {
      const first = pick(species, op.a);
      const second = pick(species, op.b);
      if (!first || !second || first.taxonId === second.taxonId) return undefined;
      return {
        type: 'SynonymizeTaxa',
        data: {
          scientificNames: [
            ...namesOf(first.taxonId).map((n) => ({
              nameId: n.id,
              taxonomicStatus: n.id === first.id ? 'Accepted' : n.status === 'NotInUse' ? 'NotInUse' : 'Synonym',
            })),
            ...namesOf(second.taxonId).map((n) => ({ nameId: n.id, taxonomicStatus: n.status === 'NotInUse' ? 'NotInUse' : 'Synonym' })),
          ] as { nameId: number; taxonomicStatus: 'Accepted' | 'Synonym' | 'NotInUse' }[],
        },
        metadata,
      };
    }
    case 'rearrange': {
      const taxon = pick(
        species.filter((s) => namesOf(s.taxonId).some((n) => n.status === 'Synonym')),
        op.a,
      );
      if (!taxon) return undefined;
      const synonym = pick(
        namesOf(taxon.taxonId).filter((n) => n.status === 'Synonym'),
        op.b,
      )!;
      return {
        type: 'RearrangeTaxonNames',
        data: {
          oldTaxonId: taxon.taxonId,
          scientificNames: [
            { nameId: taxon.id, taxonomicStatus: 'Synonym' },
            { nameId: synonym.id, taxonomicStatus: 'Accepted' },
          ],
          // a new main name always gives the taxon a new id
          keepTaxonId: false,
        },
        metadata,
      };
    }
    case 'swap': {
      const taxon = pick(species, op.a);
      const genus =
        taxon && all.find((n) => n.rank === 'Genus' && taxon.name.startsWith(`${n.name} `) && (n.status === 'Accepted' || n.status === 'Unresolved'));
      if (!taxon || !genus) return undefined;
      return {
        type: 'RearrangeTaxonNames',
        data: {
          oldTaxonId: taxon.taxonId,
          scientificNames: [{ nameId: taxon.id, taxonomicStatus: 'Synonym' }],
          newScientificNames: [{ parentScientificNameId: genus.id, scientificName: word, author: 'Ny, 2026', taxonomicStatus: 'Accepted' }],
          keepTaxonId: false,
        },
        metadata,
      };
    }
    case 'swapTaxon': {
      const synonym = pick(synonyms, op.a);
      const target = pick(species, op.b);
      if (!synonym || !target || target.taxonId === synonym.taxonId) return undefined;
      return { type: 'SwapTaxon', data: { scientificNameId: synonym.id, targetTaxonId: target.taxonId, taxonomicStatus: 'Synonym' }, metadata };
    }
    case 'split': {
      const taxon = pick(
        species.filter((s) => namesOf(s.taxonId).some((n) => n.status === 'Synonym')),
        op.a,
      );
      if (!taxon) return undefined;
      const [other, ...rest] = namesOf(taxon.taxonId).filter((n) => n.id !== taxon.id);
      return {
        type: 'SplitTaxon',
        data: {
          oldTaxonId: taxon.taxonId,
          newTaxons: [
            {
              scientificNames: [
                { nameId: taxon.id, taxonomicStatus: 'Accepted' },
                ...rest.map((n) => ({ nameId: n.id, taxonomicStatus: n.status === 'NotInUse' ? ('NotInUse' as const) : ('Synonym' as const) })),
              ],
            },
            { scientificNames: [{ nameId: other!.id, taxonomicStatus: 'Accepted' }] },
          ],
        },
        metadata,
      };
    }
    case 'transfer': {
      const moving = pick(species, op.a);
      const genus = pick(genera, op.b);
      if (!moving || !genus) return undefined;
      return {
        type: 'TransferParent',
        data: { scientificNameId: moving.id, newParentScientificNameId: genus.id, authorEditor: 'Test, 2026' },
        metadata,
      };
    }
    case 'delete': {
      const name = pick(all, op.a);
      return name && { type: 'DeleteScientificName', data: { scientificNameId: name.id, deleteTaxon: op.b % 2 === 0 }, metadata };
    }
    case 'import': {
      const family = pick(
        main.filter((n) => n.rank === 'Family'),
        op.a,
      );
      if (!family) return undefined;
      const genus = `Genus${word}`;
      return {
        type: 'ImportTaxa',
        data: {
          importId: `prop-import-${step}`,
          source: 'test',
          batchSize: 1 + (op.b % 3),
          taxa: [
            {
              key: 'g',
              parentTaxonId: family.taxonId,
              mainName: { scientificName: genus, author: 'Imp, 2000', rank: 'Genus', taxonomicStatus: 'Accepted' },
              synonyms: [],
              vernacularNames: [],
            },
            {
              key: 's',
              parentKey: 'g',
              mainName: { scientificName: `${genus} primus`, author: 'Imp, 2000', rank: 'Species', taxonomicStatus: 'Accepted' },
              synonyms: [
                { scientificName: `${genus} secundus`, author: 'Imp, 2001', rank: 'Species', taxonomicStatus: op.b % 2 ? 'Synonym' : 'NotInUse' },
              ],
              vernacularNames: [{ vernacularName: `importert${word}`, languageIsoCode: 'nb', status: 'Recommended' }],
            },
          ],
        },
        metadata,
      };
    }
    case 'importVernacular': {
      const taxon = pick(main, op.a);
      return (
        taxon && {
          type: 'ImportVernacularNames',
          data: {
            importId: `prop-vern-${step}`,
            source: 'test',
            names: [{ taxonId: taxon.taxonId, vernacularName: `se${word}`, languageIsoCode: 'se', status: 'NotRecommended' }],
          },
          metadata,
        }
      );
    }
    case 'withdraw': {
      const synonym = pick(synonyms, op.a);
      const mainName = synonym && main.find((n) => n.taxonId === synonym.taxonId);
      if (!synonym || !mainName) return undefined;
      return {
        type: 'RearrangeTaxonNames',
        data: {
          oldTaxonId: synonym.taxonId,
          scientificNames: [
            { nameId: mainName.id, taxonomicStatus: mainName.status as 'Accepted' },
            { nameId: synonym.id, taxonomicStatus: 'NotInUse', nomenclaturalStatus: ['NotInUse'] },
          ],
          keepTaxonId: true,
        },
        metadata,
      };
    }
  }
};
