import { Body, Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { defaultFailure } from '../../common/default-failure.interceptor.js';
import { operationCommand } from '../shared/operation.command.js';
import { UpdateVernacularNamesRequestDto } from './update-vernacular-names.request.dto.js';
import { OperationAnswerDto } from '../shared/operation.responses.js';

@ApiTags('TaxonomicOperations')
@Controller('api/v1/TaxonomicOperations')
export class UpdateVernacularNamesController {
  constructor(private readonly commands: CommandBus) {}

  @Post('UpdateVernacularNames')
  @HttpCode(200)
  @UseInterceptors(defaultFailure('Noe gikk galt. Kunne ikke redigere populærnavn.'))
  @ApiOperation({
    summary: "Add, change and remove a taxon's vernacular names (spec 1 §2, §4).",
    description:
      'Each entry is applied by its operation: added (new name), modified (replaces the stored name with that nameId), ' +
      'deleted (removes it); entries marked none are ignored and names not mentioned are kept. An entry without an ' +
      'operation is modified when it has a nameId, otherwise added. The resulting list must hold unique names per language ' +
      'and exactly one recommended name in each language that has names (a single name becomes the recommended one). ' +
      'Answers { taxonId, scientificNameId (the main name) }.',
  })
  @ApiOkResponse({ type: OperationAnswerDto, description: 'The taxon and its main name' })
  async update(@Body() body: UpdateVernacularNamesRequestDto, @Req() request: FastifyRequest): Promise<OperationAnswerDto> {
    const outcome = await this.commands.execute(operationCommand('UpdateVernacularNames', body, request));
    const result = outcome.result;
    return { taxonId: result.taxonId, scientificNameId: result.scientificNameId, detail: null, errorCode: null };
  }
}
