import { attachHybridSigns, composeScientificName, preName, scientificNameWithAuthor, typedOwnPart } from '../../taxonomy/name-format.js';
import { isBelow, isSpeciesOrBelow, type Rank } from '../../taxonomy/ranks.js';
import { isMainStatus, isTaxonomicStatus } from '../../taxonomy/statuses.js';
import type { NameStatusInput, NewScientificNameInput, VernacularNameInput } from '../commands.js';
import { Errors } from '../errors.js';
import { idsOf } from '../id-group.js';
import type { Effects, RecordChange } from '../events.js';
import type { ScientificNameId, ScientificNameRecord, Successor, TaxonId, TaxonRecord, VernacularNameId, VernacularNameRecord } from '../records.js';
import { clearNomenclaturalStatusesFor } from '../../taxonomy/nomenclatural-status-rules.js';
import { ancestorsOf, childrenOf, isAnimal, isFungus, mainNameOf, rankOfTaxon, type RegisterState } from '../state.js';
import { withLegacyAttributesKept } from '../legacy-attributes.js';
import { requireValidNameStatuses, requireValidNameStatusesIn } from './name-status-checks.js';
import {
  checkedScientificName,
  nameFields,
  requireAuthorFor,
  validAttributes,
  validateVernacularNames,
  validNomenclaturalStatuses,
  vernacularInputs,
} from '../validation.js';

/** Helpers shared by the operations that reshape taxa: merge, rearrange/swap, swap taxon and split. */

export const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A name as the user recognises it in an error text: "Ursus arctos Linnaeus, 1758 (7)". */
export const label = (name: Pick<ScientificNameRecord, 'id' | 'scientificName' | 'author'>): string =>
  `${scientificNameWithAuthor(name)} (${name.id})`;

/** A taxon an operation may reshape: it exists, is not one of the built-in spheres, and has its current name (spec 2 §2.2). */
export const requireOperableTaxon = (state: RegisterState, taxonId: TaxonId): { taxon: TaxonRecord; main: ScientificNameRecord } => {
  const taxon = state.taxa.get(taxonId);
  if (!taxon) throw Errors.taxonNotFound(taxonId);
  if (taxonId < 0) throw Errors.builtInTaxon();
  const main = mainNameOf(state, taxonId);
  if (!main) throw Errors.currentNameMissing();
  return { taxon, main };
};

/**
 * The name with the status an operation gives it. Nomenclatural statuses and attributes are replaced when given
 * (and then checked against the taxonomic status); when left out they are kept, cleared by the status rules where
 * a change of taxonomic status demands it (spec 1 §4: subordinate statuses stay unless they must change).
 * `contextTaxonId` decides the fungi rule; it defaults to the taxon the name ends up in, or the one it leaves.
 */
export const withStatus = (
  state: RegisterState,
  name: ScientificNameRecord,
  input: NameStatusInput,
  taxonId: TaxonId = name.taxonId,
  contextTaxonId: TaxonId = state.taxa.has(taxonId) ? taxonId : name.taxonId,
): ScientificNameRecord => {
  if (!isTaxonomicStatus(input.taxonomicStatus)) throw Errors.taxonomicStatusRequired();
  const taxonomicStatus = input.taxonomicStatus;
  const context = { isFungus: isFungus(state, contextTaxonId) };
  const given = input.nomenclaturalStatus !== undefined || input.attributes !== undefined;
  if (given) {
    const nomenclaturalStatuses =
      input.nomenclaturalStatus === undefined ? name.nomenclaturalStatuses : validNomenclaturalStatuses(input.nomenclaturalStatus);
    const attributes =
      input.attributes === undefined ? name.attributes : withLegacyAttributesKept(validAttributes(input.attributes), name.attributes);
    const result = { ...name, taxonId, taxonomicStatus, nomenclaturalStatuses, attributes };
    const unchanged =
      taxonomicStatus === name.taxonomicStatus && same(nomenclaturalStatuses, name.nomenclaturalStatuses) && same(attributes, name.attributes);
    if (!unchanged) requireValidNameStatuses(result, context);
    return result;
  }
  if (taxonomicStatus === name.taxonomicStatus) return { ...name, taxonId };
  return { ...name, taxonId, taxonomicStatus, ...clearNomenclaturalStatusesFor(taxonomicStatus, name, context) };
};

