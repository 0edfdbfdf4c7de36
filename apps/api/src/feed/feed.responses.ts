import { ApiProperty } from '@nestjs/swagger';
import { FEED_EVENT_TYPES } from '@navnebase/projections';
import { AnyObject, List, Str } from '../common/schema-properties.js';
import type { FeedCloudEvent } from './cloud-events.js';

/** A page of the change feed (`GET /api/v1/Feed`): CloudEvents 1.0 in JSON structured mode. */
export class FeedCloudEventDto implements Omit<FeedCloudEvent, 'data'> {
  @ApiProperty({ type: 'string', enum: ['1.0'] }) readonly specversion!: '1.0';
  @Str({ description: "The event's global position in the event store (the same on every delivery)" }) readonly id!: string;
  @Str({ description: 'FEED_SOURCE, by default urn:navnebase:register' }) readonly source!: string;
  @Str({ description: `One of ${FEED_EVENT_TYPES.join(', ')} (as no.navnebase.<kind>.v1)` }) readonly type!: string;
  @Str({ description: 'When the change was made (ISO date-time)' }) readonly time!: string;
  @Str({ optional: true, description: 'The scientific name or taxon the event is about' }) readonly subject?: string;
  @ApiProperty({ type: 'string', enum: ['application/json'] }) readonly datacontenttype!: 'application/json';
  @AnyObject({ description: 'The change: the records before and after (see the AsyncAPI document /api-docs/asyncapi.json)' })
  readonly data!: Record<string, unknown>;
  @Str({ description: 'The cursor to read on from, after this event' }) readonly position!: string;
}

export class FeedPageDto {
  @List(FeedCloudEventDto, { description: 'The events after the cursor, in global order; empty when up to date' })
  readonly events!: readonly FeedCloudEventDto[];
  @Str({ description: 'The cursor of the next page (`after`)' }) readonly next!: string;
}
