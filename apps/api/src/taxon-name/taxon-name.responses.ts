import type {
  ChangeLogEntry,
  HigherClassificationItem,
  NameRef,
  ReferenceView,
  ScientificNameView,
  SearchHit,
  SearchHitName,
  StatisticsCount,
  StatisticsDay,
  SubtreeDiffAnswer,
  SubtreeDiffEvent,
  SubtreeDiffItem,
  TaxonNameInfo,
  TreeNode,
  TreeNodeName,
  VernacularNameSummary,
  VernacularNameView,
} from '@navnebase/projections';
import { LANGUAGES, NAME_ATTRIBUTES, NOMENCLATURAL_STATUSES, TAXONOMIC_STATUSES, VERNACULAR_NAME_STATUSES } from '@navnebase/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Bool, Int, List, One, Str } from '../common/schema-properties.js';

/**
 * The response bodies of the public read API (`TaxonName/*`, `Statistics/*`), from the read models' types. The
 * statuses, attributes and languages are the domain's lists (`enum`), so a generated client types them as unions.
 */

/** A taxonomic status: Accepted, Unresolved, Synonym or NotInUse. */
const TaxonomicStatus = () => Str({ enum: TAXONOMIC_STATUSES, example: 'Accepted' });
const NomenclaturalStatuses = () => ApiProperty({ enum: NOMENCLATURAL_STATUSES, isArray: true });
const Attributes = () => ApiProperty({ enum: NAME_ATTRIBUTES, isArray: true });
const Language = () => Str({ enum: LANGUAGES, example: 'nb' });

export class VernacularNameSummaryDto implements VernacularNameSummary {
  @Str({ example: 'brunbjørn' }) readonly name!: string;
  @Language() readonly nameLanguageIso!: string;
}

export class TreeNodeNameDto implements TreeNodeName {
  @Int() readonly nameId!: number;
  @Str() readonly name!: string;
  @Str() readonly presentationNameHtml!: string;
  @Str() readonly author!: string;
  @TaxonomicStatus() readonly taxonomicStatus!: string;
  @Str() readonly rank!: string;
}

export class TreeNodeDto implements TreeNode {
  @Int({ description: 'The taxon id (the tree key)' }) readonly taxonNameId!: number;
  @Int({ description: "The taxon's main scientific name" }) readonly scientificNameId!: number;
  @Int({ nullable: true }) readonly parentTaxonNameId!: number | null;
  @Int() readonly taxonId!: number;
  @TaxonomicStatus() readonly taxonomicStatus!: string;
  @Str({ example: 'Species' }) readonly rank!: string;
  @Str() readonly taxonRank!: string;
  @Str() readonly author!: string;
  @Bool({ description: 'True when the taxon has no children' }) readonly isLeaf!: boolean;
  @Str() readonly language!: string;
  @Str({ example: 'Ursus arctos' }) readonly presentationName!: string;
  @Str({ example: '<i>Ursus arctos</i>' }) readonly presentationNameHtml!: string;
  @List(VernacularNameSummaryDto) readonly preferredVernacularNames!: readonly VernacularNameSummaryDto[];
  @List(TreeNodeNameDto, { description: 'Every scientific name of the taxon' }) readonly scientificNames!: readonly TreeNodeNameDto[];
  @Bool() readonly isOpen!: boolean;
}

export class ReferenceDto implements ReferenceView {
  @Str() readonly referenceTypeId!: string;
  @Str() readonly reference!: string;
}

export class AttributeDto {
  @Str() readonly attribute!: string;
  @Str({ description: 'Norwegian label of the attribute' }) readonly attributeDisplay!: string;
}

export class ScientificNameDto implements ScientificNameView {
  @Int() readonly id!: number;
  @Int() readonly scientificNameId!: number;
  @Int() readonly taxonId!: number;
  @Str({ example: 'Ursus arctos' }) readonly scientificName!: string;
  @Str({ example: 'Linnaeus, 1758' }) readonly scientificNameAuthorship!: string;
  @Str() readonly scientificNamePresentation!: string;
  @Str() readonly scientificNamePresentationHtml!: string;
  @Str({ example: 'Species' }) readonly taxonRank!: string;
  @Int() readonly taxonRankId!: number;
  @TaxonomicStatus() readonly taxonomicStatus!: string;
  @NomenclaturalStatuses() readonly nomenclaturalStatuses!: readonly string[];
  @Attributes() readonly attributes!: readonly string[];
  @List(AttributeDto) readonly fullNameAttributes!: readonly AttributeDto[];
  @Str() readonly comment!: string;
  @List(ReferenceDto) readonly references!: readonly ReferenceDto[];
  @Str() readonly speciesComplex!: string;
  @Str({ optional: true, description: 'Id of the name in the source it was imported from' }) readonly sourceId?: string;
}

