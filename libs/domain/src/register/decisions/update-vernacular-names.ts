import type { UpdateVernacularNames, VernacularNameEntry } from '../commands.js';
import { Errors } from '../errors.js';
import type { HistoryEntry, VernacularNamesUpdated } from '../events.js';
import type { VernacularNameId, VernacularNameRecord } from '../records.js';
import { vernacularHistoryItem } from '../history.js';
import { mainNameOf, type RegisterState } from '../state.js';
import { validateVernacularNames, vernacularInputs } from '../validation.js';

type Operation = NonNullable<VernacularNameEntry['operation']>;

/** An entry without an operation marker: an existing name (with nameId) is modified, a new one added. */
const operationOf = (entry: VernacularNameEntry): Operation =>
  entry.operation ?? (entry.nameId !== undefined && entry.nameId !== null ? 'modified' : 'added');

const differs = (a: VernacularNameRecord, b: VernacularNameRecord) =>
  a.vernacularName !== b.vernacularName ||
  a.languageIsoCode !== b.languageIsoCode ||
  a.status !== b.status ||
  a.reference !== b.reference ||
  a.comment !== b.comment;

/**
 * UpdateVernacularNames (spec 1 §2 "Edit vernacular names", §3 "Saved vernacular names", §4, §5). Each entry says
 * what happens to one name: `added` creates it, `modified` replaces the stored name with that `nameId`, `deleted`
 * removes it. `none` entries are ignored: the stored name is kept as it is (the client's copy is not compared,
 * so a concurrent edit of that name is not undone). Names the request does not mention are kept. The resulting
 * list must satisfy the vernacular rules (unique per language, exactly one recommended name in each language
 * that has names; a single name becomes the recommended one). Only a taxon's names, never a synonym's.
 */
export const updateVernacularNames = ({ data, metadata }: UpdateVernacularNames, state: RegisterState): [VernacularNamesUpdated] => {
  const taxon = state.taxa.get(data.taxonId);
  if (!taxon) throw Errors.taxonNotFound(data.taxonId);
  if (taxon.id < 0) throw Errors.builtInTaxon();
  const main = mainNameOf(state, taxon.id);
  if (!main) throw Errors.vernacularOnlyForMainTaxon();

  const stored = new Map<VernacularNameId, VernacularNameRecord>(taxon.vernacularNames.map((v) => [v.id, v]));
  const replaced = new Map<VernacularNameId, VernacularNameRecord | null>();
  const added: VernacularNameRecord[] = [];
  let nextId = state.nextVernacularNameId;
  for (const entry of data.vernacularNames) {
    const operation = operationOf(entry);
    if (operation === 'none') continue;
    if (operation === 'added') {
      added.push({ ...vernacularInputs([entry])[0]!, id: nextId++ });
      continue;
    }
    const id = entry.nameId;
    if (id === undefined || id === null || !stored.has(id)) throw Errors.vernacularNotOnTaxon(Number(id));
    if (replaced.has(id)) throw Errors.vernacularEntryTwice(id);
    replaced.set(id, operation === 'deleted' ? null : { ...vernacularInputs([entry])[0]!, id });
  }

  const list = [
    ...taxon.vernacularNames.flatMap((v) => {
      const next = replaced.has(v.id) ? replaced.get(v.id)! : v;
      return next ? [next] : [];
    }),
    ...added,
  ];
  const after = validateVernacularNames(list);

  const afterById = new Map(after.map((v) => [v.id, v]));
  const inserted = after.filter((v) => !stored.has(v.id));
  const removed = taxon.vernacularNames.filter((v) => !afterById.has(v.id));
  const modified = taxon.vernacularNames.filter((v) => afterById.has(v.id) && differs(v, afterById.get(v.id)!));
  if (inserted.length + removed.length + modified.length === 0) throw Errors.noChange();

  const history: HistoryEntry[] = [
    ...(inserted.length
      ? [
          {
            scientificNameId: main.id,
            changeType: 'Inserted' as const,
            dataBefore: [],
            dataAfter: inserted.map((v) => vernacularHistoryItem(main, v)),
          },
        ]
      : []),
    ...(removed.length
      ? [{ scientificNameId: main.id, changeType: 'Remove' as const, dataBefore: removed.map((v) => vernacularHistoryItem(main, v)), dataAfter: [] }]
      : []),
    ...(modified.length
      ? [
          {
            scientificNameId: main.id,
            changeType: 'Edit' as const,
            dataBefore: modified.map((v) => vernacularHistoryItem(main, v)),
            dataAfter: modified.map((v) => vernacularHistoryItem(main, afterById.get(v.id)!)),
          },
        ]
      : []),
  ];
  return [
    {
      type: 'VernacularNamesUpdated',
      data: {
        taxonId: taxon.id,
        scientificNameId: main.id,
        effects: { taxa: [{ before: taxon, after: { ...taxon, vernacularNames: after } }], names: [] },
        history,
      },
      metadata,
    },
  ];
};
