import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';

/**
 * Random but valid name datasets, written as a Darwin Core Archive or a ColDP package in any of the linking styles and
 * file dialects the importer reads, for property tests: the dataset (`GeneratedDataset`) is what the archive says, so
 * an import must give exactly that.
 */

export const RANKS = ['Kingdom', 'Phylum', 'Class', 'Order', 'Family', 'Genus', 'Species', 'Subspecies'] as const;
export type GeneratedRank = (typeof RANKS)[number];

export interface GeneratedTaxon {
  readonly id: string;
  readonly name: string;
  readonly author: string;
  readonly rank: GeneratedRank;
  /** The parent's id; none for a kingdom. */
  readonly parent?: string;
}

export interface GeneratedSynonym {
  readonly id: string;
  readonly name: string;
  readonly author: string;
  readonly rank: GeneratedRank;
  readonly accepted: string;
}

export interface GeneratedDataset {
  readonly taxa: readonly GeneratedTaxon[];
  readonly synonyms: readonly GeneratedSynonym[];
}

export type Layout = 'dwca-ids' | 'dwca-names' | 'dwca-higher-classification' | 'coldp-name-usage' | 'coldp-name-taxon';
export const LAYOUTS: readonly Layout[] = ['dwca-ids', 'dwca-names', 'dwca-higher-classification', 'coldp-name-usage', 'coldp-name-taxon'];

export interface Dialect {
  readonly delimiter: '\t' | ',';
  /** Quote the fields that need it, all of them, or none (tab-separated only). */
  readonly quoting: 'none' | 'minimal' | 'all';
  readonly bom: boolean;
  readonly eol: '\n' | '\r\n';
  /** Darwin Core: with a meta.xml, or only a header line. */
  readonly meta: boolean;
  /** A permutation seed for the column order. */
  readonly columnOrder: readonly number[];
  /** Darwin Core: scientificName repeats the authorship (the standard's own form). */
  readonly nameWithAuthor: boolean;
  /** Darwin Core ids layout: an accepted row's acceptedNameUsageID is its own id (else empty). */
  readonly acceptedSelfLink: boolean;
  /** Darwin Core ids layout: a synonym's parentNameUsageID is its accepted taxon's parent (as GBIF writes them). */
  readonly synonymParentLink: boolean;
  /** Darwin Core ids and names layouts: a higherClassification column besides the links. */
  readonly extraHigherClassification: boolean;
  /** Darwin Core higherClassification: the separator, and whether the row's own name ends the string. */
  readonly classificationSeparator: ' | ' | ';' | ', ';
  readonly classificationWithOwnName: boolean;
  /** Darwin Core higherClassification: the nearest name given by one of its synonyms (meaning its accepted taxon). */
  readonly classificationBySynonym: boolean;
  /** An extra column of remarks: text with the delimiter, quotes and (where quoting allows) a line break. */
  readonly remarks: boolean;
  /** Darwin Core with meta.xml: no header line (ignoreHeaderLines="0"). */
  readonly headerless: boolean;
  /** Darwin Core with meta.xml: the id only as `<id>`, no taxonID field. */
  readonly idOnly: boolean;
  /** Spellings of statuses and ranks, picked per row by index. */
  readonly spelling: readonly number[];
}

/**
 * Rows that cannot be imported, added to the valid ones: a synonym whose accepted name is not in the archive, and a
 * row without a name (ColDP Name + Taxon: a taxon whose nameID is not in the Name file). Their ids are in NOISE_IDS.
 */
export interface Noise {
  readonly orphanSynonym: boolean;
  readonly nameless: boolean;
}
export const NOISE_IDS = { orphanSynonym: 'x-orphan', nameless: 'x-nameless' } as const;

export interface GeneratedArchive {
  readonly layout: Layout;
  readonly dialect: Dialect;
  readonly dataset: GeneratedDataset;
  readonly noise: Noise;
  /** The archive's files: name → text (written as UTF-8, with a byte order mark when the dialect says so). */
  readonly files: Readonly<Record<string, string>>;
}