/** Exactly one accepted-or-unresolved name among a taxon's names (spec 1 §5, spec 2 §4.1). */
export const requireOneMainName = (names: readonly ScientificNameRecord[]): ScientificNameRecord => {
  const main = names.filter((n) => isMainStatus(n.taxonomicStatus));
  if (main.length === 0) throw Errors.noMainName();
  if (main.length > 1) throw Errors.moreThanOneMainName();
  return main[0]!;
};

/** Status inputs by name id, refusing a name given twice or an unknown name. */
export const statusInputsById = (state: RegisterState, inputs: readonly NameStatusInput[]): Map<ScientificNameId, NameStatusInput> => {
  const byId = new Map<ScientificNameId, NameStatusInput>();
  for (const input of inputs) {
    const name = state.names.get(input.nameId);
    if (!name) throw Errors.nameNotFound(input.nameId);
    if (byId.has(input.nameId)) throw Errors.nameListedTwice(label(name));
    byId.set(input.nameId, input);
  }
  return byId;
};

/** Exists in Norway is set only for a main name of species rank or below (spec 1 §5, spec 2 §5). */
export const existsInNorwayFor = (main: ScientificNameRecord, given: boolean | null | undefined, fallback: boolean | null): boolean | null => {
  if (!isSpeciesOrBelow(main.rank)) {
    if (given !== undefined && given !== null) throw Errors.existsInNorwayNotApplicable();
    return null;
  }
  return given ?? fallback;
};

// ---- new names ----

/** The parent chosen for a new name: its taxon and that taxon's main name. */
export const parentForNewName = (state: RegisterState, input: NewScientificNameInput) => {
  if (input.parentScientificNameId === undefined || input.parentScientificNameId === null) return undefined;
  const parentName = state.names.get(input.parentScientificNameId);
  const main = parentName && mainNameOf(state, parentName.taxonId);
  if (!parentName || !main) throw Errors.parentNotFound();
  return { taxonId: parentName.taxonId, main };
};

/**
 * A scientific name created in an operation, composed like AddTaxon composes one: with a parent chosen the typed
 * text is the new part (the epithet), without one it is the whole name. The rank defaults to `defaultRank`.
 */
export const newNameRecord = (
  state: RegisterState,
  input: NewScientificNameInput,
  at: { id: ScientificNameId; taxonId: TaxonId; defaultRank: Rank; codeTaxonId: TaxonId },
): ScientificNameRecord => {
  if (!isTaxonomicStatus(input.taxonomicStatus)) throw Errors.taxonomicStatusRequired();
  const rank = input.rank ?? at.defaultRank;
  const fields = nameFields(input);
  const parent = parentForNewName(state, input);
  const typed = checkedScientificName(input.scientificName);
  if (!typed) throw Errors.nameRequired();
  const animal = isAnimal(state, parent?.taxonId ?? at.codeTaxonId);
  let scientificName = typed;
  if (parent) {
    const own = typedOwnPart(typed, preName(parent.main, rank, animal));
    if (/\s/.test(own.replace(/^× /, '×'))) throw Errors.nameInvalid();
    scientificName = composeScientificName(parent.main, rank, own, { isAnimal: animal, isHybrid: fields.attributes.includes('Hybrid') });
  }
  requireAuthorFor(rank, fields.author);
  requireValidNameStatusesIn(state, parent?.taxonId ?? at.codeTaxonId, { taxonomicStatus: input.taxonomicStatus, ...fields });
  return { id: at.id, taxonId: at.taxonId, scientificName, rank, taxonomicStatus: input.taxonomicStatus, ...fields };
};

/** Refuses a new name equal (name and author) to another name of the taxon it joins. */
export const requireNewNamesDistinct = (created: readonly ScientificNameRecord[], all: readonly ScientificNameRecord[]): void => {
  const key = (n: ScientificNameRecord) => `${attachHybridSigns(n.scientificName).toLowerCase()}|${n.author}`;
  for (const n of created) {
    if (all.some((other) => other.id !== n.id && key(other) === key(n))) throw Errors.duplicateName(n.scientificName);
  }
};

// ---- vernacular names ----

/**
 * A taxon's new vernacular list from the client's full list: entries with the id of a known vernacular name keep
 * that id, new ones take the next free ids. Validated as one list (unique per language, one recommended).
 */
