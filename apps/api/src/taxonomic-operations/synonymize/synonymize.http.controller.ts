import { Body, Controller, HttpCode, Inject, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ReadModelQueries } from '@navnebase/projections';
import type { FastifyRequest } from 'fastify';
import { defaultFailure } from '../../common/default-failure.interceptor.js';
import { READ_MODEL_STORE } from '../../infrastructure/tokens.js';
import { operationCommand } from '../shared/operation.command.js';
import { SynonymizeRequestDto } from './synonymize.request.dto.js';
import { SynonymizeAnswerDto } from '../shared/operation.responses.js';

@ApiTags('TaxonomicOperations')
@Controller('api/v1/TaxonomicOperations')
export class SynonymizeController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(READ_MODEL_STORE) private readonly readModels: ReadModelQueries,
  ) {}

  @Post('Synonymize')
  @HttpCode(200)
  @UseInterceptors(defaultFailure('Noe gikk galt. Kunne ikke synonymisere.'))
  @ApiOperation({
    summary: 'Merge (synonymize) two or more taxa.',
    description:
      'Every name of every taxon merged gets a status; exactly one is accepted or unresolved. The taxon of that name keeps ' +
      'its id, parent and children; the other taxa are archived (their ids answer 404 with a successor, reason Merged). ' +
      'A merged taxon with children is refused (move the children first). Answers { scientificNameId (the main name), ' +
      'taxonId, scientificNames }.',
  })
  @ApiOkResponse({ type: SynonymizeAnswerDto, description: 'The resulting taxon with every name' })
  async synonymize(@Body() body: SynonymizeRequestDto, @Req() request: FastifyRequest): Promise<SynonymizeAnswerDto> {
    const outcome = await this.commands.execute(operationCommand('Synonymize', body, request));
    const result = outcome.result;
    const taxonId = result.resultTaxonId;
    const info = await this.readModels.taxonNameInfoByTaxonId(taxonId);
    return {
      scientificNameId: result.mainScientificNameId,
      taxonId,
      mergedTaxonIds: result.mergedTaxonIds,
      scientificNames: info?.scientificNames ?? [],
      detail: null,
      errorCode: null,
    };
  }
}