const letters = (n: number): string => {
  let s = '';
  let i = n;
  do {
    s = String.fromCharCode(97 + (i % 26)) + s;
    i = Math.floor(i / 26) - 1;
  } while (i >= 0);
  return s;
};

const HIGHER_STEMS = ['Animali', 'Chordat', 'Insect', 'Carab', 'Pinace', 'Bry', 'Ursid', 'Salic'];
const EPITHETS = ['arctos', 'nitens', 'alba', 'lapponum', 'major'];
/** Authorships with the characters that trip readers up: commas, parentheses, an apostrophe, an ampersand, letters outside ASCII. */
const AUTHORS = ['', 'L.', 'Linnaeus, 1758', '(Müller, 1776)', "O'Brien", 'Ødegaard & Ås, 1905', 'Fabricius', 'Hultén'];

const ACCEPTED_SPELLINGS = ['accepted', 'valid', 'Accepted', 'ACCEPTED NAME'];
const SYNONYM_SPELLINGS = ['synonym', 'heterotypic synonym', 'homotypic_synonym', 'invalid'];
const rankSpelling = (rank: GeneratedRank, pick: number) =>
  (rank === 'Subspecies' ? ['subspecies', 'subsp.', 'ssp.'] : [rank.toLowerCase(), rank, rank.toUpperCase()])[pick % 3]!;

const nodeArbitrary = fc.record({
  /** which earlier taxon (above species) is the parent; one past the end starts a new kingdom */
  parent: fc.nat(),
  /** ranks skipped below the parent (published checklists skip ranks) */
  skip: fc.nat(2),
  stem: fc.nat(HIGHER_STEMS.length - 1),
  epithet: fc.nat(EPITHETS.length - 1),
  author: fc.nat(AUTHORS.length - 1),
  synonyms: fc.array(fc.record({ author: fc.nat(AUTHORS.length - 1) }), { maxLength: 2 }),
  /** a genus named like a genus of another kingdom (a homonym, as plants and animals have), with another author */
  homonym: fc.boolean(),
});

/**
 * A dataset: one kingdom or more, ranks going down (species only under a genus), names unique but for genera named
 * like a genus of another kingdom (both with an author, not the same), 0–2 synonyms per taxon.
 */
export const datasetArbitrary = (maxTaxa = 12): fc.Arbitrary<GeneratedDataset> =>
  fc.array(nodeArbitrary, { minLength: 1, maxLength: maxTaxa }).map((nodes) => {
    const taxa: GeneratedTaxon[] = [];
    const synonyms: GeneratedSynonym[] = [];
    nodes.forEach((node, i) => {
      const above = taxa.filter((t) => t.rank !== 'Subspecies');
      const pick = i === 0 ? above.length : node.parent % (above.length + 1);
      const parent = above[pick];
      let rank: GeneratedRank;
      if (!parent) rank = 'Kingdom';
      else if (parent.rank === 'Genus') rank = 'Species';
      else if (parent.rank === 'Species') rank = 'Subspecies';
      else rank = RANKS[Math.min(RANKS.indexOf(parent.rank) + 1 + node.skip, RANKS.indexOf('Genus'))]!;
      const name =
        rank === 'Species' || rank === 'Subspecies'
          ? `${parent!.name} ${EPITHETS[node.epithet]}${letters(i)}`
          : `${HIGHER_STEMS[node.stem]}${letters(i)}${rank === 'Kingdom' ? 'a' : ''}`;
      const id = `t${i + 1}`;
      const kingdomOf = (t: GeneratedTaxon | undefined): string | undefined => {
        for (let k = t; k; k = k.parent ? taxa.find((x) => x.id === k!.parent) : undefined) if (!k.parent) return k.id;
        return undefined;
      };
      const namesake =
        rank === 'Genus' && node.homonym && AUTHORS[node.author]
          ? taxa.find((t) => t.rank === 'Genus' && t.author && t.author !== AUTHORS[node.author] && kingdomOf(t) !== kingdomOf(parent))
          : undefined;
      taxa.push({ id, name: namesake?.name ?? name, author: AUTHORS[node.author]!, rank, ...(parent ? { parent: parent.id } : {}) });
      node.synonyms.forEach((s, j) => {
        const tag = `${letters(i)}${letters(j)}`;
        synonyms.push({
          id: `s${i + 1}-${j + 1}`,
          name:
            rank === 'Species'
              ? `Synonymus${tag} ${EPITHETS[node.epithet]}`
              : rank === 'Subspecies'
                ? `Synonymus${tag} ${EPITHETS[node.epithet]} ${EPITHETS[s.author % EPITHETS.length]}`
                : `Synonyma${tag}`,
          author: AUTHORS[s.author]!,
          rank,
          accepted: id,
        });
      });
    });
    return { taxa, synonyms };
  });

