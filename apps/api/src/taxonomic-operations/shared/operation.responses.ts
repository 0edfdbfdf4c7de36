import type {
  NewCombination,
  OperationAnswer,
  OperationResult,
  SplitAnswer,
  SwapAnswer,
  SwapTaxonAnswer,
  SynonymizeAnswer,
  TransferParentAnswer,
  HierarchyItemView,
  NameChangeView,
  TransferInvalidReasonView,
  TransferPreviewView,
  Rank,
  ReferenceType,
} from '@navnebase/domain';
import { RANKS } from '@navnebase/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Bool, Int, List, One, Str } from '../../common/schema-properties.js';
import { ScientificNameDto } from '../../taxon-name/taxon-name.responses.js';

/**
 * The success answers of the taxonomic operations (`TaxonomicOperations/*`): each class implements its operation's
 * answer of `@navnebase/domain` (`operations/`), and each controller method declares its answer class as its return
 * type, so a field added or renamed in the contract or the code without the document fails to compile.
 */

const RANK_NAMES = RANKS.map((r) => r.rank);

/** What every operation answers: the name it ended with; `detail` and `errorCode` are null on success. */
export class OperationResultDto implements OperationResult {
  @Int({ description: 'The scientific name the operation ended with (see the operation)' }) readonly scientificNameId!: number;
  @ApiProperty({ type: 'string', nullable: true, enum: [null], description: 'Always null on success (errors are problem JSON)' })
  readonly detail!: null;
  @ApiProperty({ type: 'string', nullable: true, enum: [null], description: 'Always null on success (errors are problem JSON)' })
  readonly errorCode!: null;
}

/** The answer of most operations: the name and the taxon it ended with. */
export class OperationAnswerDto extends OperationResultDto implements OperationAnswer {
  @Int({ description: 'The taxon the operation ended with' }) readonly taxonId!: number;
}

export class SynonymizeAnswerDto extends OperationAnswerDto implements SynonymizeAnswer<ScientificNameDto> {
  @List('integer', { description: 'The taxa merged into taxonId (archived; their ids answer 404 with a successor)' })
  readonly mergedTaxonIds!: readonly number[];
  @List(ScientificNameDto, { description: 'Every name of the resulting taxon, the main name first' })
  readonly scientificNames!: readonly ScientificNameDto[];
}

export class SwapAnswerDto extends OperationAnswerDto implements SwapAnswer {
  @Int({ description: 'The taxon id before the operation (equal to taxonId when it was kept)' }) readonly oldTaxonId!: number;
  @Bool({ description: 'The taxon kept its id' }) readonly keepTaxonId!: boolean;
  @List('integer', { description: 'Names created in the operation' }) readonly newScientificNameIds!: readonly number[];
}

export class SwapTaxonAnswerDto extends OperationAnswerDto implements SwapTaxonAnswer {
  @Int({ description: 'The taxon the moved name belonged to' }) readonly oldTaxonId!: number;
}

export class SplitAnswerDto extends OperationResultDto implements SplitAnswer {
  @List('integer', { description: 'The new taxa, in the order of the request' }) readonly taxonIds!: readonly number[];
  @List('integer', { description: 'The main name of each new taxon' }) readonly scientificNameIds!: readonly number[];
  @Int({ description: 'The archived taxon' }) readonly oldTaxonId!: number;
  @Int({ nullable: true, description: 'The nearest common accepted ancestor, for records downstream that cannot be assigned' })
  readonly fallbackTaxonId!: number | null;
}

export class NewCombinationDto implements NewCombination {
  @Int() readonly oldScientificNameId!: number;
  @Int() readonly newScientificNameId!: number;
}

export class TransferParentAnswerDto extends OperationAnswerDto implements TransferParentAnswer {
  @Int() readonly oldParentTaxonId!: number;
  @Int() readonly newParentTaxonId!: number;
  @List(NewCombinationDto, { description: 'Names replaced by new combinations (empty when the genus did not change)' })
  readonly newCombinations!: readonly NewCombinationDto[];
}

