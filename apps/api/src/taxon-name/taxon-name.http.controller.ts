import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Errors, SEARCH_PAGE_LIMIT } from '@navnebase/domain';
import type { ReadModelQueries, TaxonNameInfo } from '@navnebase/projections';
import { optionalIsoDate } from '../common/dates.js';
import { parseScientificNameId, parseTaxonId } from '../common/ids.js';
import { problemException } from '../common/problem.js';
import { READ_MODEL_STORE } from '../infrastructure/tokens.js';

const REASON_TEXT: Record<string, string> = {
  Deleted: 'er slettet',
  Merged: 'er slått sammen med et annet takson',
  Split: 'er splittet i flere taksa',
  Replaced: 'er erstattet',
};

/** The public read API of spec 1 §7: tree, name pages, history and search. */
@ApiTags('TaxonName')
@Controller('api/v1/TaxonName')
export class TaxonNameController {
  constructor(@Inject(READ_MODEL_STORE) private readonly readModels: ReadModelQueries) {}

  @Get('Children/ByTaxonNameId/:taxonNameId')
  @ApiOperation({ summary: 'Children of a tree node (taxonNameId = taxon id; the root key is 9007199254740990, Biota -1, non-biota -2).' })
  @ApiParam({ name: 'taxonNameId', example: 9007199254740990 })
  children(@Param('taxonNameId') taxonNameId: string) {
    return this.readModels.children(parseTaxonId(taxonNameId));
  }

  @Get('Children/ByScientificNameId/:scientificNameId')
  @ApiOperation({ summary: 'Children of the taxon a scientific name belongs to (empty when the name is unknown).' })
  async childrenByScientificName(@Param('scientificNameId') id: string) {
    return (await this.readModels.childrenByScientificNameId(parseScientificNameId(id))) ?? [];
  }

  @Get('ByTaxonId/:taxonId')
  @ApiOperation({ summary: 'Taxon name info of a taxon (its main name).' })
  async byTaxonId(@Param('taxonId') taxonId: string) {
    const id = parseTaxonId(taxonId);
    return (await this.readModels.taxonNameInfoByTaxonId(id)) ?? (await this.gone('taxon', id));
  }

  @Get('ByScientificNameId/:scientificNameId')
  @ApiOperation({ summary: 'Taxon name info of a scientific name, including existsInNorway for main names at species rank and below.' })
  async byScientificNameId(@Param('scientificNameId') scientificNameId: string) {
    const id = parseScientificNameId(scientificNameId);
    return (await this.readModels.taxonNameInfoByScientificNameId(id)) ?? (await this.gone('name', id));
  }

  @Get('Changes/ByScientificNameId/:scientificNameId')
  @ApiOperation({ summary: 'Change log of a scientific name, newest first.' })
  @ApiQuery({ name: 'fromDate', required: false, description: 'ISO date: only changes on or after it' })
  @ApiQuery({ name: 'toDate', required: false, description: 'ISO date: only changes on or before it' })
  async changes(@Param('scientificNameId') scientificNameId: string, @Query('fromDate') from?: unknown, @Query('toDate') to?: unknown) {
    const id = parseScientificNameId(scientificNameId);
    const fromDate = optionalIsoDate(from, 'fromDate');
    const toDate = optionalIsoDate(to, 'toDate');
    const changes = await this.readModels.changes(id, { ...(fromDate ? { from: fromDate } : {}), ...(toDate ? { to: toDate } : {}) });
    if (!changes) throw Errors.nameNotFound(id);
    return changes;
  }

  @Get('Search')
  @ApiOperation({
    summary: 'Search scientific names, vernacular names (any word) and scientific name ids: exact, then prefix, then fuzzy; main names first.',
  })
  @ApiQuery({ name: 'Search', required: true, example: 'brunbjørn' })
  @ApiQuery({ name: 'limit', required: false, description: 'Hits (taxa), 1–100; 10 for suggestions, 100 (default) for the results page' })
  search(@Query('Search') text?: string, @Query('limit') limit?: string) {
    const max = limit === undefined ? SEARCH_PAGE_LIMIT : Number(limit);
    if (!Number.isInteger(max) || max < 1 || max > SEARCH_PAGE_LIMIT) throw Errors.invalidRequest('limit må være et heltall fra 1 til 100.', 'limit');
    if (typeof text !== 'string' || text.trim() === '') return [];
    if (text.length > 200) throw Errors.invalidRequest('Søketeksten er for lang.', 'Search');
    return this.readModels.search(text, max);
  }

  /** An unknown id: says what became of it when it was deleted, merged or split. */
  private async gone(kind: 'taxon' | 'name', id: number): Promise<TaxonNameInfo> {
    const successor = await this.readModels.successor(kind, id);
    if (successor) {
      const what = kind === 'name' ? `Vitenskapelig navn ${id}` : `Takson ${id}`;
      throw problemException(
        404,
        kind === 'name' ? 'SCIENTIFIC_NAME_GONE' : 'TAXON_GONE',
        `${what} ${REASON_TEXT[successor.reason] ?? 'finnes ikke lenger'}.`,
        {
          successor,
        },
      );
    }
    throw kind === 'name' ? Errors.nameNotFound(id) : Errors.taxonNotFound(id);
  }
}
