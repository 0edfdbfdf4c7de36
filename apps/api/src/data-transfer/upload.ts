import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { problemException } from '../common/problem.js';
import { checkSpreadsheetSize, UnreadableSpreadsheet } from './spreadsheet/spreadsheet-limits.js';
import { isSpreadsheetUpload, spreadsheetKind, WRONG_FILE_TYPE, XLS_NOT_READABLE } from './spreadsheet/spreadsheet-reader.js';

/** Largest accepted import file. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** The multipart field of the import (spec 2 §7). Other field names are accepted too, as long as there is one file. */
export const UPLOAD_FIELD = 'formFile';

export const NO_FILE = 'Du har ikke valgt en fil.';
export const MORE_THAN_ONE_FILE = 'Du kan ikke velge mer enn en fil om gangen.';

export interface Upload {
  readonly fileName: string;
  readonly mimeType: string;
  readonly content: Buffer;
}

const invalid = (code: string, detail: string) => problemException(400, code, detail, { field: UPLOAD_FIELD });

/**
 * Reads the one file of a multipart upload: exactly one file (in any field), not empty, within MAX_UPLOAD_BYTES;
 * otherwise 400/413 problem JSON. The file keeps its own name without folders or control characters.
 */
export const readOneUploadedFile = async (request: FastifyRequest, defaultName: string): Promise<Upload> => {
  if (!request.isMultipart()) throw invalid('IMPORT_NO_FILE', NO_FILE);
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (upload) {
        part.file.resume();
        throw invalid('IMPORT_MORE_THAN_ONE_FILE', MORE_THAN_ONE_FILE);
      }
      const content = await part.toBuffer();
      if (content.length === 0 && !part.filename) continue;
      upload = { fileName: part.filename || defaultName, mimeType: part.mimetype, content };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw invalid('IMPORT_MORE_THAN_ONE_FILE', MORE_THAN_ONE_FILE);
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw problemException(413, 'IMPORT_FILE_TOO_LARGE', `Filen er for stor. Største tillatte størrelse er ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`, {
        field: UPLOAD_FIELD,
      });
    }
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw invalid('IMPORT_TOO_MANY_PARTS', 'Forespørselen har for mange felt.');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw invalid('IMPORT_NO_FILE', NO_FILE);
    throw error;
  }
  if (!upload || upload.content.length === 0) throw invalid('IMPORT_NO_FILE', NO_FILE);
  return { ...upload, fileName: safeName(upload.fileName, defaultName) };
};

/**
 * Reads the one spreadsheet of a multipart import (spec 2 §5): exactly one file, of an Excel MIME type, whose
 * content is an xlsx workbook (a zip) that does not unpack to more than the limits allow. An old .xls file is refused with advice to save it as .xlsx, because the
 * reader cannot read that format.
 */
export const readSpreadsheetUpload = async (request: FastifyRequest): Promise<Upload> => {
  const upload = await readOneUploadedFile(request, 'regneark.xlsx');
  if (!isSpreadsheetUpload(upload.mimeType, upload.fileName)) throw invalid('IMPORT_WRONG_FILE_TYPE', WRONG_FILE_TYPE);
  const kind = spreadsheetKind(upload.content);
  if (kind === 'xls') throw invalid('IMPORT_XLS_NOT_SUPPORTED', XLS_NOT_READABLE);
  if (kind !== 'xlsx') throw invalid('IMPORT_WRONG_FILE_TYPE', WRONG_FILE_TYPE);
  await refuseZipBomb(upload.content);
  return upload;
};

/**
 * A workbook that unpacks to more than the limits allow is refused now, with 413, before it is stored or queued
 * (a file that cannot be read at all is left to the import, which reports it as the job's problem).
 */
const refuseZipBomb = async (content: Buffer): Promise<void> => {
  try {
    await checkSpreadsheetSize(content);
  } catch (error) {
    if (error instanceof UnreadableSpreadsheet && error.status === 413) {
      throw problemException(413, error.errorCode, error.message, { field: UPLOAD_FIELD });
    }
  }
};

/** The uploaded file's own name, without folders or control characters (it appears in answers and history). */
const safeName = (name: string, defaultName: string): string =>
  name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f]+/g, '')
    .trim()
    .slice(0, 200) || defaultName;
