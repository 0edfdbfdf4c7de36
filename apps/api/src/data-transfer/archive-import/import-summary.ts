import type { ImportReport } from './import-report.js';
import type { ReportProblem } from '../problem-ledger.js';
import { problemGroups, SEVERITY_LABELS, SEVERITY_ORDER, type ProblemGroup } from '../problem-report.js';

const n = (value: number) => value.toLocaleString('nb-NO');
const FORMAT_NAMES = { dwca: 'Darwin Core Archive', coldp: 'ColDP' } as const;

const where = (p: ReportProblem) =>
  [p.file, p.row !== undefined ? `rad ${p.row}` : '', p.id !== undefined ? `(id ${p.id})` : ''].filter(Boolean).join(' ');

/** A Norwegian summary of an import report, for the command line: counts, reasons with counts, the first problems. */
export const importSummary = (report: ImportReport, firstProblems = 20): string[] => {
  const { read, imported } = report;
  const lines = [`Import fra ${report.source} (${FORMAT_NAMES[report.format]}): ${report.path}`, 'Lest:'];
  for (const file of read.files) {
    const encoding = file.encoding ? `, tegnkoding ${file.encoding}` : '';
    lines.push(
      file.kind === 'nameUsages'
        ? `  ${file.file}: ${n(file.rows)} rader (${n(file.taxa ?? 0)} taksa, ${n(file.synonyms ?? 0)} synonymer)${encoding}`
        : `  ${file.file}: ${n(file.rows)} populærnavn${encoding}`,
    );
  }
  if (report.duplicate)
    lines.push(
      `Arkivet er importert før med de samme valgene (${report.commandId}); ingenting ${report.dryRun ? 'ville blitt' : 'er'} skrevet nå. Bruk --force for å importere det som nytt.`,
    );
  else if (report.dryRun) lines.push('Prøvekjøring: ingenting er skrevet. Dette ville blitt importert:');
  else lines.push('Importert:');
  lines.push(
    `  ${n(imported.taxa)} taksa og ${n(imported.names)} vitenskapelige navn (${n(imported.synonyms)} synonymer), ${n(imported.vernacularNames)} populærnavn`,
  );
  if (imported.higherTaxaCreated)
    lines.push(`  herav ${n(imported.higherTaxaCreated)} høyere taksa laget fra klassifikasjonskolonnene (ingen egen rad)`);
  lines.push('Radregnskap:');
  for (const r of report.rows) lines.push(`  ${r.file}: ${n(r.imported)} importert + ${n(r.skipped)} hoppet over = ${n(r.rows)} rader`);

  const all = problemGroups(report.problems);
  const skipped = all.filter((g) => g.skipped);
  const notes = all.filter((g) => !g.skipped);
  const width = Math.max(0, ...all.map((g) => n(g.count).length));
  const line = (g: ProblemGroup) => `  ${n(g.count).padStart(width)}  [${SEVERITY_LABELS[g.severity]}] ${g.reason}`;
  if (skipped.length) lines.push('Rader som ikke er importert, per årsak:', ...skipped.map(line));
  if (notes.length) lines.push('Andre merknader, per årsak:', ...notes.map(line));
  if (!report.problems.length) lines.push('Ingen problemer.');
  else {
    const first = [...report.problems].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]).slice(0, firstProblems);
    lines.push(`De første ${first.length} av ${n(report.problems.length)} problemer (feil først):`);
    for (const p of first) lines.push(`  [${SEVERITY_LABELS[p.severity]}] ${where(p)}: ${p.reason}${p.detail ? ` – ${p.detail}` : ''}`);
  }
  return lines;
};
