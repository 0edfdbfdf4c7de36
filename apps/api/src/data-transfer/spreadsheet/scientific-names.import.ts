import {
  ANIMALIA_KINGDOM_ID,
  BIOTA_ID,
  attachHybridSigns,
  childrenOf,
  authorFlaw,
  composeScientificName,
  Errors,
  isAnimal,
  isBelow,
  isMainStatus,
  isSpeciesOrBelow,
  LANGUAGES,
  mainNameOf,
  planImport,
  rankLabel,
  scientificNameFlaw,
  type ImportedName,
  type ImportedTaxon,
  type ImportedVernacularName,
  type ImportTaxa,
  type NameAttribute,
  type NomenclaturalStatus,
  type OperationMetadata,
  type Rank,
  type Reference,
  type ReferenceType,
  type RegisterState,
  type TaxonId,
  type TaxonomicStatus,
} from '@navnebase/domain';
import {
  isError,
  MAX_LENGTH,
  parseAttributes,
  parseFlag,
  parseId,
  parseNomenclaturalStatuses,
  parseRank,
  parseTaxonomicStatus,
  splitList,
  tooLong,
  type Parsed,
} from './cell-values.js';
import { SCIENTIFIC_NAME_COLUMNS, vernacularColumnKey, type ScientificNameColumnKey } from './columns.js';
import { MAX_PROBLEMS, ProblemLedger } from '../problem-ledger.js';
import { matchHeader, reportTextFlaws, type SheetColumns } from './sheet-columns.js';
import type { Sheet } from './spreadsheet-reader.js';

/** One name row of a scientific name import, parsed. */
interface NameRow {
  readonly row: number;
  readonly nameKey?: number;
  readonly taxonKey?: number;
  readonly parentRef?: number;
  readonly acceptedTaxonRef?: number;
  readonly acceptedNameRef?: number;
  readonly rank: Rank;
  readonly typedName: string;
  readonly author: string;
  readonly status: TaxonomicStatus;
  readonly nomenclatural: NomenclaturalStatus[];
  readonly attributes: NameAttribute[];
  readonly references: Reference[];
  readonly comment: string;
  readonly existsInNorway: boolean | null;
  readonly vernacularNames: ImportedVernacularName[];
}

/** Where a main row hangs: under another row of the file, or under a taxon of the register. */
type Placement = { row: NameRow } | { taxonId: TaxonId; rank: Rank; name: string };

export interface ScientificNameImport {
  readonly problems: ProblemLedger;
  readonly command?: ImportTaxa;
  readonly counts: { taxa: number; names: number; synonyms: number; vernacularNames: number };
}

const REFERENCE_COLUMNS: readonly [ScientificNameColumnKey, ReferenceType][] = [
  ['citation', 'Citation'],
  ['url', 'Url'],
  ['doi', 'Doi'],
  ['urn', 'Urn'],
  ['taxonIdOrg', 'TaxonIdOrg'],
];

const sameText = (a: string, b: string) => a.toLocaleLowerCase('nb') === b.toLocaleLowerCase('nb');

