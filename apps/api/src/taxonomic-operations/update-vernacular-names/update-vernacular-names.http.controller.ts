import { Body, Controller, HttpCode, Post, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { defaultFailure } from '../../common/default-failure.interceptor.js';
import { operationMetadata } from '../../common/operation-metadata.js';
import { UpdateVernacularNamesCommand } from './update-vernacular-names.handler.js';
import { UpdateVernacularNamesRequestDto } from './update-vernacular-names.request.dto.js';

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
  async update(@Body() body: UpdateVernacularNamesRequestDto, @Req() request: FastifyRequest) {
    const outcome = await this.commands.execute(
      new UpdateVernacularNamesCommand(body, request.actor, (actor) => operationMetadata(request, actor, body.remark, body.commandId)),
    );
    return { taxonId: outcome.result.taxonId, scientificNameId: outcome.result.scientificNameId, detail: null, errorCode: null };
  }
}
