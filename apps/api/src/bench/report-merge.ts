/**
 * `npm run bench` writes its report over the previous one, but `BENCHMARKS.md` also holds sections written by hand
 * (separate runs, quick checks, comparisons). This keeps them: the new report's sections replace the previous
 * sections of the same title (a previous heading that begins with a generated title, such as "Change feed (…)"),
 * sections the run did not produce stay where they were, and new sections go before the next generated section that
 * was already there (or at the end). A generated section is rewritten whole, so notes added by hand to one (such as
 * "Targets not met") are replaced by the run's own text: keep lasting notes in a section of their own.
 */

interface Section {
  readonly heading: string;
  readonly text: string;
}

const sectionsOf = (markdown: string): { preamble: string; sections: Section[] } => {
  const parts = markdown.split(/^(?=## )/m);
  const preamble = parts[0]!.startsWith('## ') ? '' : parts.shift()!;
  return {
    preamble,
    sections: parts.map((text) => ({ heading: text.slice(3, text.indexOf('\n') < 0 ? undefined : text.indexOf('\n')).trim(), text })),
  };
};

const withBlankLineAfter = (text: string) => (text.endsWith('\n\n') ? text : text.endsWith('\n') ? `${text}\n` : `${text}\n\n`);

export const mergeReport = (previous: string | undefined, generated: string): string => {
  if (!previous) return generated;
  const fresh = sectionsOf(generated);
  const old = sectionsOf(previous).sections;
  const replaces = (section: Section, by: Section) => section.heading === by.heading || section.heading.startsWith(`${by.heading} (`);
  const placed = new Set<number>();
  const out: string[] = [fresh.preamble];
  const pending = (upTo: number) => {
    for (let i = 0; i < upTo; i++) {
      if (placed.has(i)) continue;
      placed.add(i);
      out.push(withBlankLineAfter(fresh.sections[i]!.text));
    }
  };
  for (const section of old) {
    const index = fresh.sections.findIndex((candidate) => replaces(section, candidate));
    if (index < 0) {
      out.push(withBlankLineAfter(section.text));
    } else if (!placed.has(index)) {
      pending(index);
      placed.add(index);
      out.push(withBlankLineAfter(fresh.sections[index]!.text));
    }
  }
  pending(fresh.sections.length);
  return out.join('').replace(/\n+$/, '\n');
};