export class HierarchyItemViewDto implements HierarchyItemView {
  @Int() readonly taxonId!: number;
  @Int() readonly scientificNameId!: number;
  @Str() readonly scientificName!: string;
  @Str() readonly scientificNameAuthorship!: string;
  @Str() readonly scientificNamePresentationHtml!: string;
  @ApiProperty({ type: 'string', enum: RANK_NAMES }) readonly taxonRank!: Rank;
  @Int() readonly taxonRankId!: number;
}

export class NewReferenceDto {
  @Str() readonly referenceTypeId!: ReferenceType;
  @Str() readonly reference!: string;
}

export class NameChangeViewDto implements NameChangeView {
  @Int() readonly scientificNameId!: number;
  @Int() readonly taxonId!: number;
  @ApiProperty({ type: 'string', enum: RANK_NAMES }) readonly taxonRank!: Rank;
  @Str() readonly oldScientificName!: string;
  @Str() readonly oldPresentationName!: string;
  @Str() readonly oldAuthor!: string;
  @Bool() readonly isMovable!: boolean;
  @Str() readonly newNameScientificName!: string;
  @Str() readonly newPresentationName!: string;
  @Str() readonly newAuthor!: string;
  @List(NewReferenceDto) readonly newReferences!: readonly NewReferenceDto[];
  @Int() readonly newScientificNameId!: number;
  @Bool({ description: 'An earlier synonym of the taxon with the new name is taken into use again' }) readonly reinstated!: boolean;
}

export class TransferInvalidReasonViewDto implements TransferInvalidReasonView {
  @Str({ description: 'sphere, unmovableTaxa, missingOldParentID, staleOldParent, systemIssue, childOfSelf, isSelf, notAllowedRank, …' })
  readonly reason!: TransferInvalidReasonView['reason'];
  @Str() readonly errorCode!: string;
  @Str({ description: 'The refusal, in Norwegian' }) readonly detail!: string;
}

export class TransferPreviewDto implements TransferPreviewView {
  @Int() readonly scientificNameId!: number;
  @Int() readonly taxonId!: number;
  @One(HierarchyItemViewDto) readonly name!: HierarchyItemViewDto;
  @One(HierarchyItemViewDto, { nullable: true }) readonly oldParent!: HierarchyItemViewDto | null;
  @One(HierarchyItemViewDto, { nullable: true }) readonly newParent!: HierarchyItemViewDto | null;
  @ApiProperty({ type: 'array', items: { type: 'string', enum: RANK_NAMES } }) readonly allowedParentRanks!: readonly Rank[];
  @List('integer') readonly allowedParentRankIds!: readonly number[];
  @List(HierarchyItemViewDto) readonly commonAncestors!: readonly HierarchyItemViewDto[];
  @List(HierarchyItemViewDto) readonly oldHierarchy!: readonly HierarchyItemViewDto[];
  @List(HierarchyItemViewDto) readonly newHierarchy!: readonly HierarchyItemViewDto[];
  @List(TransferInvalidReasonViewDto, { description: 'Empty when the transfer is valid' })
  readonly invalidReasons!: readonly TransferInvalidReasonViewDto[];
  @Bool() readonly isValid!: boolean;
  @Bool() readonly genusChanged!: boolean;
  @Bool() readonly isAnimalia!: boolean;
  @Str() readonly authorEditor!: string;
  @List(NameChangeViewDto) readonly changes!: readonly NameChangeViewDto[];
  @List(NameChangeViewDto) readonly changedChildren!: readonly NameChangeViewDto[];
  @List(HierarchyItemViewDto) readonly unMovableChildren!: readonly HierarchyItemViewDto[];
  @Bool({ description: 'The user may move the taxon to that parent' }) readonly hasPermission!: boolean;
}