export class VernacularNameDto implements VernacularNameView {
  @Int() readonly id!: number;
  @Int() readonly nameId!: number;
  @Str({ example: 'brunbjørn' }) readonly vernacularName!: string;
  @Str({ enum: VERNACULAR_NAME_STATUSES, example: 'Recommended' }) readonly vernacularNameStatus!: string;
  @Language() readonly languageIsoCode!: string;
  @Str() readonly comment!: string;
  @Str() readonly reference!: string;
}

export class HigherClassificationItemDto implements HigherClassificationItem {
  @Int() readonly taxonId!: number;
  @Int() readonly scientificNameId!: number;
  @Str() readonly scientificName!: string;
  @Str() readonly scientificNameAuthorship!: string;
  @Str() readonly presentationName!: string;
  @Str() readonly presentationNameHtml!: string;
  @Str() readonly taxonRank!: string;
  @Int() readonly taxonRankId!: number;
}

export class KingdomDto {
  @Int() readonly taxonId!: number;
  @Str({ example: 'Animalia' }) readonly scientificName!: string;
}

export class TaxonNameInfoDto implements TaxonNameInfo {
  @Int() readonly scientificNameId!: number;
  @Int() readonly taxonId!: number;
  @Int({ nullable: true }) readonly parentTaxonId!: number | null;
  @Int() readonly mainScientificNameId!: number;
  @List(ScientificNameDto, { description: 'The main name first, then the synonyms' }) readonly scientificNames!: readonly ScientificNameDto[];
  @List(VernacularNameDto) readonly vernacularNames!: readonly VernacularNameDto[];
  @List(HigherClassificationItemDto, { description: 'The ancestors, from the top' })
  readonly higherClassification!: readonly HigherClassificationItemDto[];
  @List(HigherClassificationItemDto) readonly higherClassifications!: readonly HigherClassificationItemDto[];
  @Bool({ optional: true, description: 'Only for the main name of a taxon at or below species' }) readonly existsInNorway?: boolean;
  @One(KingdomDto, { optional: true }) readonly kingdom?: KingdomDto;
  @Int() readonly childCount!: number;
}

/** The common fields of a history item (a record image: other fields of the record may follow). */
const HISTORY_ITEM_PROPERTIES = {
  taxonId: { type: 'integer' },
  scientificNameId: { type: 'integer' },
  scientificName: { type: 'string', description: 'The name and its author as plain text, as stored', example: 'Ursus arctos Linnaeus, 1758' },
  scientificNameHtml: {
    type: 'string',
    description:
      'The name as HTML, for names the register knows: escaped text, the name in <i> at genus and below (not rank markers), the author upright. Absent when the name is gone or its text cannot be split into name and author',
    example: '<i>Ursus arctos</i> Linnaeus, 1758',
  },
  taxonomicStatus: { type: 'string' },
  parentScientificName: { type: 'string', description: "The main name of the taxon's parent, plain" },
  parentScientificNameHtml: {
    type: 'string',
    description: "The parent's name as HTML (as scientificNameHtml, without author), when it is the name's parent in the register",
    example: '<i>Ursus</i>',
  },
};

/** A list of history items: record images, with these fields where they apply and the records' own fields besides. */
const HISTORY_ITEMS = {
  type: 'array',
  items: { type: 'object', additionalProperties: true, properties: HISTORY_ITEM_PROPERTIES },
} as const;

export class ChangeLogEntryDto implements ChangeLogEntry {
  @Str() readonly changeByUser!: string;
  @Str({ description: 'ISO date-time' }) readonly changeDate!: string;
  @Str() readonly changeRemarks!: string;
  @Str({ description: 'Norwegian label of the operation' }) readonly changeType!: string;
  @ApiProperty({ ...HISTORY_ITEMS, description: 'The records as they were before' })
  readonly dataBefore!: readonly Record<string, unknown>[];
  @ApiProperty({ ...HISTORY_ITEMS, description: 'The records as they were after' })
  readonly dataAfter!: readonly Record<string, unknown>[];
}

