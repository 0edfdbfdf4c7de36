import type { ImportStage } from '../data-transfer/archive-import/import.service.js';

/** CPU seconds and peak resident memory (bytes) of this process so far. */
export const processFigures = (): { readonly cpuSeconds: number; readonly peakRss: number } => {
  const cpu = process.cpuUsage();
  return { cpuSeconds: (cpu.user + cpu.system) / 1e6, peakRss: process.resourceUsage().maxRSS * 1024 };
};

/** What `npm run rebuild -- --stats <file>` writes: the rebuild's wall time, the events it projected, CPU and memory peak. */
export interface RebuildStats {
  /** Wall seconds of the register's rebuild (the store's opening and the users' rebuild not included). */
  readonly seconds: number;
  readonly events: number;
  readonly position: number;
  /** CPU seconds of the rebuilding process, start included (with PGlite, the database's work too). */
  readonly cpuSeconds: number;
  /** The process's peak resident memory, bytes. */
  readonly peakRss: number;
}

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
