import { FEED_KINDS, type FeedKind } from '@navnebase/projections';
import { ApiProperty } from '@nestjs/swagger';
import { Int, Str } from '../common/schema-properties.js';
import type { Delivery } from './webhook-store.js';

/** The response bodies of the webhook API (`Webhooks/*`). */

/** A subscription as administrators see it: never the secret (shown once, when made or rotated). */
export interface WebhookView {
  readonly id: string;
  readonly url: string;
  readonly subtree: number | null;
  readonly types: readonly FeedKind[] | null;
  readonly active: boolean;
  readonly description: string;
  readonly usageUrl: string | null;
  readonly state: 'active' | 'paused' | 'inactive';
  readonly pausedReason: string | null;
  readonly failures: number;
  readonly nextAttemptAt: string | null;
  readonly cursor: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly lastDeliveryAt: string | null;
}

const nullableString = (description: string) => Str({ nullable: true, description });

export class WebhookViewDto implements WebhookView {
  @Str() readonly id!: string;
  @Str({ description: 'Where the events are sent (POST)' }) readonly url!: string;
  @Int({ nullable: true, description: 'The scientific name whose subtree is followed; null for the whole register' })
  readonly subtree!: number | null;
  @ApiProperty({ type: 'array', items: { type: 'string', enum: [...FEED_KINDS] }, nullable: true, description: 'The kinds sent; null for all' })
  readonly types!: readonly FeedKind[] | null;
  @ApiProperty({ type: 'boolean' }) readonly active!: boolean;
  @Str() readonly description!: string;
  @nullableString('Asked before a name is deleted: GET {usageUrl}?scientificNameId=…') readonly usageUrl!: string | null;
  @ApiProperty({ type: 'string', enum: ['active', 'paused', 'inactive'] }) readonly state!: WebhookView['state'];
  @nullableString('Why deliveries are paused (after too many failures in a row)') readonly pausedReason!: string | null;
  @Int({ description: 'Failed attempts in a row' }) readonly failures!: number;
  @nullableString('When the next attempt is due (ISO date-time)') readonly nextAttemptAt!: string | null;
  @Str({ description: 'The feed cursor delivered up to' }) readonly cursor!: string;
  @Str({ description: 'ISO date-time' }) readonly createdAt!: string;
  @Str({ description: 'ISO date-time' }) readonly updatedAt!: string;
  @nullableString('ISO date-time of the last successful delivery') readonly lastDeliveryAt!: string | null;
}

export class NewWebhookDto extends WebhookViewDto {
  @Str({ description: 'The signing secret (whsec_…), shown this once', example: 'whsec_…' }) readonly secret!: string;
}

export class WebhookSecretDto {
  @Str({ description: 'The new signing secret (whsec_…), shown this once' }) readonly secret!: string;
}

export class WebhookDeliveryDto implements Delivery {
  @Int() readonly id!: number;
  @Str({ description: 'ISO date-time' }) readonly time!: string;
  @Str({ description: 'The CloudEvent id (feed position)' }) readonly eventId!: string;
  @Str() readonly eventType!: string;
  @Int() readonly attempt!: number;
  @Int({ nullable: true, description: "The receiver's HTTP status; null when it could not be reached" }) readonly status!: number | null;
  @nullableString('What went wrong') readonly error!: string | null;
  @Int() readonly latencyMs!: number;
}
