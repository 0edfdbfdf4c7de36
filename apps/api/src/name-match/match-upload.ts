import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { problemException } from '../common/problem.js';
import { readFirstSheet, spreadsheetKind, UnreadableSpreadsheet } from '../data-transfer/spreadsheet/spreadsheet-reader.js';
import { MAX_MATCH_BODY_BYTES, namesOfText } from './match-request.js';

const invalid = (code: string, detail: string) => problemException(400, code, detail, { field: 'file' });
/** A first row that names its column rather than a species. */
const HEADER = /^(navn|name|names|art|arter|species|takson|taxon|scientific ?name|vitenskapelig navn|populærnavn)$/i;

/**
 * The names of an uploaded list: one multipart file, xlsx (the first worksheet's first column) or text (csv, txt:
 * the first column of each line). A first row that is a column heading ("navn", "art", "scientificName") is skipped.
 */
export const namesOfUpload = async (request: FastifyRequest, maxBytes = MAX_MATCH_BODY_BYTES): Promise<string[]> => {
  if (!request.isMultipart()) throw invalid('MATCH_NO_FILE', 'Du har ikke valgt en fil.');
  let file: { name: string; content: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: maxBytes } })) {
      if (part.type !== 'file') continue;
      file = { name: part.filename ?? '', content: await part.toBuffer() };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw problemException(413, 'MATCH_FILE_TOO_LARGE', `Filen er for stor. Største tillatte størrelse er ${maxBytes / 1024 / 1024} MB.`, {
        field: 'file',
      });
    }
    if (code === 'FST_FILES_LIMIT') throw invalid('MATCH_MORE_THAN_ONE_FILE', 'Du kan ikke velge mer enn en fil om gangen.');
    throw error;
  }
  if (!file || file.content.length === 0) throw invalid('MATCH_NO_FILE', 'Du har ikke valgt en fil, eller filen er tom.');
  let names: string[];
  const kind = spreadsheetKind(file.content);
  if (kind === 'xlsx') {
    try {
      const sheet = await readFirstSheet(file.content);
      names = [sheet.header, ...sheet.rows].map((row) => row.cells[0] ?? '').filter((cell) => cell !== '');
    } catch (error) {
      if (error instanceof UnreadableSpreadsheet && error.status === 413) {
        throw problemException(413, 'MATCH_FILE_TOO_LARGE', error.message, { field: 'file' });
      }
      if (error instanceof UnreadableSpreadsheet) throw invalid('MATCH_FILE_NOT_READABLE', error.message);
      throw error;
    }
  } else if (kind === 'xls') {
    throw invalid('MATCH_FILE_NOT_READABLE', 'Gamle Excel-filer (.xls) kan ikke leses. Lagre filen som .xlsx og prøv igjen.');
  } else {
    const text = file.content.toString('utf8');
    if (text.includes('\u0000') || text.includes('\ufffd')) {
      throw invalid('MATCH_FILE_NOT_READABLE', 'Filen kunne ikke leses. Bruk en Excel-fil (.xlsx) eller en tekstfil (.csv, .txt) i UTF-8.');
    }
    names = namesOfText(text);
  }
  if (names.length > 0 && HEADER.test(names[0]!.trim())) names = names.slice(1);
  if (names.length === 0) throw invalid('MATCH_NO_NAMES', 'Fant ingen navn i filen.');
  return names;
};
