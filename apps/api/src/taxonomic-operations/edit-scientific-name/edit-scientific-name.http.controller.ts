import { Body, Controller, HttpCode, Put, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { defaultFailure } from '../../common/default-failure.interceptor.js';
import { operationCommand } from '../shared/operation.command.js';
import { EditScientificNameRequestDto } from './edit-scientific-name.request.dto.js';
import { OperationAnswerDto } from '../shared/operation.responses.js';

@ApiTags('TaxonomicOperations')
@Controller('api/v1/TaxonomicOperations')
export class EditScientificNameController {
  constructor(private readonly commands: CommandBus) {}

  @Put('EditScientificName')
  @HttpCode(200)
  @UseInterceptors(defaultFailure('Noe gikk galt. Kunne ikke oppdatere vitenskapelig navn.'))
  @ApiOperation({
    summary: 'Edit a scientific name without change of meaning (spec 1 §2).',
    description:
      'Spelling (the whole name; below genus the genus part must stay that of the parent), author, references, comment, ' +
      'nomenclatural status (checked against the taxonomic status), attributes, species complex and exists-in-Norway ' +
      '(main name at species rank and below only). A respelled genus or species respells the main names below it. ' +
      'Fields left out keep their values; an edit that changes nothing is refused (NO_CHANGE). Answers { scientificNameId, taxonId }.',
  })
  @ApiOkResponse({ type: OperationAnswerDto, description: 'The edited name and its taxon' })
  async edit(@Body() body: EditScientificNameRequestDto, @Req() request: FastifyRequest): Promise<OperationAnswerDto> {
    const outcome = await this.commands.execute(operationCommand('EditScientificName', body, request));
    const result = outcome.result;
    return { scientificNameId: result.scientificNameId, taxonId: result.taxonId, detail: null, errorCode: null };
  }
}
