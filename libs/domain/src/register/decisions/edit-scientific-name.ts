import { genusPart, sameScientificName } from '../../taxonomy/name-format.js';
import { isGenusOrBelow, isInfraspecific, isSpeciesOrBelow, rankId, type Rank } from '../../taxonomy/ranks.js';
import type { EditScientificName } from '../commands.js';
import { Errors } from '../errors.js';
import type { HistoryEntry, HistoryItem, RecordChange, ScientificNameEdited } from '../events.js';
import { historyItem } from '../history.js';
import type { ScientificNameRecord, TaxonId, TaxonRecord } from '../records.js';
import { childrenOf, mainNameOf, namesOfTaxon, type RegisterState } from '../state.js';
import {
  checkedAuthor,
  checkedComment,
  checkedScientificName,
  checkedText,
  requireAuthorFor,
  validAttributes,
  validNomenclaturalStatuses,
  validReferences,
} from '../validation.js';
import { withLegacyAttributesKept } from '../legacy-attributes.js';
import { requireValidNameStatusesIn } from './name-status-checks.js';

type Data = EditScientificName['data'];

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The first two words of a name at species rank or below ("Salix lapponum subsp. x" -> "Salix lapponum"). */
const binomialOf = (name: string) => name.trim().split(/\s+/).slice(0, 2).join(' ');

/** The edited fields; a field left out of the request keeps its stored value. */
const editedRecord = (before: ScientificNameRecord, data: Data): ScientificNameRecord => {
  const scientificName = data.scientificName === undefined ? before.scientificName : checkedScientificName(data.scientificName);
  if (!scientificName) throw Errors.nameRequired();
  return {
    ...before,
    scientificName,
    author: data.author === undefined ? before.author : checkedAuthor(data.author),
    references: data.references === undefined ? before.references : validReferences(data.references),
    comment: data.comment === undefined ? before.comment : checkedComment(data.comment),
    nomenclaturalStatuses:
      data.nomenclaturalStatus === undefined ? before.nomenclaturalStatuses : validNomenclaturalStatuses(data.nomenclaturalStatus),
    // Legacy flags are kept as stored and cannot be set (spec 1 §1).
    attributes: data.attributes === undefined ? before.attributes : withLegacyAttributesKept(validAttributes(data.attributes), before.attributes),
    speciesComplex: data.speciesComplex === undefined ? before.speciesComplex : checkedText(data.speciesComplex, 'Artskomplekset', 'speciesComplex'),
  };
};

/**
 * Below genus, a main name keeps the genus part of its parent (and an infraspecific name the species part):
 * moving a name to another genus is a transfer, not an edit.
 */
const requireConsistentWithParent = (state: RegisterState, name: ScientificNameRecord, parentId: TaxonId | null): void => {
  if (parentId === null || rankId(name.rank) <= rankId('Genus') || name.rank === 'Unknown') return;
  const parent = mainNameOf(state, parentId);
  if (!parent || !isGenusOrBelow(parent.rank)) return;
  const genus = genusPart(parent.scientificName);
  if (genusPart(name.scientificName) !== genus) throw Errors.genusPartMismatch(genus);
  if (isInfraspecific(name.rank) && isSpeciesOrBelow(parent.rank)) {
    const binomial = binomialOf(parent.scientificName);
    if (!name.scientificName.startsWith(`${binomial} `)) throw Errors.genusPartMismatch(binomial);
  }
};

/** The new text of a descendant's main name after its ancestor `from` was respelled `to` (undefined: unaffected). */
const respelled = (descendant: string, rank: Rank, from: string, to: string): string | undefined => {
  if (rank === 'Genus') {
    const [first, ...rest] = descendant.split(' ');
    if (genusPart(descendant) !== genusPart(from)) return undefined;
    const hybrid = first!.startsWith('×') && !to.startsWith('×') ? '×' : '';
    return [`${hybrid}${to}`, ...rest].join(' ');
  }
  if (isSpeciesOrBelow(rank) && descendant.startsWith(`${from} `)) return `${to}${descendant.slice(from.length)}`;
  return undefined;
};

/** Main names in the subtree whose text repeats the respelled name (a genus's species, a species's subspecies). */
const descendantRespellings = (state: RegisterState, taxonId: TaxonId, before: ScientificNameRecord, after: ScientificNameRecord) => {
  const changes: { before: ScientificNameRecord; after: ScientificNameRecord }[] = [];
  if (before.scientificName === after.scientificName || (before.rank !== 'Genus' && !isSpeciesOrBelow(before.rank))) return changes;
  const queue = childrenOf(state, taxonId);
  while (queue.length) {
    const child = queue.shift()!;
    queue.push(...childrenOf(state, child));
    const main = mainNameOf(state, child);
    if (!main || rankId(main.rank) <= rankId(before.rank)) continue;
    const text = respelled(main.scientificName, before.rank, before.scientificName, after.scientificName);
    if (text && text !== main.scientificName) changes.push({ before: main, after: { ...main, scientificName: text } });
  }
  return changes;
};

