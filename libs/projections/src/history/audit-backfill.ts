import type { RecordedEvent, SqlExecutor } from '@navnebase/event-store';

/** Events read per statement by a backfill: an import event holds a whole batch (about 1 MB of JSON). */
const BACKFILL_PAGE = 20;

type BackfilledEvent = Pick<RecordedEvent, 'globalPosition' | 'streamId' | 'type' | 'data' | 'metadata' | 'recordedAt'>;

/**
 * Fills a read-side table that read models projected before it existed lack: when `table` is empty and the
 * projection's checkpoint is past 0, the audited streams' events up to the checkpoint are read from the SQL store's
 * `es_events`, page by page, and handed to `write` (repeatable: rows already there are kept by `write`).
 */
export const backfillFromEvents = async (
  tx: SqlExecutor,
  projection: string,
  table: 'rm_audit' | 'rm_audit_text',
  write: (events: readonly BackfilledEvent[]) => Promise<void>,
): Promise<void> => {
  const { rows } = await tx.query<{ position: string | number }>(
    `SELECT c.position FROM rm_checkpoint c WHERE c.projection = $1 AND c.position > 0 AND NOT EXISTS (SELECT 1 FROM ${table})`,
    [projection],
  );
  if (!rows[0]) return;
  const head = Number(rows[0].position);
  let after = 0;
  for (;;) {
    const page = await tx.query<{
      global_position: string | number;
      stream_id: string;
      event_type: string;
      data: unknown;
      metadata: unknown;
      recorded_at: Date | string;
    }>(
      `SELECT global_position, stream_id, event_type, data, metadata, recorded_at FROM es_events
       WHERE global_position > $1 AND global_position <= $2 AND stream_id IN ('register', 'users') ORDER BY global_position LIMIT $3`,
      [after, head, BACKFILL_PAGE],
    );
    if (page.rows.length === 0) return;
    await write(
      page.rows.map((r) => ({
        globalPosition: Number(r.global_position),
        streamId: r.stream_id,
        type: r.event_type,
        data: r.data,
        metadata: r.metadata as RecordedEvent['metadata'],
        recordedAt: r.recorded_at instanceof Date ? r.recorded_at.toISOString() : String(r.recorded_at),
      })),
    );
    after = Number(page.rows[page.rows.length - 1]!.global_position);
  }
};