/** Reads the rows of the sheet; every cell problem is reported, and rows with problems are left out. */
const readRows = (sheet: Sheet, columns: SheetColumns<ScientificNameColumnKey>, problems: ProblemLedger) => {
  const rows: NameRow[] = [];
  /** Keys of rows left out for their own problems: references to them are not reported again. */
  const failedKeys = new Set<number>();
  for (const line of sheet.rows) {
    const before = problems.total;
    reportTextFlaws(line, columns, problems, ['comment']);
    const text = (key: ScientificNameColumnKey) => columns.get(line, key).trim().normalize('NFC');
    const take = <T>(key: ScientificNameColumnKey, parsed: Parsed<T>): T | undefined => {
      if (isError(parsed)) {
        problems.refuse(line.row, columns.label(key), parsed.error);
        return undefined;
      }
      return parsed.value;
    };
    const limited = (key: ScientificNameColumnKey, max: number) => {
      const value = text(key).replace(/\s+/g, ' ');
      const problem = tooLong(value, max);
      if (problem) problems.refuse(line.row, columns.label(key), problem);
      return value;
    };
    const nameKey = take('scientificNameId', parseId(text('scientificNameId')));
    const taxonKey = take('taxonId', parseId(text('taxonId')));
    const parentRef = take('parentScientificNameId', parseId(text('parentScientificNameId')));
    const acceptedTaxonRef = take('acceptedTaxonId', parseId(text('acceptedTaxonId')));
    const acceptedNameRef = take('acceptedScientificNameId', parseId(text('acceptedScientificNameId')));
    const rank = take('rank', parseRank(text('rank')));
    const typedName = attachHybridSigns(limited('scientificName', MAX_LENGTH.name));
    if (!typedName) problems.refuse(line.row, columns.label('scientificName'), 'Mangler navn.');
    const nameFlaw = scientificNameFlaw(typedName);
    if (nameFlaw) problems.refuse(line.row, columns.label('scientificName'), nameFlaw);
    const author = limited('author', MAX_LENGTH.author);
    const authorProblem = authorFlaw(author);
    if (authorProblem) problems.refuse(line.row, columns.label('author'), authorProblem);
    const status = take('taxonomicStatus', parseTaxonomicStatus(text('taxonomicStatus')));
    const nomenclatural = take('nomenclaturalStatus', parseNomenclaturalStatuses(text('nomenclaturalStatus'))) ?? [];
    const attributes = take('attributes', parseAttributes(text('attributes'))) ?? [];
    const existsInNorway = take('existsInNorway', parseFlag(text('existsInNorway'), 'finnes i Norge'));
    const comment = limited('comment', MAX_LENGTH.comment);
    const references: Reference[] = [];
    for (const [key, referenceTypeId] of REFERENCE_COLUMNS) {
      for (const reference of splitList(text(key))) {
        const problem = tooLong(reference, MAX_LENGTH.reference);
        if (problem) problems.refuse(line.row, columns.label(key), problem);
        references.push({ referenceTypeId, reference });
      }
    }
    const isMain = status ? isMainStatus(status.status) : true;
    const vernacularNames: ImportedVernacularName[] = [];
    for (const language of LANGUAGES) {
      const key = vernacularColumnKey(language);
      const names = splitList(text(key));
      if (names.length && !isMain) {
        problems.refuse(line.row, columns.label(key), Errors.vernacularNotForSynonym().message);
        continue;
      }
      names.forEach((vernacularName, i) => {
        const problem = tooLong(vernacularName, MAX_LENGTH.vernacularName);
        if (problem) problems.refuse(line.row, columns.label(key), problem);
        if (names.findIndex((other) => sameText(other, vernacularName)) !== i) {
          problems.refuse(line.row, columns.label(key), Errors.vernacularDuplicate(vernacularName).message);
        }
        vernacularNames.push({ vernacularName, languageIsoCode: language, status: i === 0 ? 'Recommended' : 'NotRecommended' });
      });
    }
    if (rank && status && existsInNorway !== null && existsInNorway !== undefined && (!isMain || !isSpeciesOrBelow(rank))) {
      problems.refuse(line.row, columns.label('existsInNorway'), Errors.existsInNorwayNotApplicable().message);
    }
    if (problems.total > before || !rank || !status || existsInNorway === undefined) {
      if (nameKey !== undefined) failedKeys.add(nameKey);
      if (taxonKey !== undefined) failedKeys.add(taxonKey);
      continue;
    }
    rows.push({
      row: line.row,
      ...(nameKey !== undefined ? { nameKey } : {}),
      ...(taxonKey !== undefined ? { taxonKey } : {}),
      ...(parentRef !== undefined ? { parentRef } : {}),
      ...(acceptedTaxonRef !== undefined ? { acceptedTaxonRef } : {}),
      ...(acceptedNameRef !== undefined ? { acceptedNameRef } : {}),
      rank,
      typedName,
      author,
      status: status.status,
      nomenclatural: [...new Set([...status.nomenclatural, ...nomenclatural])],
      attributes,
      references,
      comment,
      existsInNorway,
      vernacularNames,
    });
  }
  return { rows, failedKeys };
};

/**
 * Turns the first sheet of a ScientificNames import (spec 2 §9) into one ImportTaxa command, checking the whole
 * file first: every row's problems are reported with row and column, and the command is built only when there
 * are none. Each accepted or unresolved row is a new taxon under its parent (a row of the file or a name in the
 * register); each synonym or not-in-use row joins the taxon of its accepted row in the file.
 */
