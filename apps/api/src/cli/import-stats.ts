import type { ImportStage } from '../data-transfer/archive-import/import.service.js';

/** What `npm run import -- --stats <file>` writes: the import's wall and CPU time, its stages and its memory peak. */
export interface ImportStats {
  /** Wall seconds from reading the files to the projection having caught up (the store's opening not included). */
  readonly seconds: number;
  /** Wall seconds of each stage: read (files, rows, tree), plan (the domain's decision), write (appends and projection). */
  readonly stages: Partial<Record<ImportStage, number>>;
  /** CPU seconds of the importing process, start included. */
  readonly cpuSeconds: number;
  /** The process's peak resident memory, bytes. */
  readonly peakRss: number;
  /** Names imported (0 when the archive had been imported before). */
  readonly names: number;
  readonly duplicate: boolean;
}

const STAGE_LABELS: Record<ImportStage, string> = { read: 'lesing', plan: 'planlegging', write: 'skriving' };

/** "lesing 3.1 s, planlegging 0.4 s, skriving 8.8 s": the stages that ran, in order. */
export const stageSummary = (stages: Partial<Record<ImportStage, number>>): string =>
  (Object.keys(STAGE_LABELS) as ImportStage[])
    .filter((stage) => stages[stage] !== undefined)
    .map((stage) => `${STAGE_LABELS[stage]} ${stages[stage]!.toFixed(1)} s`)
    .join(', ');
