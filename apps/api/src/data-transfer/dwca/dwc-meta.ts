import { termName } from './dwc-terms.js';

/** The parts of a Darwin Core Archive descriptor (`meta.xml`) the importer needs. */

export interface DwcField {
  readonly index?: number;
  /** The term's URI, e.g. http://rs.tdwg.org/dwc/terms/scientificName. */
  readonly term: string;
  readonly default?: string;
}

export interface DwcFileSpec {
  readonly rowType: string;
  readonly location: string;
  readonly encoding: string;
  readonly delimiter: string;
  readonly quote: string | false;
  readonly headerLines: number;
  /** Column of the core id (`<id>`) or, in an extension, of the core id it belongs to (`<coreid>`). */
  readonly idIndex?: number;
  readonly fields: readonly DwcField[];
}

export interface DwcMeta {
  readonly core: DwcFileSpec;
  readonly extensions: readonly DwcFileSpec[];
}

const unescapeXml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** meta.xml writes separators as escapes: `\t`, `\n`, `\\`. */
const unescapeSeparator = (s: string) => s.replace(/\\t/g, '\t').replace(/\\n/g, '\n').replace(/\\r/g, '\r').replace(/\\\\/g, '\\');

const attributes = (text: string): Record<string, string> => {
  const result: Record<string, string> = {};
  for (const m of text.matchAll(/([\w:]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) result[m[1]!] = unescapeXml(m[2] ?? m[3] ?? '');
  return result;
};

const fileSpec = (attributeText: string, body: string): DwcFileSpec => {
  const a = attributes(attributeText);
  const id = /<(?:id|coreid)\b([^>]*)>/.exec(body);
  const idIndex = id ? attributes(id[1]!).index : undefined;
  const quote = unescapeSeparator(a.fieldsEnclosedBy ?? '"');
  return {
    rowType: a.rowType ?? '',
    location: unescapeXml(/<location>\s*([^<]*?)\s*<\/location>/.exec(body)?.[1] ?? ''),
    encoding: a.encoding ?? 'UTF-8',
    delimiter: unescapeSeparator(a.fieldsTerminatedBy ?? ','),
    quote: quote === '' ? false : quote,
    headerLines: Number(a.ignoreHeaderLines ?? 0) || 0,
    ...(idIndex !== undefined && idIndex !== '' ? { idIndex: Number(idIndex) } : {}),
    fields: [...body.matchAll(/<field\b([^>]*?)\/?>/g)].map((m) => {
      const f = attributes(m[1]!);
      return {
        term: f.term ?? '',
        ...(f.index !== undefined ? { index: Number(f.index) } : {}),
        ...(f.default !== undefined ? { default: f.default } : {}),
      };
    }),
  };
};

export const parseMeta = (xml: string): DwcMeta => {
  const blocks = [...xml.matchAll(/<(core|extension)\b([^>]*)>([\s\S]*?)<\/\1>/g)];
  const core = blocks.find((b) => b[1] === 'core');
  if (!core) throw new Error('meta.xml har ingen <core>-fil');
  return {
    core: fileSpec(core[2]!, core[3]!),
    extensions: blocks.filter((b) => b[1] === 'extension').map((b) => fileSpec(b[2]!, b[3]!)),
  };
};

/** A spec for a file without meta.xml: its header names are its terms. */
export const specFromHeader = (
  location: string,
  rowType: string,
  header: readonly string[],
  delimiter: string,
  quote: string | false,
): DwcFileSpec => {
  const names = header.map((h) => termName(h.trim()));
  const idIndex = ['id', 'coreid', 'taxonid'].map((n) => names.indexOf(n)).find((i) => i >= 0);
  return {
    rowType,
    location,
    encoding: 'UTF-8',
    delimiter,
    quote,
    headerLines: 1,
    ...(idIndex !== undefined ? { idIndex } : {}),
    fields: header.map((term, index) => ({ term: term.trim(), index })),
  };
};
