import { Readable, Writable } from 'node:stream';
import { withSchemaLock, type SqlClient } from '@navnebase/event-store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS dt_file (
  file_id text PRIMARY KEY,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size bigint NOT NULL DEFAULT 0,
  complete boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS dt_file_chunk (
  file_id text NOT NULL,
  seq int NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (file_id, seq)
);
`;

export const CHUNK_BYTES = 1024 * 1024;
/** Files older than this are removed by `sweep` (uploads whose job never ran, finished exports). */
export const KEEP_FILES_MS = 24 * 60 * 60_000;

export interface StoredFile {
  readonly fileId: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  readonly complete: boolean;
  readonly createdAt: string;
}

const toBuffer = (value: unknown): Buffer => (Buffer.isBuffer(value) ? value : Buffer.from(value as Uint8Array));

/**
 * Files of data transfer jobs (uploaded imports, finished exports) in the register's SQL database, in 1 MB
 * chunks, so that any API process can run a job or serve its result, and neither reading nor writing holds a
 * whole file in memory (exports are written chunk by chunk as they are produced).
 */
export class TransferFileStore {
  private constructor(private readonly sql: SqlClient) {}

  static async create(sql: SqlClient): Promise<TransferFileStore> {
    await sql.exec(withSchemaLock(SCHEMA));
    return new TransferFileStore(sql);
  }

  /** Stores a whole file (an upload) in one transaction. */
  async save(fileId: string, fileName: string, contentType: string, content: Buffer): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query(`DELETE FROM dt_file_chunk WHERE file_id = $1`, [fileId]);
      await tx.query(
        `INSERT INTO dt_file (file_id, file_name, content_type, size, complete) VALUES ($1, $2, $3, $4, true)
         ON CONFLICT (file_id) DO UPDATE SET file_name = excluded.file_name, content_type = excluded.content_type, size = excluded.size, complete = true`,
        [fileId, fileName, contentType, content.length],
      );
      for (let offset = 0, seq = 0; offset < content.length; offset += CHUNK_BYTES, seq++) {
        await tx.query(`INSERT INTO dt_file_chunk (file_id, seq, content) VALUES ($1, $2, $3)`, [
          fileId,
          seq,
          content.subarray(offset, offset + CHUNK_BYTES),
        ]);
      }
    });
  }

  /**
   * A stream that stores what is written to it, a chunk at a time; the file counts as complete when the stream
   * finishes. Starting again (a retried export) replaces what an earlier attempt wrote.
   */
  async writable(fileId: string, fileName: string, contentType: string): Promise<Writable> {
    await this.remove(fileId);
    await this.sql.query(`INSERT INTO dt_file (file_id, file_name, content_type) VALUES ($1, $2, $3)`, [fileId, fileName, contentType]);
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let seq = 0;
    let size = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const content = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await this.sql.query(`INSERT INTO dt_file_chunk (file_id, seq, content) VALUES ($1, $2, $3)`, [fileId, seq++, content]);
    };
    return new Writable({
      highWaterMark: CHUNK_BYTES,
      write: (chunk: Buffer, _encoding, callback) => {
        pending.push(chunk);
        pendingBytes += chunk.length;
        size += chunk.length;
        if (pendingBytes < CHUNK_BYTES) return callback();
        flush().then(() => callback(), callback);
      },
      final: (callback) => {
        flush()
          .then(() => this.sql.query(`UPDATE dt_file SET size = $2, complete = true WHERE file_id = $1`, [fileId, size]))
          .then(() => callback(), callback);
      },
    });
  }

  async info(fileId: string): Promise<StoredFile | undefined> {
    const { rows } = await this.sql.query<{
      file_id: string;
      file_name: string;
      content_type: string;
      size: number | string;
      complete: boolean;
      created_at: Date | string;
    }>(`SELECT file_id, file_name, content_type, size, complete, created_at FROM dt_file WHERE file_id = $1`, [fileId]);
    const row = rows[0];
    if (!row) return undefined;
    return {
      fileId: row.file_id,
      fileName: row.file_name,
      contentType: row.content_type,
      size: Number(row.size),
      complete: row.complete,
      createdAt: new Date(row.created_at).toISOString(),
    };
  }

  /** The file's content, read a chunk at a time. */
  readable(fileId: string): Readable {
    const sql = this.sql;
    return Readable.from(
      (async function* () {
        for (let seq = 0; ; seq++) {
          const { rows } = await sql.query<{ content: unknown }>(`SELECT content FROM dt_file_chunk WHERE file_id = $1 AND seq = $2`, [fileId, seq]);
          if (!rows[0]) return;
          yield toBuffer(rows[0].content);
        }
      })(),
    );
  }

  async read(fileId: string): Promise<Buffer | undefined> {
    const info = await this.info(fileId);
    if (!info) return undefined;
    const parts: Buffer[] = [];
    for await (const part of this.readable(fileId)) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  async remove(fileId: string): Promise<void> {
    await this.sql.transaction(async (tx) => {
      await tx.query(`DELETE FROM dt_file_chunk WHERE file_id = $1`, [fileId]);
      await tx.query(`DELETE FROM dt_file WHERE file_id = $1`, [fileId]);
    });
  }

  /** Removes files older than `maxAgeMs`. */
  async sweep(maxAgeMs = KEEP_FILES_MS): Promise<number> {
    const cutoff = new Date(Date.now() - maxAgeMs).toISOString();
    return this.sql.transaction(async (tx) => {
      await tx.query(`DELETE FROM dt_file_chunk WHERE file_id IN (SELECT file_id FROM dt_file WHERE created_at < $1::timestamptz)`, [cutoff]);
      const { affectedRows } = await tx.query(`DELETE FROM dt_file WHERE created_at < $1::timestamptz`, [cutoff]);
      return affectedRows ?? 0;
    });
  }
}
