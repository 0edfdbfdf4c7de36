import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Errors } from '@navnebase/domain';
import type { ReadModelQueries, StatisticsDay } from '@navnebase/projections';
import { optionalIsoDate } from '../common/dates.js';
import { READ_MODEL_STORE } from '../infrastructure/tokens.js';
import { StatisticsOverTimeDto } from '../taxon-name/taxon-name.responses.js';

/** The register's counts over time, for the statistics page's chart. */
@ApiTags('Statistics')
@Controller('api/v1/Statistics')
export class StatisticsOverTimeController {
  constructor(@Inject(READ_MODEL_STORE) private readonly readModels: ReadModelQueries) {}

  @Get('OverTime')
  @ApiOperation({
    summary:
      'Counts over time: one entry per day (Norwegian time) on which they changed, with the taxa, scientific names, synonyms ' +
      '(synonym and not-in-use names) and vernacular names per language at the end of that day. from and to (ISO dates) limit the days.',
  })
  @ApiQuery({ name: 'from', required: false, example: '2026-01-01' })
  @ApiQuery({ name: 'to', required: false, example: '2026-12-31' })
  @ApiOkResponse({ type: StatisticsOverTimeDto, description: 'The counts per day' })
  async overTime(@Query('from') from?: string, @Query('to') to?: string): Promise<{ days: StatisticsDay[] }> {
    optionalIsoDate(from, 'from');
    optionalIsoDate(to, 'to');
    if (from && to && from > to) throw Errors.invalidRequest('Fra-datoen må være før til-datoen.', 'from');
    return { days: await this.readModels.statisticsOverTime({ ...(from ? { from } : {}), ...(to ? { to } : {}) }) };
  }
}
