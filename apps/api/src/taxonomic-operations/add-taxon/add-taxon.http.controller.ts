import { Body, Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { defaultFailure } from '../../common/default-failure.interceptor.js';
import { operationCommand } from '../shared/operation.command.js';
import { AddTaxonRequestDto } from './add-taxon.request.dto.js';
import { OperationAnswerDto } from '../shared/operation.responses.js';

@ApiTags('TaxonomicOperations')
@Controller('api/v1/TaxonomicOperations')
export class AddTaxonController {
  constructor(private readonly commands: CommandBus) {}

  @Post('AddTaxon')
  @HttpCode(200)
  @UseInterceptors(defaultFailure('Noe gikk galt. Kunne ikke legge til takson.'))
  @ApiOperation({
    summary: 'Add a taxon under a parent, or a synonym / not-in-use name to an existing taxon. Answers { scientificNameId, taxonId }.',
  })
  @ApiOkResponse({ type: OperationAnswerDto, description: 'The added name and its taxon' })
  async addTaxon(@Body() body: AddTaxonRequestDto, @Req() request: FastifyRequest): Promise<OperationAnswerDto> {
    const outcome = await this.commands.execute(operationCommand('AddTaxon', body, request));
    const result = outcome.result;
    return { scientificNameId: result.scientificNameId, taxonId: result.taxonId, detail: null, errorCode: null };
  }
}