export const scientificNamesImport = (
  sheet: Sheet,
  state: RegisterState,
  options: { importId: string; source: string; metadata: OperationMetadata },
): ScientificNameImport => {
  const problems = new ProblemLedger(MAX_PROBLEMS);
  const counts = { taxa: 0, names: 0, synonyms: 0, vernacularNames: 0 };
  const columns = matchHeader(sheet, SCIENTIFIC_NAME_COLUMNS, problems);
  if (!columns) return { problems, counts };
  if (sheet.rows.length === 0) {
    problems.refuse(null, null, 'Filen har ingen rader med navn under overskriftsraden.');
    return { problems, counts };
  }
  const { rows, failedKeys } = readRows(sheet, columns, problems);
  const label = columns.label.bind(columns);

  // Row keys: name ids and taxon ids as the file writes them.
  const byNameKey = new Map<number, NameRow>();
  const mainByTaxonKey = new Map<number, NameRow>();
  for (const row of rows) {
    if (row.nameKey !== undefined) {
      const other = byNameKey.get(row.nameKey);
      if (other) problems.refuse(row.row, label('scientificNameId'), `Navne-id-en ${row.nameKey} forekommer også i rad ${other.row}.`);
      else byNameKey.set(row.nameKey, row);
    }
    if (row.taxonKey !== undefined && isMainStatus(row.status)) {
      const other = mainByTaxonKey.get(row.taxonKey);
      if (other)
        problems.refuse(row.row, label('taxonId'), `Takson-id-en ${row.taxonKey} har allerede et gjeldende eller uavklart navn i rad ${other.row}.`);
      else mainByTaxonKey.set(row.taxonKey, row);
    }
  }

  // Placement of every main row.
  const placement = new Map<NameRow, Placement>();
  for (const row of rows.filter((r) => isMainStatus(r.status))) {
    const where = label('parentScientificNameId');
    if (row.parentRef === undefined) {
      if (row.rank === 'Kingdom') placement.set(row, { taxonId: BIOTA_ID, rank: 'Sphere', name: 'Biota' });
      else problems.refuse(row.row, where, 'Mangler overordnet navne-id.');
      continue;
    }
    const inFile = byNameKey.get(row.parentRef);
    if (!inFile && failedKeys.has(row.parentRef)) continue;
    if (inFile) {
      if (!isMainStatus(inFile.status)) {
        problems.refuse(row.row, where, `Overordnet navn (rad ${inFile.row}) er et synonym. Bruk id-en til taksonets gjeldende navn.`);
        continue;
      }
      if (!isBelow(row.rank, inFile.rank)) {
        problems.refuse(
          row.row,
          label('rank'),
          `Rangen ${rankLabel(row.rank)} ligger ikke under rangen til overordnet takson i rad ${inFile.row} (${rankLabel(inFile.rank)}).`,
        );
        continue;
      }
      placement.set(row, { row: inFile });
      continue;
    }
    const existing = state.names.get(row.parentRef);
    const main = existing ? mainNameOf(state, existing.taxonId) : undefined;
    if (!existing || !main) {
      problems.refuse(row.row, where, `Finner ikke overordnet navn med id ${row.parentRef}, verken i filen eller i registeret.`);
      continue;
    }
    if (!isBelow(row.rank, main.rank)) {
      problems.refuse(
        row.row,
        label('rank'),
        `Rangen ${rankLabel(row.rank)} ligger ikke under rangen til overordnet takson ${main.scientificName} (${rankLabel(main.rank)}).`,
      );
      continue;
    }
    placement.set(row, { taxonId: existing.taxonId, rank: main.rank, name: main.scientificName });
  }

  // Full names: a single word below genus is the new part, put together with the parent's name.
  const animalCache = new Map<NameRow, boolean>();
  const animal = (row: NameRow): boolean => {
    if (animalCache.has(row)) return animalCache.get(row)!;
    let result = false;
    if (row.rank === 'Kingdom') result = row.nameKey === ANIMALIA_KINGDOM_ID || sameText(row.typedName, 'Animalia');
    else {
      const place = placement.get(row);
      if (place && 'row' in place) result = animal(place.row);
      else if (place) result = isAnimal(state, place.taxonId);
    }
    animalCache.set(row, result);
    return result;
  };
  const fullNames = new Map<NameRow, string>();
  const fullName = (row: NameRow): string => {
    const known = fullNames.get(row);
    if (known !== undefined) return known;
    let name = row.typedName;
    const composable = isMainStatus(row.status) && !/\s/.test(name) && isBelow(row.rank, 'Genus');
    const place = placement.get(row);
    if (composable && place) {
      const parent =
        'row' in place ? { scientificName: fullName(place.row), rank: place.row.rank } : { scientificName: place.name, rank: place.rank };
      name = composeScientificName(parent, row.rank, name, { isAnimal: animal(row), isHybrid: row.attributes.includes('Hybrid') });
    }
    fullNames.set(row, name);
    return name;
  };

  // Synonyms join the taxon of their accepted row.
  const synonymsOf = new Map<NameRow, NameRow[]>();
  for (const row of rows.filter((r) => !isMainStatus(r.status))) {
    if (isSpeciesOrBelow(row.rank) && !/\s/.test(row.typedName)) {
      problems.refuse(
        row.row,
        label('scientificName'),
        `Synonymer skrives med hele navnet (for eksempel «Ursus horribilis»), ikke bare «${row.typedName}».`,
      );
    }
    let target: NameRow | undefined;
    const check = (candidate: NameRow | undefined, column: ScientificNameColumnKey, ref: number, kind: string): boolean => {
      if (!candidate) {
        if (failedKeys.has(ref)) return false;
        const existing = kind === 'navne-id' ? state.names.get(ref) : state.taxa.get(ref);
        problems.refuse(
          row.row,
          label(column),
          existing
            ? `${kind === 'navne-id' ? 'Navnet' : 'Taksonet'} ${ref} finnes i registeret, men ikke i filen. Synonymer kan bare importeres sammen med taksonets gjeldende navn; legg til synonymer på eksisterende taksa fra navnesiden.`
            : `Finner ikke gjeldende navn med ${kind} ${ref} i filen.`,
        );
        return false;
      }
      if (!isMainStatus(candidate.status)) {
        problems.refuse(row.row, label(column), `Rad ${candidate.row} er selv et synonym. Vis til taksonets gjeldende navn.`);
        return false;
      }
      if (target && target !== candidate) {
        problems.refuse(
          row.row,
          label(column),
          `Viser til et annet gjeldende navn (rad ${candidate.row}) enn de andre kolonnene (rad ${target.row}).`,
        );
        return false;
      }
      target = candidate;
      return true;
    };
    let ok = true;
    if (row.acceptedNameRef !== undefined)
      ok = check(byNameKey.get(row.acceptedNameRef), 'acceptedScientificNameId', row.acceptedNameRef, 'navne-id') && ok;
    if (row.acceptedTaxonRef !== undefined)
      ok = check(mainByTaxonKey.get(row.acceptedTaxonRef), 'acceptedTaxonId', row.acceptedTaxonRef, 'takson-id') && ok;
    if (row.acceptedNameRef === undefined && row.acceptedTaxonRef === undefined && row.taxonKey !== undefined) {
      ok = check(mainByTaxonKey.get(row.taxonKey), 'taxonId', row.taxonKey, 'takson-id') && ok;
    } else if (ok && target && row.taxonKey !== undefined && target.taxonKey !== undefined && row.taxonKey !== target.taxonKey) {
      problems.refuse(row.row, label('taxonId'), `Takson-id-en ${row.taxonKey} er ikke takson-id-en til det gjeldende navnet (${target.taxonKey}).`);
      ok = false;
    }
    if (!target) {
      if (ok) {
        problems.refuse(
          row.row,
          columns.has('acceptedScientificNameId') ? label('acceptedScientificNameId') : label('acceptedTaxonId'),
          'Et synonym må vise til taksonets gjeldende navn (kolonnen acceptedScientificNameId eller acceptedTaxonId).',
        );
      }
      continue;
    }
    if (!ok) continue;
    const list = synonymsOf.get(target) ?? [];
    list.push(row);
    synonymsOf.set(target, list);
  }

  // Duplicates: two taxa of the same name under one parent, or a name the parent already has in the register.
  const siblingsInFile = new Map<string, NameRow>();
  const existingChildren = new Map<TaxonId, Set<string>>();
  const nameKey = (name: string, author: string) => `${name.toLocaleLowerCase('nb')}\u0000${author}`;
  for (const [row, place] of placement) {
    const name = fullName(row);
    const parentKey = 'row' in place ? `row:${place.row.row}` : `taxon:${place.taxonId}`;
    const key = `${parentKey}\u0000${nameKey(name, row.author)}`;
    const other = siblingsInFile.get(key);
    if (other) problems.refuse(row.row, label('scientificName'), `Navnet ${name} finnes også i rad ${other.row} under samme overordnede takson.`);
    else siblingsInFile.set(key, row);
    if (!('row' in place)) {
      let names = existingChildren.get(place.taxonId);
      if (!names) {
        names = new Set(
          childrenOf(state, place.taxonId)
            .map((id) => mainNameOf(state, id))
            .filter((n) => n !== undefined)
            .map((n) => nameKey(n.scientificName, n.author)),
        );
        existingChildren.set(place.taxonId, names);
      }
      if (names.has(nameKey(name, row.author))) problems.refuse(row.row, label('scientificName'), Errors.duplicateName(name).message);
    }
  }
  for (const [main, synonyms] of synonymsOf) {
    const seen = new Map<string, NameRow>([[nameKey(fullName(main), main.author), main]]);
    for (const synonym of synonyms) {
      const key = nameKey(synonym.typedName, synonym.author);
      const other = seen.get(key);
      if (other) problems.refuse(synonym.row, label('scientificName'), `Navnet ${synonym.typedName} finnes også i rad ${other.row} i samme takson.`);
      else seen.set(key, synonym);
    }
  }
  if (problems.any) return { problems: problems.sortByRow(), counts };

  // The command: taxa in file order (the planner puts parents first), synonyms with their taxa.
  const rowKey = (row: NameRow) => String(row.row);
  const importedName = (row: NameRow, scientificName: string): ImportedName => ({
    sourceId: `rad ${row.row}`,
    scientificName,
    author: row.author,
    rank: row.rank,
    taxonomicStatus: row.status,
    ...(row.nomenclatural.length ? { nomenclaturalStatuses: row.nomenclatural } : {}),
    ...(row.attributes.length ? { attributes: row.attributes } : {}),
    ...(row.references.length ? { references: row.references } : {}),
    ...(row.comment ? { comment: row.comment } : {}),
    ...(row.nameKey !== undefined && row.nameKey > 0 ? { preferredId: row.nameKey } : {}),
  });
  const taxa: ImportedTaxon[] = [];
  const rowByKey = new Map<string, NameRow>();
  for (const [row, place] of placement) {
    rowByKey.set(rowKey(row), row);
    const synonyms = synonymsOf.get(row) ?? [];
    taxa.push({
      key: rowKey(row),
      ...('row' in place ? { parentKey: rowKey(place.row) } : { parentTaxonId: place.taxonId }),
      ...(row.taxonKey !== undefined && row.taxonKey > 0 ? { preferredTaxonId: row.taxonKey } : {}),
      mainName: importedName(row, fullName(row)),
      synonyms: synonyms.map((s) => importedName(s, s.typedName)),
      existsInNorway: isSpeciesOrBelow(row.rank) ? row.existsInNorway : null,
      vernacularNames: row.vernacularNames,
    });
    counts.taxa++;
    counts.names += 1 + synonyms.length;
    counts.synonyms += synonyms.length;
    counts.vernacularNames += row.vernacularNames.length;
  }
  // The domain's own placement check, in case it knows a rule this file check does not.
  const plan = planImport(state, taxa);
  for (const problem of plan.problems.filter((p) => p.severity === 'error')) {
    problems.refuse(rowByKey.get(problem.key)?.row ?? null, null, problem.reason);
  }
  if (problems.any) return { problems: problems.sortByRow(), counts };
  return {
    problems,
    counts,
    command: { type: 'ImportTaxa', data: { importId: options.importId, source: options.source, taxa }, metadata: options.metadata },
  };
};