export class SearchHitNameDto implements SearchHitName {
  @Int() readonly nameId!: number;
  @Str() readonly nameFormatted!: string;
  @Str() readonly name!: string;
  @Str() readonly author!: string;
  @Str() readonly rank!: string;
  @TaxonomicStatus() readonly taxonomicStatus!: string;
  @Bool({ description: 'This name matched the search text' }) readonly isSearchMatch!: boolean;
}

export class SearchVernacularNameDto extends VernacularNameSummaryDto {
  @Bool() readonly isSearchMatch!: boolean;
}

export class SearchHitDto implements SearchHit {
  @Int() readonly taxonId!: number;
  @One(SearchHitNameDto) readonly acceptedScientificName!: SearchHitNameDto;
  @List(SearchHitNameDto) readonly scientificNameSynonyms!: readonly SearchHitNameDto[];
  @List(SearchVernacularNameDto) readonly preferredVernacularNames!: readonly SearchVernacularNameDto[];
  @List(SearchVernacularNameDto) readonly vernacularNameSynonyms!: readonly SearchVernacularNameDto[];
  @Str({ optional: true }) readonly kingdom?: string;
}

export class StatisticsCountDto implements StatisticsCount {
  @Int() readonly totalCount!: number;
  @Int() readonly acceptedCount!: number;
  @Int({ description: 'Synonym and not-in-use scientific names; for vernacular names, the alternative ones' }) readonly synonymsCount!: number;
  @Int({ optional: true, description: 'TaxonCount: taxa whose main name is unresolved; NamesCount: names with the status unresolved' })
  readonly unresolvedCount?: number;
}

export class StatisticsDayDto implements StatisticsDay {
  @Str({ description: 'The day (Norwegian time), YYYY-MM-DD', example: '2026-01-31' }) readonly day!: string;
  @Int() readonly taxa!: number;
  @Int() readonly names!: number;
  @Int() readonly synonyms!: number;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, description: 'Vernacular names per language (nb, nn, se)' })
  readonly vernacular!: Readonly<Record<string, number>>;
}

export class StatisticsOverTimeDto {
  @List(StatisticsDayDto, { description: 'The counts at the end of each day on which any of them changed' })
  readonly days!: readonly StatisticsDayDto[];
}

export class NameRefDto implements NameRef {
  @Int() readonly scientificNameId!: number;
  @Int() readonly taxonId!: number;
  @Str() readonly scientificName!: string;
  @Str() readonly author!: string;
  @Str() readonly rank!: string;
  @TaxonomicStatus() readonly taxonomicStatus!: string;
}

export class DiffMomentDto {
  @Str({ description: 'ISO date-time' }) readonly time!: string;
  @Int({ description: 'Event store position of the register at that time' }) readonly position!: number;
}

export class DiffCountsDto {
  @Int() readonly added!: number;
  @Int() readonly removed!: number;
  @Int() readonly renamed!: number;
  @Int() readonly statusChanged!: number;
  @Int() readonly movedIn!: number;
  @Int() readonly movedOut!: number;
  @Int() readonly changed!: number;
}

export class SubtreeDiffEventDto implements SubtreeDiffEvent {
  @Int() readonly position!: number;
  @Str() readonly operation!: string;
  @Str() readonly operationLabel!: string;
  @Str() readonly time!: string;
  @Str() readonly userName!: string;
  @Str() readonly remark!: string;
}

const CHANGES = ['added', 'removed', 'renamed', 'statusChanged', 'movedIn', 'movedOut', 'changed'] as const;

export class SubtreeDiffItemDto implements SubtreeDiffItem {
  @Str({ enum: CHANGES }) readonly change!: (typeof CHANGES)[number];
  @Int() readonly scientificNameId!: number;
  @One(NameRefDto, { nullable: true }) readonly before!: NameRefDto | null;
  @One(NameRefDto, { nullable: true }) readonly after!: NameRefDto | null;
  @List('string') readonly fields!: readonly string[];
  @Str({ description: 'Norwegian label of the change' }) readonly changeLabel!: string;
  @List(SubtreeDiffEventDto) readonly events!: readonly SubtreeDiffEventDto[];
}

export class SubtreeDiffDto implements SubtreeDiffAnswer {
  @Int() readonly scientificNameId!: number;
  @Int() readonly taxonId!: number;
  @One(DiffMomentDto) readonly from!: DiffMomentDto;
  @One(DiffMomentDto) readonly to!: DiffMomentDto;
  @One(DiffCountsDto) readonly counts!: DiffCountsDto;
  @List(SubtreeDiffItemDto) readonly items!: readonly SubtreeDiffItemDto[];
}
