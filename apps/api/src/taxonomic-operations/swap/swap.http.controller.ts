import { Body, Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { defaultFailure } from '../../common/default-failure.interceptor.js';
import { operationCommand } from '../shared/operation.command.js';
import { SwapRequestDto } from './swap.request.dto.js';
import { SwapAnswerDto } from '../shared/operation.responses.js';

@ApiTags('TaxonomicOperations')
@Controller('api/v1/TaxonomicOperations')
export class SwapController {
  constructor(private readonly commands: CommandBus) {}

  @Post('Swap')
  @HttpCode(200)
  @UseInterceptors(defaultFailure('Noe gikk galt. Kunne ikke bytte.'))
  @ApiOperation({
    summary: 'Rearrange a taxon’s names (new current name, statuses), or swap in new names.',
    description:
      'Exactly one name ends accepted or unresolved. A changed main name always gives the taxon a new id (keepTaxonId ' +
      'true is then refused); otherwise keepTaxonId is required and decides. With a new id, the old one answers 404 with ' +
      'a successor (reason Replaced), and names, vernacular names and children move to the new id. Nothing changed: 400 ' +
      "'Ingen endring i omprioritering eller taksonomisk status'. Answers { scientificNameId (the main name), taxonId }.",
  })
  @ApiOkResponse({ type: SwapAnswerDto, description: 'The main name and the taxon after the rearrangement' })
  async swap(@Body() body: SwapRequestDto, @Req() request: FastifyRequest): Promise<SwapAnswerDto> {
    const outcome = await this.commands.execute(operationCommand('Swap', body, request));
    const result = outcome.result;
    return {
      scientificNameId: result.mainScientificNameId,
      taxonId: result.resultTaxonId,
      oldTaxonId: result.oldTaxonId,
      keepTaxonId: result.keepTaxonId ?? result.oldTaxonId === result.resultTaxonId,
      newScientificNameIds: ('newScientificNameIds' in result ? result.newScientificNameIds : undefined) ?? [],
      detail: null,
      errorCode: null,
    };
  }
}
