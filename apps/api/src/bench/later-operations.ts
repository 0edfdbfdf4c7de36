import {
  childrenOf,
  isMainStatus,
  kingdomOf,
  mainNameOf,
  type LanguageCode,
  type OperationMetadata,
  type RegisterCommand,
  type RegisterState,
  type ScientificNameId,
  type TaxonId,
} from '@navnebase/domain';
import { seededRandom, type Random } from './prng.js';
import { EPITHET_ENDINGS, NB_HEADS, NB_MODIFIERS, SURNAMES, SYLLABLES } from './synthetic-register.js';

/**
 * The register's later life for the benchmark: after the import, editors change it one operation at a time over a
 * simulated year (edits, vernacular names, new species and synonyms, genera moved to another family, synonyms
 * deleted), so that as-of reads, the audit log and the subtree diff have history to read. Each operation is made
 * from the current write model, so it is one the register accepts; its metadata carries a simulated time, in order.
 */
export type LaterOperationKind = 'edit' | 'vernacular' | 'addSpecies' | 'addSynonym' | 'moveGenus' | 'deleteSynonym';

/** Shares of the kinds (the rest of a draw that finds nothing to do becomes an edit). */
export const OPERATION_MIX: Readonly<Record<LaterOperationKind, number>> = {
  edit: 0.4,
  vernacular: 0.2,
  addSpecies: 0.12,
  addSynonym: 0.1,
  moveGenus: 0.1,
  deleteSynonym: 0.08,
};

/** The simulated editors: the audit's user filter picks among them. */
export const BENCH_EDITORS: readonly { readonly userId: string; readonly userName: string }[] = [
  { userId: 'bench-101', userName: 'Kari Nordmann' },
  { userId: 'bench-102', userName: 'Ola Sørensen' },
  { userId: 'bench-103', userName: 'Ingrid Haugland' },
  { userId: 'bench-104', userName: 'Nils Ássu Gaup' },
  { userId: 'bench-105', userName: 'Marte Kvam' },
  { userId: 'bench-106', userName: 'Per Lie' },
  { userId: 'bench-107', userName: 'Sigrid Bø' },
  { userId: 'bench-108', userName: 'Aslak Somby' },
];

/** Remarks of the operations: the audit's text filter looks for their words. */
export const BENCH_REMARKS: readonly string[] = [
  'Rettet etter revisjon av slekten',
  'Kontrollert mot originalbeskrivelsen',
  'Ny art for Norge',
  'Tilpasset Artsdatabankens navneliste',
  'Innspill fra fagmiljøet',
  'Feilretting',
  'Oppdatert etter ny fylogeni',
  '',
];

export interface LaterOperationsOptions {
  readonly count: number;
  readonly seed: number;
  /** The simulated year: the first operation at or after `from`, the last before `to` (ISO). */
  readonly from: string;
  readonly to: string;
}

/** The time of operation `index` of `count`: evenly spread over the window, a little jitter, always increasing. */
export const operationTime = (index: number, count: number, from: number, to: number, random: Random): number => {
  const step = (to - from) / Math.max(1, count);
  return Math.floor(from + step * (index + 0.1 + 0.8 * random.next()));
};

interface Pools {
  readonly names: ScientificNameId[];
  readonly species: TaxonId[];
  readonly genera: TaxonId[];
  /** Synonyms added or present, for deletion. */
  readonly synonyms: ScientificNameId[];
  readonly familiesByKingdom: Map<TaxonId, TaxonId[]>;
}

const poolsOf = (state: RegisterState): Pools => {
  const pools: Pools = { names: [], species: [], genera: [], synonyms: [], familiesByKingdom: new Map() };
  for (const name of state.names.values()) {
    if (name.id < 0) continue;
    pools.names.push(name.id);
    if (!isMainStatus(name.taxonomicStatus)) pools.synonyms.push(name.id);
    else if (name.rank === 'Species') pools.species.push(name.taxonId);
    else if (name.rank === 'Genus') pools.genera.push(name.taxonId);
    else if (name.rank === 'Family') {
      const kingdom = kingdomOf(state, name.taxonId) ?? 0;
      const families = pools.familiesByKingdom.get(kingdom);
      if (families) families.push(name.taxonId);
      else pools.familiesByKingdom.set(kingdom, [name.taxonId]);
    }
  }
  return pools;
};

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Makes the later operations of a register, one at a time from the current write model: call `next(state)` with the
 * state after the previous operation (whether it was accepted or not). Deterministic for a seed and a state.
 */