const editItem = (state: RegisterState, name: ScientificNameRecord, taxon: TaxonRecord, isMain: boolean): HistoryItem => ({
  ...historyItem(state, name),
  author: name.author,
  nomenclaturalStatuses: name.nomenclaturalStatuses,
  attributes: name.attributes,
  references: name.references,
  comment: name.comment,
  ...(isMain && isSpeciesOrBelow(name.rank) && taxon.existsInNorway !== null ? { existsInNorway: taxon.existsInNorway } : {}),
});

/**
 * EditScientificName (spec 1 §2 "Redigering som ikke medfører meningsendring", §7): spelling, author, references,
 * comment, nomenclatural status, attributes, species complex and exists-in-Norway. Rank, taxonomic status and
 * taxon stay. A respelled genus (or species) respells the main names below it that repeat it.
 */
export const editScientificName = ({ data, metadata }: EditScientificName, state: RegisterState): [ScientificNameEdited] => {
  const before = state.names.get(data.scientificNameId);
  if (!before) throw Errors.nameNotFound(data.scientificNameId);
  if (before.id < 0) throw Errors.builtInTaxon();
  if (data.taxonId !== undefined && data.taxonId !== null && data.taxonId !== before.taxonId) throw Errors.nameOfOtherTaxon();
  const taxon = state.taxa.get(before.taxonId);
  if (!taxon) throw Errors.taxonNotFound(before.taxonId);
  const main = mainNameOf(state, before.taxonId);
  const isMain = main?.id === before.id;

  const after = editedRecord(before, data);
  requireAuthorFor(after.rank, after.author);
  requireValidNameStatusesIn(state, after.taxonId, after);
  if (isMain && after.scientificName !== before.scientificName) requireConsistentWithParent(state, after, taxon.parentId);

  const sameText = (n: ScientificNameRecord) => sameScientificName(n.scientificName, after.scientificName) && n.author === after.author;
  if (namesOfTaxon(state, before.taxonId).some((n) => n.id !== before.id && sameText(n))) throw Errors.duplicateName(after.scientificName);
  if (isMain && taxon.parentId !== null) {
    const siblings = childrenOf(state, taxon.parentId).filter((id) => id !== taxon.id);
    if (
      siblings.some((id) => {
        const m = mainNameOf(state, id);
        return m !== undefined && sameText(m);
      })
    )
      throw Errors.duplicateName(after.scientificName);
  }

  let taxonAfter = taxon;
  if (data.existsInNorway !== undefined && data.existsInNorway !== null) {
    if (!isMain || !isSpeciesOrBelow(before.rank)) throw Errors.existsInNorwayNotApplicable();
    if (taxon.existsInNorway !== data.existsInNorway) taxonAfter = { ...taxon, existsInNorway: data.existsInNorway };
  }

  const respellings = isMain ? descendantRespellings(state, taxon.id, before, after) : [];
  if (sameJson(before, after) && taxonAfter === taxon) throw Errors.noChange();

  const names: RecordChange<ScientificNameRecord>[] = [{ before, after }, ...respellings];
  const newTextOf = new Map<TaxonId, string>([
    [taxon.id, after.scientificName],
    ...respellings.map((r) => [r.after.taxonId, r.after.scientificName] as const),
  ]);
  const entry = {
    changeType: 'Edit' as const,
    dataBefore: [editItem(state, before, taxon, isMain)],
    dataAfter: [editItem(state, after, taxonAfter, isMain)],
  };
  const history: HistoryEntry[] = [
    { scientificNameId: before.id, ...entry },
    ...(!isMain && main ? [{ scientificNameId: main.id, ...entry }] : []),
    ...respellings.map((r) => {
      const item = historyItem(state, r.after);
      const parentId = state.taxa.get(r.after.taxonId)?.parentId ?? null;
      const parentName = parentId === null ? undefined : newTextOf.get(parentId);
      return {
        scientificNameId: r.before.id,
        changeType: 'Edit' as const,
        dataBefore: [historyItem(state, r.before)],
        dataAfter: [parentName ? { ...item, parentScientificName: parentName } : item],
      };
    }),
  ];
  return [
    {
      type: 'ScientificNameEdited',
      data: {
        scientificNameId: before.id,
        taxonId: before.taxonId,
        effects: { names, taxa: taxonAfter === taxon ? [] : [{ before: taxon, after: taxonAfter }] },
        history,
      },
      metadata,
    },
  ];
};
