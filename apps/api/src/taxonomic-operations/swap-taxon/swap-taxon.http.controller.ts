import { Body, Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { defaultFailure } from '../../common/default-failure.interceptor.js';
import { operationCommand } from '../shared/operation.command.js';
import { SwapTaxonRequestDto } from './swap-taxon.request.dto.js';
import { SwapTaxonAnswerDto } from '../shared/operation.responses.js';

@ApiTags('TaxonomicOperations')
@Controller('api/v1/TaxonomicOperations')
export class SwapTaxonController {
  constructor(private readonly commands: CommandBus) {}

  @Post('SwapTaxon')
  @HttpCode(200)
  @UseInterceptors(defaultFailure('Noe gikk galt. Kunne ikke bytte takson.'))
  @ApiOperation({
    summary: 'Swap taxon ("Bytt takson"): move a synonym or not-in-use name to another taxon.',
    description:
      'The name keeps its id and history and joins the target taxon (targetTaxonId, or the taxon of targetScientificNameId) ' +
      'as a synonym or not-in-use name. This is the one-name move that merge (every name of a taxon) and split (the ' +
      'taxon archived) do not cover: a synonym attached to the wrong taxon is put right. A current (accepted or ' +
      'unresolved) name cannot change taxon: rearrange or merge instead. Answers { scientificNameId (the moved name), taxonId (the target) }.',
  })
  @ApiOkResponse({ type: SwapTaxonAnswerDto, description: 'The moved name and the taxon it joined' })
  async swapTaxon(@Body() body: SwapTaxonRequestDto, @Req() request: FastifyRequest): Promise<SwapTaxonAnswerDto> {
    const outcome = await this.commands.execute(operationCommand('SwapTaxon', body, request));
    const result = outcome.result;
    return {
      scientificNameId: result.movedScientificNameId!,
      taxonId: result.resultTaxonId,
      oldTaxonId: result.oldTaxonId,
      detail: null,
      errorCode: null,
    };
  }
}