export class LaterOperations {
  private readonly random: Random;
  private readonly pools: Pools;
  private readonly from: number;
  private readonly to: number;
  private index = 0;
  readonly kinds: Record<LaterOperationKind, number> = { edit: 0, vernacular: 0, addSpecies: 0, addSynonym: 0, moveGenus: 0, deleteSynonym: 0 };

  constructor(
    state: RegisterState,
    private readonly options: LaterOperationsOptions,
  ) {
    this.random = seededRandom(options.seed ^ 0x5eed);
    this.pools = poolsOf(state);
    this.from = Date.parse(options.from);
    this.to = Date.parse(options.to);
  }

  get done(): boolean {
    return this.index >= this.options.count;
  }

  /** The next operation on the register as it is now, with its kind. */
  next(state: RegisterState): { kind: LaterOperationKind; command: RegisterCommand } {
    const index = this.index++;
    const editor = this.random.pick(BENCH_EDITORS);
    const metadata: OperationMetadata = {
      ...editor,
      time: new Date(operationTime(index, this.options.count, this.from, this.to, this.random)).toISOString(),
      remark: this.random.pick(BENCH_REMARKS),
      commandId: `bench-later-${this.options.seed}-${index}`,
      correlationId: `bench-later-${index}`,
    };
    let draw = this.random.next();
    let kind: LaterOperationKind = 'edit';
    for (const [k, share] of Object.entries(OPERATION_MIX) as [LaterOperationKind, number][]) {
      if (draw < share) {
        kind = k;
        break;
      }
      draw -= share;
    }
    const made = this.make(kind, state, metadata, index) ?? { kind: 'edit' as const, command: this.edit(state, metadata, index) };
    this.kinds[made.kind]++;
    return made;
  }

  private make(kind: LaterOperationKind, state: RegisterState, metadata: OperationMetadata, index: number) {
    const command = (() => {
      switch (kind) {
        case 'edit':
          return this.edit(state, metadata, index);
        case 'vernacular':
          return this.vernacular(state, metadata);
        case 'addSpecies':
          return this.addSpecies(state, metadata);
        case 'addSynonym':
          return this.addSynonym(state, metadata);
        case 'moveGenus':
          return this.moveGenus(state, metadata);
        case 'deleteSynonym':
          return this.deleteSynonym(state, metadata);
      }
    })();
    return command ? { kind, command } : undefined;
  }

  /** A random live id of a pool (a few tries: some are gone by now). */
  private live<T extends number>(pool: T[], alive: (id: T) => boolean): T | undefined {
    for (let i = 0; i < 8 && pool.length; i++) {
      const at = this.random.int(0, pool.length - 1);
      const id = pool[at]!;
      if (alive(id)) return id;
      pool[at] = pool[pool.length - 1]!;
      pool.pop();
    }
    return undefined;
  }

  private epithet(): string {
    const parts = this.random.int(1, 2);
    let text = '';
    for (let i = 0; i < parts; i++) text += this.random.pick(SYLLABLES);
    return text + this.random.pick(EPITHET_ENDINGS);
  }

  private author(): string {
    return `${this.random.pick(SURNAMES)}, ${this.random.int(1760, 2026)}`;
  }

  private edit(state: RegisterState, metadata: OperationMetadata, index: number): RegisterCommand {
    const id = this.live(this.pools.names, (id) => state.names.has(id)) ?? this.pools.names[0]!;
    const name = state.names.get(id);
    const author = this.author();
    const data =
      this.random.chance(0.5) && name && name.author !== author && name.author !== ''
        ? { scientificNameId: id, author }
        : { scientificNameId: id, comment: `${this.random.pick(BENCH_REMARKS) || 'Merknad'} (${index})` };
    return { type: 'EditScientificName', data, metadata };
  }

