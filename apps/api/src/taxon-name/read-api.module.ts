import { Module } from '@nestjs/common';
import { StatisticsOverTimeController } from '../statistics/statistics-over-time.http.controller.js';
import { StatisticsController } from '../statistics/statistics.http.controller.js';
import { TaxonNameController } from './taxon-name.http.controller.js';

/** The public read API: tree, name info, history, search and statistics. */
@Module({ controllers: [TaxonNameController, StatisticsController, StatisticsOverTimeController] })
export class ReadApiModule {}
