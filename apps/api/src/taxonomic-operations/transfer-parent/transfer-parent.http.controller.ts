import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Errors, transferPreview } from '@navnebase/domain';
import type { FastifyRequest } from 'fastify';
import { AuthorizationPolicy } from '../../access/authorization.policy.js';
import { defaultFailure } from '../../common/default-failure.interceptor.js';
import { parseScientificNameId } from '../../common/ids.js';
import { REGISTER_COMMANDS } from '../../infrastructure/tokens.js';
import type { RegisterCommands } from '../../register/register-commands.js';
import { operationCommand } from '../shared/operation.command.js';
import { TransferParentRequestDto } from './transfer-parent.request.dto.js';
import { TransferParentAnswerDto, TransferPreviewDto } from '../shared/operation.responses.js';

@ApiTags('TaxonomicOperations')
@Controller('api/v1/TaxonomicOperations')
export class TransferParentController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(REGISTER_COMMANDS) private readonly register: RegisterCommands,
  ) {}

  @Post('TransferParent')
  @HttpCode(200)
  @UseInterceptors(defaultFailure('Noe gikk galt. Kunne ikke Forflytte.'))
  @ApiOperation({
    summary: 'Move a name with all its descendants to a new parent (spec 2 §2.5, §4.5).',
    description:
      'Genus and above move with their subtree. A species (or lower) moved into another genus (or species) gets a new ' +
      'combination: the taxon keeps its id and moves, its old main name becomes a synonym of a new accepted name, and ' +
      'infraspecific descendants follow with their own new combinations. Zoological authors go in parentheses; other ' +
      'kingdoms need authorEditor: "L." becomes "(L.) <authorEditor>". newNames overrides a proposed name, author or ' +
      'references. Invalid reasons (spec 2 §5) answer 400 with the spec text; a stale oldParentScientificNameId or a ' +
      'homonym answers 409. Answers { scientificNameId (the main name after the move), taxonId, newCombinations }.',
  })
  @ApiOkResponse({ type: TransferParentAnswerDto, description: 'The moved taxon, its main name after the move and the new combinations' })
  async transfer(@Body() body: TransferParentRequestDto, @Req() request: FastifyRequest): Promise<TransferParentAnswerDto> {
    const outcome = await this.commands.execute(operationCommand('TransferParent', body, request));
    const r = outcome.result;
    return {
      scientificNameId: r.scientificNameId,
      taxonId: r.taxonId,
      oldParentTaxonId: r.oldParentTaxonId,
      newParentTaxonId: r.newParentTaxonId,
      newCombinations: r.newCombinations ?? [],
      detail: null,
      errorCode: null,
    };
  }

  @Get('TransferParent/Preview')
  @ApiOperation({
    summary: 'What a transfer would do, for the transfer screen (login required).',
    description:
      'Old and new hierarchy (commonAncestors, oldHierarchy, newHierarchy), allowedParentRanks, invalidReasons ' +
      '[{ reason, errorCode, detail }] (empty when valid), and when the genus changes the proposed new names (changes, ' +
      'changedChildren, unMovableChildren). Without newParentScientificNameId it checks the chosen name alone. ' +
      'hasPermission says whether the user may move the taxon to that parent.',
  })
  @ApiOkResponse({ type: TransferPreviewDto, description: 'The comparison of the transfer screen' })
  @ApiQuery({ name: 'scientificNameId', required: true })
  @ApiQuery({ name: 'newParentScientificNameId', required: false })
  @ApiQuery({ name: 'authorEditor', required: false })
  preview(
    @Req() request: FastifyRequest,
    @Query('scientificNameId') scientificNameId?: string,
    @Query('newParentScientificNameId') newParentScientificNameId?: string,
    @Query('authorEditor') authorEditor?: string,
  ): TransferPreviewDto {
    const user = AuthorizationPolicy.requireActor(request.actor);
    const id = parseScientificNameId(scientificNameId);
    const newParentId =
      newParentScientificNameId === undefined || newParentScientificNameId === '' ? null : parseScientificNameId(newParentScientificNameId);
    if (typeof authorEditor === 'string' && authorEditor.length > 300) throw Errors.invalidRequest('Autor er for lang.', 'authorEditor');
    const state = this.register.current;
    const touched = AuthorizationPolicy.taxaOfNames(state, [id, newParentId]);
    const hasPermission = touched.every((t) => t !== undefined && AuthorizationPolicy.mayChangeTaxon(user, state, t));
    return transferPreview(
      state,
      { scientificNameId: id, newParentScientificNameId: newParentId, authorEditor: authorEditor ?? null },
      hasPermission,
    );
  }
}
