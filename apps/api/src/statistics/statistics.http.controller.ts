import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Errors, isLanguageCode } from '@navnebase/domain';
import type { ReadModelQueries, StatisticsKind } from '@navnebase/projections';
import { optionalIsoDate } from '../common/dates.js';
import { READ_MODEL_STORE } from '../infrastructure/tokens.js';
import { StatisticsCountDto } from '../taxon-name/taxon-name.responses.js';

const COUNTS = { type: StatisticsCountDto, description: 'The counts as of the date (today when left out)' };

/** Statistics as of a date (spec 1 §7). */
@ApiTags('Statistics')
@Controller('api/v1/Statistics')
export class StatisticsController {
  constructor(@Inject(READ_MODEL_STORE) private readonly readModels: ReadModelQueries) {}

  private count(kind: StatisticsKind, date?: string, languageId?: string) {
    optionalIsoDate(date, 'date');
    if (languageId !== undefined && languageId !== '' && !isLanguageCode(languageId)) {
      throw Errors.invalidRequest('Ukjent språk. Tillatt: nb, nn, se.', 'languageId');
    }
    return this.readModels.statistics(kind, { ...(date ? { date } : {}), ...(languageId ? { languageId } : {}) });
  }

  @Get('TaxonCount')
  @ApiOkResponse(COUNTS)
  @ApiOperation({
    summary:
      'Taxa: totalCount (taxa), acceptedCount (taxa with an accepted main name), unresolvedCount (taxa with an unresolved main name), ' +
      'synonymsCount (scientific names with the status synonym or not in use: a taxon is never a synonym, so this counts names).',
  })
  @ApiQuery({ name: 'date', required: false, example: '2026-01-31' })
  taxonCount(@Query('date') date?: string) {
    return this.count('TaxonCount', date);
  }

  @Get('NamesCount')
  @ApiOkResponse(COUNTS)
  @ApiOperation({ summary: 'Scientific names: totalCount, acceptedCount, synonymsCount (synonym and not in use), unresolvedCount.' })
  @ApiQuery({ name: 'date', required: false })
  namesCount(@Query('date') date?: string) {
    return this.count('NamesCount', date);
  }

  @Get('NamesCountByLanguage')
  @ApiOkResponse(COUNTS)
  @ApiOperation({ summary: 'Vernacular names: totalCount, acceptedCount (recommended), synonymsCount (alternative); one language or all.' })
  @ApiQuery({ name: 'languageId', required: false, enum: ['nb', 'nn', 'se'] })
  @ApiQuery({ name: 'date', required: false })
  namesCountByLanguage(@Query('languageId') languageId?: string, @Query('date') date?: string) {
    return this.count('NamesCountByLanguage', date, languageId);
  }
}