  private vernacular(state: RegisterState, metadata: OperationMetadata): RegisterCommand | undefined {
    const taxonId = this.live(this.pools.species, (id) => !!mainNameOf(state, id));
    if (taxonId === undefined) return undefined;
    const taxon = state.taxa.get(taxonId)!;
    const language: LanguageCode = this.random.pick(['nb', 'nb', 'nn', 'se'] as const);
    const text = `${this.random.pick(NB_MODIFIERS)}${this.random.pick(NB_HEADS)}`;
    const same = taxon.vernacularNames.filter((v) => v.languageIsoCode === language);
    if (same.some((v) => v.vernacularName.toLowerCase() === text.toLowerCase())) return undefined;
    return {
      type: 'UpdateVernacularNames',
      data: {
        taxonId,
        vernacularNames: [
          {
            vernacularName: text,
            languageIsoCode: language,
            vernacularNameStatus: same.length ? 'NotRecommended' : 'Recommended',
            operation: 'added',
          },
        ],
      },
      metadata,
    };
  }

  private addSpecies(state: RegisterState, metadata: OperationMetadata): RegisterCommand | undefined {
    const genusId = this.live(this.pools.genera, (id) => !!mainNameOf(state, id));
    if (genusId === undefined) return undefined;
    const genus = mainNameOf(state, genusId)!;
    return {
      type: 'AddTaxon',
      data: {
        scientificName: `${genus.scientificName} ${this.epithet()}`,
        author: this.author(),
        parentScientificNameId: genus.id,
        rank: 'Species',
        taxonomicStatus: 'Accepted',
        existsInNorway: this.random.chance(0.5),
      },
      metadata,
    };
  }

  private addSynonym(state: RegisterState, metadata: OperationMetadata): RegisterCommand | undefined {
    const taxonId = this.live(this.pools.species, (id) => !!mainNameOf(state, id));
    if (taxonId === undefined) return undefined;
    const main = mainNameOf(state, taxonId)!;
    const genus = capitalize(this.random.pick(SYLLABLES)) + this.random.pick(SYLLABLES) + 'us';
    return {
      type: 'AddTaxon',
      data: {
        taxonId,
        scientificName: `${genus} ${main.scientificName.split(' ')[1] ?? this.epithet()}`,
        author: this.author(),
        rank: 'Species',
        taxonomicStatus: 'Synonym',
        synonymToId: main.id,
      },
      metadata,
    };
  }

  /** A genus to another family of the same order (the genus's name stays; its subtree moves). */
  private moveGenus(state: RegisterState, metadata: OperationMetadata): RegisterCommand | undefined {
    const genusId = this.live(this.pools.genera, (id) => !!mainNameOf(state, id));
    if (genusId === undefined) return undefined;
    const familyId = state.taxa.get(genusId)!.parentId;
    const orderId = familyId === null ? null : state.taxa.get(familyId)?.parentId;
    if (familyId === null || orderId === null || orderId === undefined) return undefined;
    // Another family of the same order, or else of the same kingdom (small registers have orders of one family).
    const isFamily = (id: TaxonId) => id !== familyId && mainNameOf(state, id)?.rank === 'Family';
    let families = childrenOf(state, orderId).filter(isFamily);
    if (!families.length) families = (this.pools.familiesByKingdom.get(kingdomOf(state, familyId) ?? 0) ?? []).filter(isFamily);
    if (!families.length) return undefined;
    const genus = mainNameOf(state, genusId)!;
    const from = mainNameOf(state, familyId);
    const to = mainNameOf(state, this.random.pick(families))!;
    if (!from || from.rank !== 'Family') return undefined;
    return {
      type: 'TransferParent',
      data: { scientificNameId: genus.id, oldParentScientificNameId: from.id, newParentScientificNameId: to.id },
      metadata,
    };
  }

  private deleteSynonym(state: RegisterState, metadata: OperationMetadata): RegisterCommand | undefined {
    const id = this.live(this.pools.synonyms, (id) => {
      const name = state.names.get(id);
      return !!name && !isMainStatus(name.taxonomicStatus);
    });
    if (id === undefined) return undefined;
    return { type: 'DeleteScientificName', data: { scientificNameId: id }, metadata };
  }
}
