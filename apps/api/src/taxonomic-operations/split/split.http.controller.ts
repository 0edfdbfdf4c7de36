import { Body, Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { defaultFailure } from '../../common/default-failure.interceptor.js';
import { operationCommand } from '../shared/operation.command.js';
import { SplitRequestDto } from './split.request.dto.js';
import { SplitAnswerDto } from '../shared/operation.responses.js';

@ApiTags('TaxonomicOperations')
@Controller('api/v1/TaxonomicOperations')
export class SplitController {
  constructor(private readonly commands: CommandBus) {}

  @Post('Split')
  @HttpCode(200)
  @UseInterceptors(defaultFailure('Noe gikk galt. Kunne ikke splitte.'))
  @ApiOperation({
    summary: 'Split a taxon into two or more new taxa.',
    description:
      'The taxon is archived (its id answers 404 with a successor, reason Split, naming the new taxa). Every name and ' +
      'vernacular name of it is placed in exactly one new taxon (a vernacular name may be placed with operation deleted); ' +
      'names may be created in the flow. Each new taxon has exactly one accepted or unresolved name and sits under the old ' +
      'parent, or under the parent chosen for a main name created in the flow. A taxon with children is refused (move them ' +
      'first). The event names the nearest common accepted ancestor (fallbackTaxonId) for records downstream that cannot ' +
      'be assigned. Answers { scientificNameId (main name of the first new taxon), taxonIds, scientificNameIds, fallbackTaxonId }.',
  })
  @ApiOkResponse({ type: SplitAnswerDto, description: 'The new taxa and their main names' })
  async split(@Body() body: SplitRequestDto, @Req() request: FastifyRequest): Promise<SplitAnswerDto> {
    const outcome = await this.commands.execute(operationCommand('Split', body, request));
    const result = outcome.result;
    const mainIds = result.mainScientificNameIds;
    return {
      scientificNameId: mainIds[0]!,
      taxonIds: result.newTaxonIds,
      scientificNameIds: mainIds,
      oldTaxonId: result.oldTaxonId,
      fallbackTaxonId: result.fallbackTaxonId,
      detail: null,
      errorCode: null,
    };
  }
}
