import { CloudEvent } from 'cloudevents';
import { cloudEventType, encodeCursor, type FeedEventData, type FeedRow } from '@navnebase/projections';

/** A feed item as a CloudEvents 1.0 event in JSON structured mode. */
export type FeedCloudEvent = {
  readonly specversion: '1.0';
  readonly id: string;
  readonly source: string;
  readonly type: string;
  readonly time: string;
  readonly subject?: string;
  readonly datacontenttype: 'application/json';
  readonly data: FeedEventData;
  /** Extension: the cursor to read on from (after this event). */
  readonly position: string;
};

/**
 * One feed row as a CloudEvent. The id is the event's global position, so a redelivery carries the same id; the
 * `position` extension is the opaque cursor to continue after it. The SDK checks the attributes' names and formats
 * (strict mode's full validation costs more than the page: the attributes are built here, from known values).
 */
export const toCloudEvent = (row: FeedRow, source: string): FeedCloudEvent => {
  const event = new CloudEvent<FeedEventData>(
    {
      id: String(row.position),
      source,
      type: cloudEventType(row.kind),
      time: row.time,
      ...(row.subject !== null ? { subject: String(row.subject) } : {}),
      datacontenttype: 'application/json',
      data: row.data,
      position: encodeCursor(row.position),
    },
    false,
  );
  return event.toJSON() as unknown as FeedCloudEvent;
};
