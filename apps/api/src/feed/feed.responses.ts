import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import {
  FEED_CONTRACT_VERSION,
  FEED_EVENT_TYPES,
  type PublicName,
  type PublicSuccessor,
  type PublicTaxon,
  type PublicVernacularName,
  type SnapshotLine,
} from '@navnebase/projections';
import { AnyObject, Bool, Int, List, One, Str } from '../common/schema-properties.js';
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

/** The records of the feed's public contract (the same shapes as the AsyncAPI document's). */

export class PublicNameDto implements PublicName {
  @Int() readonly scientificNameId!: number;
  @Int() readonly taxonId!: number;
  @Str() readonly scientificName!: string;
  @Str() readonly author!: string;
  @Str() readonly rank!: string;
  @ApiProperty({ type: 'string', enum: ['Accepted', 'Unresolved', 'Synonym'] }) readonly taxonomicStatus!: PublicName['taxonomicStatus'];
  @List('string') readonly nomenclaturalStatuses!: readonly string[];
}

export class PublicVernacularNameDto implements PublicVernacularName {
  @Str() readonly vernacularName!: string;
  @Str({ description: 'nb, nn or se' }) readonly language!: string;
  @Str({ description: 'Recommended or NotRecommended' }) readonly status!: string;
}

export class PublicTaxonDto implements PublicTaxon {
  @Int() readonly taxonId!: number;
  @Int({ nullable: true }) readonly parentTaxonId!: number | null;
  @Bool({ nullable: true }) readonly existsInNorway!: boolean | null;
  @List(PublicVernacularNameDto) readonly vernacularNames!: readonly PublicVernacularNameDto[];
}

export class PublicSuccessorDto implements PublicSuccessor {
  @ApiProperty({ type: 'string', enum: ['taxon', 'name'] }) readonly kind!: PublicSuccessor['kind'];
  @Int({ description: 'The id that no longer exists' }) readonly id!: number;
  @ApiProperty({ type: 'string', enum: ['Deleted', 'Merged', 'Split', 'Replaced'] }) readonly reason!: PublicSuccessor['reason'];
  @List('integer') readonly successorIds!: readonly number[];
}

type Line<K extends SnapshotLine['kind']> = Extract<SnapshotLine, { kind: K }>;

export class SnapshotCursorLineDto implements Line<'cursor'> {
  @ApiProperty({ type: 'string', enum: ['cursor'] }) readonly kind!: 'cursor';
  @Str({ description: 'The feed cursor to follow on from (also in the Feed-Cursor header)' }) readonly cursor!: string;
  @Int({ nullable: true, description: 'The subtree (taxon id), null for the whole register' }) readonly subtree!: number | null;
  @Str({ example: FEED_CONTRACT_VERSION }) readonly contract!: string;
}

export class SnapshotTaxonLineDto implements Line<'taxon'> {
  @ApiProperty({ type: 'string', enum: ['taxon'] }) readonly kind!: 'taxon';
  @One(PublicTaxonDto) readonly taxon!: PublicTaxonDto;
}

export class SnapshotNameLineDto implements Line<'name'> {
  @ApiProperty({ type: 'string', enum: ['name'] }) readonly kind!: 'name';
  @One(PublicNameDto) readonly name!: PublicNameDto;
}

export class SnapshotSuccessorLineDto implements Line<'successor'> {
  @ApiProperty({ type: 'string', enum: ['successor'] }) readonly kind!: 'successor';
  @One(PublicSuccessorDto) readonly successor!: PublicSuccessorDto;
}

export class SnapshotEndLineDto implements Line<'end'> {
  @ApiProperty({ type: 'string', enum: ['end'] }) readonly kind!: 'end';
  @Str() readonly cursor!: string;
  @Int({ description: 'How many records the snapshot held' }) readonly records!: number;
}

export const SNAPSHOT_LINES = [SnapshotCursorLineDto, SnapshotTaxonLineDto, SnapshotNameLineDto, SnapshotSuccessorLineDto, SnapshotEndLineDto];

/**
 * GET Feed/Snapshot answers NDJSON: one JSON value per line. OpenAPI 3.0 has no way to say "a sequence of", so the
 * schema describes one line (every line is one of these); `x-itemSchema` says the same in OpenAPI 3.2's terms.
 */
const snapshotLine = { oneOf: SNAPSHOT_LINES.map((line) => ({ $ref: getSchemaPath(line) })), discriminator: { propertyName: 'kind' } };
export const SNAPSHOT_CONTENT = {
  'application/x-ndjson': {
    schema: {
      ...snapshotLine,
      description: 'One line of the NDJSON answer: a cursor line first, then taxon, name and successor lines, then an end line.',
    },
    'x-itemSchema': snapshotLine,
  },
};

/**
 * GET Feed/Stream answers Server-Sent Events: each `data:` is one CloudEvent (FeedCloudEventDto) as JSON, each `id:`
 * its cursor; lines starting with `:` are heartbeats. The body is text; `x-itemSchema` (OpenAPI 3.2) gives the data.
 */
export const STREAM_CONTENT = {
  'text/event-stream': {
    schema: {
      type: 'string',
      description:
        'Server-Sent Events: `id: <cursor>`, `event: message`, `data: <CloudEvent JSON, as FeedCloudEventDto>`, a blank line; `retry: 2000` first and `:` heartbeat comments between events.',
      example: 'retry: 2000\n\nid: 4711\nevent: message\ndata: {"specversion":"1.0","id":"4711",…}\n\n',
    },
    'x-itemSchema': { $ref: getSchemaPath(FeedCloudEventDto) },
  },
};
