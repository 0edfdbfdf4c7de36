import { Body, Controller, Delete, HttpCode, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { defaultFailure } from '../../common/default-failure.interceptor.js';
import { operationMetadata } from '../../common/operation-metadata.js';
import { DeleteScientificNameCommand } from './delete-scientific-name.handler.js';
import { DeleteScientificNameRequestDto } from './delete-scientific-name.request.dto.js';

@ApiTags('TaxonomicOperations')
@Controller('api/v1/TaxonomicOperations')
export class DeleteScientificNameController {
  constructor(private readonly commands: CommandBus) {}

  @Delete('Delete')
  @HttpCode(200)
  @UseInterceptors(defaultFailure('Noe gikk galt. Kunne ikke slette vitenskapelig navn.'))
  @ApiOperation({
    summary: 'Delete a scientific name (administrators; spec 2 §2.6, §4.6). JSON body; answers true.',
    description:
      'Only for a name without children. A synonym is removed alone. The main name of a taxon goes with the taxon: alone ' +
      'when it is the last name, otherwise only with deleteTaxon: true (all names and the taxon). A deleted id answers ' +
      '404 SCIENTIFIC_NAME_GONE with its successor (the main name, or the parent when the taxon went).',
  })
  @ApiOkResponse({ schema: { type: 'boolean', enum: [true] }, description: 'true: the name (and, when said, its taxon) is deleted' })
  async delete(@Body() body: DeleteScientificNameRequestDto, @Req() request: FastifyRequest): Promise<true> {
    await this.commands.execute(
      new DeleteScientificNameCommand(body, request.actor, (actor) => operationMetadata(request, actor, body.remark, body.commandId)),
    );
    return true;
  }
}
