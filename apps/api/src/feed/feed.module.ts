import { Module } from '@nestjs/common';
import { FeedHub } from './feed-hub.js';
import { AsyncApiController, FeedController } from './feed.http.controller.js';

/** The public change feed: pages, snapshot and live stream (one shared reader for every open stream). */
@Module({ controllers: [FeedController, AsyncApiController], providers: [FeedHub], exports: [FeedHub] })
export class FeedModule {}