export const vernacularList = (
  inputs: readonly VernacularNameInput[],
  known: ReadonlyMap<VernacularNameId, VernacularNameRecord>,
  nextId: { value: number },
  used: Set<VernacularNameId> = new Set(),
): VernacularNameRecord[] => {
  const shaped = vernacularInputs(inputs);
  const withIds = shaped.map((v, i) => {
    const nameId = inputs[i]!.nameId;
    if (nameId === undefined || nameId === null) return { ...v, id: nextId.value++ };
    if (!known.has(nameId)) throw Errors.vernacularNameUnknown(nameId);
    if (used.has(nameId)) throw Errors.vernacularListedTwice(v.vernacularName);
    used.add(nameId);
    return { ...v, id: nameId };
  });
  return validateVernacularNames(withIds);
};

/** The vernacular names of several taxa by id. */
export const vernacularNamesOf = (taxa: readonly TaxonRecord[]): Map<VernacularNameId, VernacularNameRecord> =>
  new Map(taxa.flatMap((t) => t.vernacularNames.map((v) => [v.id, v] as const)));

// ---- effects and history ----

/** Collects one before/after change per record, read against the state before the operation. */
export const effectsDraft = (state: RegisterState) => {
  const names = new Map<ScientificNameId, RecordChange<ScientificNameRecord>>();
  const taxa = new Map<TaxonId, RecordChange<TaxonRecord>>();
  const successors: Successor[] = [];
  return {
    name(after: ScientificNameRecord) {
      names.set(after.id, { before: state.names.get(after.id) ?? null, after });
    },
    taxon(id: TaxonId, after: TaxonRecord | null) {
      taxa.set(id, { before: state.taxa.get(id) ?? null, after });
    },
    successor(successor: Successor) {
      successors.push(successor);
    },
    /** The effects, without records that did not change. */
    build(): Effects {
      const changed = <R>(c: RecordChange<R>) => !same(c.before, c.after);
      return {
        names: [...names.values()].filter(changed),
        taxa: [...taxa.values()].filter(changed),
        ...(successors.length ? { successors } : {}),
      };
    },
  };
};

/**
 * A taxon's main name may change rank in an operation (a subspecies name made current, say): the new rank must
 * still lie below the parent's rank and above every child's rank.
 */
export const requireRankFits = (state: RegisterState, taxonId: TaxonId, rank: Rank): void => {
  if (rankOfTaxon(state, taxonId) === rank) return;
  const parentId = state.taxa.get(taxonId)?.parentId ?? null;
  const parentRank = parentId === null ? undefined : rankOfTaxon(state, parentId);
  if (parentRank && !isBelow(rank, parentRank)) throw Errors.rankNotBetweenParentAndChildren();
  for (const child of childrenOf(state, taxonId)) {
    const childRank = rankOfTaxon(state, child);
    if (childRank && !isBelow(childRank, rank)) throw Errors.rankNotBetweenParentAndChildren();
  }
};

/** The children of a taxon, moved under another taxon (as before/after records). */
export const movedChildren = (state: RegisterState, from: TaxonId, to: TaxonId): TaxonRecord[] =>
  [...idsOf(state.childrenByTaxon.get(from))].map((id) => ({ ...state.taxa.get(id)!, parentId: to }));

/**
 * The nearest taxon above all the given parents whose main name is accepted (the parents themselves included):
 * where downstream services file records they cannot assign to one of the new taxa after a split.
 */
export const nearestCommonAcceptedAncestor = (state: RegisterState, parents: readonly TaxonId[]): TaxonId | null => {
  if (parents.length === 0) return null;
  const paths = parents.map((p) => [...ancestorsOf(state, p), p]);
  let common: TaxonId[] = paths[0]!;
  for (const path of paths.slice(1)) {
    let i = 0;
    while (i < common.length && i < path.length && common[i] === path[i]) i++;
    common = common.slice(0, i);
  }
  for (let i = common.length - 1; i >= 0; i--) {
    if (mainNameOf(state, common[i]!)?.taxonomicStatus === 'Accepted') return common[i]!;
  }
  return null;
};

/** A taxon's current vernacular names as inputs (to extend a list the client did not send). */
export const asVernacularInputs = (records: readonly VernacularNameRecord[]): VernacularNameInput[] =>
  records.map((v) => ({
    nameId: v.id,
    vernacularName: v.vernacularName,
    languageIsoCode: v.languageIsoCode,
    vernacularNameStatus: v.status,
    reference: v.reference,
    comment: v.comment,
  }));