export const dialectArbitrary: fc.Arbitrary<Dialect> = fc
  .record({
    delimiter: fc.constantFrom<Dialect['delimiter']>('\t', ','),
    quoting: fc.constantFrom<Dialect['quoting']>('none', 'minimal', 'all'),
    bom: fc.boolean(),
    eol: fc.constantFrom<Dialect['eol']>('\n', '\r\n'),
    meta: fc.boolean(),
    columnOrder: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
    nameWithAuthor: fc.boolean(),
    acceptedSelfLink: fc.boolean(),
    synonymParentLink: fc.boolean(),
    extraHigherClassification: fc.boolean(),
    classificationSeparator: fc.constantFrom<Dialect['classificationSeparator']>(' | ', ';', ', '),
    classificationWithOwnName: fc.boolean(),
    classificationBySynonym: fc.boolean(),
    remarks: fc.boolean(),
    headerless: fc.boolean(),
    idOnly: fc.boolean(),
    spelling: fc.array(fc.nat(11), { minLength: 8, maxLength: 8 }),
  })
  // a comma-separated file needs quotes for the commas in authorships
  .map((d) => (d.delimiter === ',' && d.quoting === 'none' ? { ...d, quoting: 'minimal' as const } : d));

/** The columns in the dialect's order: a stable shuffle by the seed. */
const ordered = <T>(columns: readonly T[], seed: readonly number[]): T[] =>
  columns
    .map((c, i) => ({ c, key: seed[i % seed.length]! * 100 + i }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.c);

const field = (value: string, dialect: Dialect, quote: boolean): string => {
  if (!quote || dialect.quoting === 'none') return value;
  const needs = value.includes(dialect.delimiter) || value.includes('"') || /[\r\n]/.test(value) || value !== value.trim();
  return dialect.quoting === 'all' || needs ? `"${value.replace(/"/g, '""')}"` : value;
};

/** A delimited file: header and rows, columns in the dialect's order. */
const table = (
  columns: readonly string[],
  rows: readonly Record<string, string>[],
  dialect: Dialect,
  quote: boolean,
  header: readonly string[] | null = columns,
) => {
  const order = ordered(
    columns.map((c, i) => i),
    dialect.columnOrder,
  );
  const line = (values: readonly string[]) => order.map((i) => field(values[i]!, dialect, quote)).join(dialect.delimiter);
  const lines = [...(header ? [line(header)] : []), ...rows.map((r) => line(columns.map((c) => r[c] ?? '')))];
  return { text: lines.join(dialect.eol) + dialect.eol, order };
};

/** A remark with the characters a dialect must carry: the delimiter, quotes and, where quoting allows, a line break. */
const remark = (dialect: Dialect, quote: boolean, i: number): string => {
  if (i % 3 === 0) return '';
  const text = 'Sett i «Nord-Norge», 1905; "gammel" beskrivelse';
  return quote && dialect.quoting !== 'none' ? `${text},\tmed tabulator\r\nog en linje til` : text;
};

const statusOf = (synonym: boolean, dialect: Dialect, i: number) =>
  synonym
    ? SYNONYM_SPELLINGS[dialect.spelling[i % 8]! % SYNONYM_SPELLINGS.length]!
    : ACCEPTED_SPELLINGS[dialect.spelling[i % 8]! % ACCEPTED_SPELLINGS.length]!;

/** Rows in a shuffled order (children before parents, synonyms before their taxa), by the dialect's seed. */
const shuffled = <T>(rows: readonly T[], dialect: Dialect): T[] => ordered(rows, dialect.spelling);

const ancestors = (dataset: GeneratedDataset, taxon: GeneratedTaxon): string[] => {
  const byId = new Map(dataset.taxa.map((t) => [t.id, t]));
  const names: string[] = [];
  for (let t = taxon.parent ? byId.get(taxon.parent) : undefined; t; t = t.parent ? byId.get(t.parent) : undefined) names.unshift(t.name);
  return names;
};

const DWC = 'http://rs.tdwg.org/dwc/terms/';

type DarwinCoreLinks = 'ids' | 'names' | 'higherClassification';

const darwinCore = (dataset: GeneratedDataset, dialect: Dialect, links: DarwinCoreLinks, noise: Noise): Record<string, string> => {
  const higher = links === 'higherClassification' || dialect.extraHigherClassification;
  // without meta.xml a tab-separated file is read without quotes, a comma-separated one with them
  const quote = dialect.delimiter === ',' || (dialect.meta && dialect.quoting !== 'none');
  const columns = [
    'taxonID',
    'scientificName',
    'scientificNameAuthorship',
    'taxonRank',
    'taxonomicStatus',
    ...(links === 'names' ? ['acceptedNameUsage', 'parentNameUsage'] : ['acceptedNameUsageID']),
    ...(links === 'ids' ? ['parentNameUsageID'] : []),
    ...(higher ? ['higherClassification'] : []),
    ...(dialect.remarks ? ['taxonRemarks'] : []),
  ];
  const byId = new Map(dataset.taxa.map((t) => [t.id, t]));
  /** The full name, with the authorship (how name links are written). */
  const withAuthor = (id: string | undefined) => {
    const t = id ? byId.get(id) : undefined;
    return t ? (t.author ? `${t.name} ${t.author}` : t.name) : '';
  };
  /** The names above a taxon, the nearest one perhaps by a synonym of it. */
  const classification = (t: GeneratedTaxon) => {
    const names = ancestors(dataset, t);
    const synonym = dialect.classificationBySynonym && t.parent ? dataset.synonyms.find((s) => s.accepted === t.parent) : undefined;
    return synonym ? [...names.slice(0, -1), synonym.name] : names;
  };
  const fullName = (name: string, author: string) => (dialect.nameWithAuthor && author ? `${name} ${author}` : name);
  const rows: Record<string, string>[] = [
    ...dataset.taxa.map((t, i) => ({
      taxonID: t.id,
      scientificName: fullName(t.name, t.author),
      scientificNameAuthorship: t.author,
      taxonRank: rankSpelling(t.rank, dialect.spelling[i % 8]!),
      taxonomicStatus: statusOf(false, dialect, i),
      ...(links === 'names'
        ? { acceptedNameUsage: dialect.acceptedSelfLink ? withAuthor(t.id) : '', parentNameUsage: withAuthor(t.parent) }
        : { acceptedNameUsageID: dialect.acceptedSelfLink ? t.id : '' }),
      ...(links === 'ids' ? { parentNameUsageID: t.parent ?? '' } : {}),
      ...(higher
        ? {
            higherClassification: [...classification(t), ...(dialect.classificationWithOwnName ? [t.name] : [])].join(
              dialect.classificationSeparator,
            ),
          }
        : {}),
    })),
    ...dataset.synonyms.map((s, i) => ({
      taxonID: s.id,
      scientificName: fullName(s.name, s.author),
      scientificNameAuthorship: s.author,
      taxonRank: rankSpelling(s.rank, dialect.spelling[(i + 3) % 8]!),
      taxonomicStatus: statusOf(true, dialect, i),
      ...(links === 'names' ? { acceptedNameUsage: withAuthor(s.accepted) } : { acceptedNameUsageID: s.accepted }),
      ...(links === 'ids' && dialect.synonymParentLink ? { parentNameUsageID: byId.get(s.accepted)!.parent ?? '' } : {}),
    })),
    ...(noise.orphanSynonym
      ? [
          {
            taxonID: NOISE_IDS.orphanSynonym,
            scientificName: 'Orphanus fictus',
            taxonRank: 'species',
            taxonomicStatus: 'synonym',
            ...(links === 'names' ? { acceptedNameUsage: 'Nonexistus fictus L.' } : { acceptedNameUsageID: 'missing' }),
          },
        ]
      : []),
    ...(noise.nameless ? [{ taxonID: NOISE_IDS.nameless, scientificName: '', taxonRank: 'kingdom', taxonomicStatus: 'accepted' }] : []),
  ].map((row, i) => (dialect.remarks ? { ...row, taxonRemarks: remark(dialect, quote, i) } : row));
  const headerless = dialect.meta && dialect.headerless;
  const { text, order } = table(columns, shuffled(rows, dialect), dialect, quote, headerless ? null : columns);
  const name = dialect.delimiter === ',' ? 'taxon.csv' : 'taxon.txt';
  if (!dialect.meta) return { [name]: text };
  const meta = `<?xml version="1.0" encoding="UTF-8"?>
<archive xmlns="http://rs.tdwg.org/dwc/text/" metadata="eml.xml">
  <core encoding="UTF-8" fieldsTerminatedBy="${dialect.delimiter === '\t' ? '\\t' : ','}" linesTerminatedBy="${dialect.eol === '\n' ? '\\n' : '\\r\\n'}" fieldsEnclosedBy="${quote ? '&quot;' : ''}" ignoreHeaderLines="${headerless ? 0 : 1}" rowType="${DWC}Taxon">
    <files>
      <location>${name}</location>
    </files>
    <id index="${order.indexOf(0)}"/>
${order.map((c, i) => (dialect.idOnly && c === 0 ? '' : `    <field index="${i}" term="${DWC}${columns[c]}"/>\n`)).join('')}
  </core>
</archive>
`;
  return { 'meta.xml': meta, [name]: text };
};

const coldp = (dataset: GeneratedDataset, dialect: Dialect, nameTaxon: boolean, noise: Noise): Record<string, string> => {
  const ext = dialect.delimiter === ',' ? 'csv' : 'tsv';
  // ColDP's tab-separated files have no quoting
  const quote = dialect.delimiter === ',';
  const prefixed = (columns: readonly string[]) => columns.map((c, i) => (dialect.spelling[i % 8]! % 2 ? `col:${c}` : c));
  if (!nameTaxon) {
    const columns = ['ID', 'parentID', 'status', 'rank', 'scientificName', 'authorship', ...(dialect.remarks ? ['remarks'] : [])];
    const rows: Record<string, string>[] = [
      ...dataset.taxa.map((t, i) => ({
        ID: t.id,
        parentID: t.parent ?? '',
        status: statusOf(false, dialect, i),
        rank: rankSpelling(t.rank, dialect.spelling[i % 8]!),
        scientificName: t.name,
        authorship: t.author,
      })),
      ...dataset.synonyms.map((s, i) => ({
        ID: s.id,
        parentID: s.accepted,
        status: statusOf(true, dialect, i),
        rank: rankSpelling(s.rank, dialect.spelling[(i + 3) % 8]!),
        scientificName: s.name,
        authorship: s.author,
      })),
      ...(noise.orphanSynonym
        ? [
            {
              ID: NOISE_IDS.orphanSynonym,
              parentID: 'missing',
              status: 'synonym',
              rank: 'species',
              scientificName: 'Orphanus fictus',
              authorship: '',
            },
          ]
        : []),
      ...(noise.nameless ? [{ ID: NOISE_IDS.nameless, parentID: '', status: 'accepted', rank: 'kingdom', scientificName: '', authorship: '' }] : []),
    ].map((row, i) => (dialect.remarks ? { ...row, remarks: remark(dialect, quote, i) } : row));
    return { [`NameUsage.${ext}`]: table(columns, shuffled(rows, dialect), dialect, quote, prefixed(columns)).text };
  }
  const names = [
    ...[...dataset.taxa, ...dataset.synonyms].map((n, i) => ({
      ID: `n-${n.id}`,
      scientificName: n.name,
      authorship: n.author,
      rank: rankSpelling(n.rank, dialect.spelling[i % 8]!),
    })),
    ...(noise.orphanSynonym ? [{ ID: 'n-orphan', scientificName: 'Orphanus fictus', authorship: '', rank: 'species' }] : []),
  ];
  const nameColumns = ['ID', 'scientificName', 'authorship', 'rank'];
  const taxonColumns = ['ID', 'parentID', 'nameID'];
  const synonymColumns = ['ID', 'taxonID', 'nameID', 'status'];
  return {
    [`Name.${ext}`]: table(nameColumns, shuffled(names, dialect), dialect, quote, prefixed(nameColumns)).text,
    [`Taxon.${ext}`]: table(
      taxonColumns,
      shuffled(
        [
          ...dataset.taxa.map((t) => ({ ID: t.id, parentID: t.parent ?? '', nameID: `n-${t.id}` })),
          ...(noise.nameless ? [{ ID: NOISE_IDS.nameless, nameID: 'n-missing' }] : []),
        ],
        dialect,
      ),
      dialect,
      quote,
      prefixed(taxonColumns),
    ).text,
    ...(dataset.synonyms.length || noise.orphanSynonym
      ? {
          [`Synonym.${ext}`]: table(
            synonymColumns,
            shuffled(
              [
                ...dataset.synonyms.map((s, i) => ({ ID: s.id, taxonID: s.accepted, nameID: `n-${s.id}`, status: statusOf(true, dialect, i) })),
                ...(noise.orphanSynonym ? [{ ID: NOISE_IDS.orphanSynonym, taxonID: 'missing', nameID: 'n-orphan' }] : []),
              ],
              dialect,
            ),
            dialect,
            quote,
            prefixed(synonymColumns),
          ).text,
        }
      : {}),
  };
};

export const archiveArbitrary = (layouts: readonly Layout[] = LAYOUTS) =>
  fc
    .record({
      layout: fc.constantFrom(...layouts),
      dialect: dialectArbitrary,
      dataset: datasetArbitrary(),
      noise: fc.record({ orphanSynonym: fc.boolean(), nameless: fc.boolean() }),
    })
    .map(({ layout, dialect, dataset, noise }): GeneratedArchive => ({
      layout,
      dialect,
      dataset,
      noise,
      files:
        layout === 'coldp-name-usage' || layout === 'coldp-name-taxon'
          ? coldp(dataset, dialect, layout === 'coldp-name-taxon', noise)
          : darwinCore(dataset, dialect, layout === 'dwca-ids' ? 'ids' : layout === 'dwca-names' ? 'names' : 'higherClassification', noise),
    }));

/** Writes the archive's files into a new folder `dir`. */
export const writeArchive = async (dir: string, archive: GeneratedArchive): Promise<void> => {
  await mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(archive.files)) await writeFile(join(dir, name), (archive.dialect.bom ? '\ufeff' : '') + text);
};
