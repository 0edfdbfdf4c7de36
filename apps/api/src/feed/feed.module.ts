import { Module } from '@nestjs/common';
import { FeedController } from './feed.http.controller.js';

/** The public change feed: pages, snapshot and live stream. */
@Module({ controllers: [FeedController] })
export class FeedModule {}
