import type { FastifyRequest } from 'fastify';
import yauzl from 'yauzl';
import { problemException } from '../../common/problem.js';
import { readOneUploadedFile, UPLOAD_FIELD, type Upload } from '../upload.js';

/** Largest total size of the files in an uploaded archive once unpacked (the readers hold a file in memory at a time). */
export const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;

export const NOT_A_ZIP = 'Filen er ikke en zip-fil. Last opp et Darwin Core Archive eller en ColDP-pakke som én .zip-fil.';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const unpackedSize = (content: Buffer): Promise<number> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(content, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('unreadable zip'));
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        zip.readEntry();
      });
      zip.on('end', () => resolve(total));
      zip.on('error', reject);
      zip.readEntry();
    });
  });

/**
 * The one archive of an archive import: a zip file (by its content, whatever its name or MIME type says) whose
 * entries do not unpack to more than MAX_UNPACKED_BYTES. What it holds is checked by the import's dry run.
 */
export const readArchiveUpload = async (request: FastifyRequest): Promise<Upload> => {
  const upload = await readOneUploadedFile(request, 'arkiv.zip');
  if (!ZIP_MAGIC.every((byte, i) => upload.content[i] === byte)) {
    throw problemException(400, 'ARCHIVE_NOT_ZIP', NOT_A_ZIP, { field: UPLOAD_FIELD });
  }
  let size: number;
  try {
    size = await unpackedSize(upload.content);
  } catch {
    throw problemException(400, 'ARCHIVE_NOT_ZIP', NOT_A_ZIP, { field: UPLOAD_FIELD });
  }
  if (size > MAX_UNPACKED_BYTES) {
    throw problemException(
      413,
      'ARCHIVE_TOO_LARGE_UNPACKED',
      `Arkivet pakker seg ut til mer enn ${MAX_UNPACKED_BYTES / 1024 / 1024 / 1024} GB. Importer det med kommandolinjen (npm run import).`,
      { field: UPLOAD_FIELD },
    );
  }
  return upload;
};
