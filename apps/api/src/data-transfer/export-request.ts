import { queryFlag } from '../common/query-flag.js';
import { DomainError, Errors } from '@navnebase/domain';
import { parseScientificNameId } from '../common/ids.js';
import { EXPORT_FORMATS, EXPORT_TYPES, type ExportType } from './export-writers.js';

/** Spec 2 §3 "Export form": what to export, and how. */
export interface ExportRequest {
  readonly scientificNameId: number;
  readonly exportType: ExportType;
  readonly includeSynonyms: boolean;
  readonly includeVernacularNames: boolean;
  /** As the user typed it; the final name is made safe and given its extension. */
  readonly fileName?: string;
}

export const exportFailed = (reason: string, status: 'notFound' | 'invalid' = 'invalid', code = 'EXPORT_FAILED') =>
  new DomainError(code, status, `Kunne ikke eksportere. ${reason}`);

/** Reads the export form from a query (or JSON body); defaults as spec 2 §9: Excel, without synonyms and vernacular names. */
export const parseExportRequest = (query: Record<string, unknown>): ExportRequest => {
  const id = query.scientificNameId;
  if (id === undefined || id === null || id === '') {
    throw new DomainError('EXPORT_NAME_REQUIRED', 'invalid', 'Kunne ikke eksportere. Du må velge et navn å eksportere.', 'scientificNameId');
  }
  const scientificNameId = parseScientificNameId(id);
  const typeText = query.exportType === undefined || query.exportType === '' ? 'Excel' : String(query.exportType);
  const exportType = EXPORT_TYPES.find((t) => t.toLowerCase() === typeText.toLowerCase());
  if (!exportType) throw Errors.invalidRequest(`Ukjent eksporttype «${typeText}». Tillatt: ${EXPORT_TYPES.join(', ')}.`, 'exportType');
  const fileName = typeof query.fileName === 'string' && query.fileName.trim() ? query.fileName : undefined;
  return {
    scientificNameId,
    exportType,
    includeSynonyms: queryFlag(query.includeSynonyms, 'includeSynonyms'),
    includeVernacularNames: queryFlag(query.includeVernacularNames, 'includeVernacularNames'),
    ...(fileName ? { fileName } : {}),
  };
};

const FORBIDDEN = /[\u0000-\u001f\u007f"*:<>?|\\/]+/g;

/**
 * The file name of an export: the user's name without folders, control characters and characters Windows refuses,
 * at most 120 characters, with the format's extension added when missing (.xlsx, .csv, .zip). Without a usable
 * name: "navnebase-<scientific name>".
 */
export const exportFileName = (requested: string | undefined, type: ExportType, scientificName: string): string => {
  const { extension } = EXPORT_FORMATS[type];
  const base = (requested ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(FORBIDDEN, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const fallback = `navnebase-${scientificName}`.replace(FORBIDDEN, ' ').replace(/\s+/g, '-');
  let name = (base || fallback).slice(0, 120).trim();
  if (!name.toLowerCase().endsWith(extension)) name += extension;
  return name;
};

const ASCII_REPLACEMENTS: Record<string, string> = { æ: 'ae', Æ: 'Ae', ø: 'o', Ø: 'O', å: 'a', Å: 'A', ß: 'ss' };

/** `attachment` with an ASCII fallback name and the UTF-8 name (RFC 6266 / RFC 5987), so æøå survive. */
export const contentDisposition = (fileName: string): string => {
  const ascii = fileName
    .replace(/[æÆøØåÅß]/g, (c) => ASCII_REPLACEMENTS[c]!)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};
