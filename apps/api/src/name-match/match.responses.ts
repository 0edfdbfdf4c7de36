import type { MatchResult, MatchType } from '@navnebase/projections';
import { AnyObject, Bool, Int, List, One, Str } from '../common/schema-properties.js';
import type { MatchJobAnswer } from './match-job.js';
import { NameRefDto } from '../taxon-name/taxon-name.responses.js';

/** The listesøk's answer (`POST /api/v1/TaxonName/Match`, `/Match/File`), from the read model's `MatchResult`. */

const MATCH_TYPES: readonly MatchType[] = ['exact', 'canonical', 'synonym', 'vernacular', 'fuzzy', 'higherRank', 'ambiguous', 'none'];

export class ParsedNameDto {
  @Str({ example: 'Ursus arctos' }) readonly canonicalName!: string;
  @Str({ example: 'Linnaeus, 1758' }) readonly authorship!: string;
  @Str({ optional: true, description: 'cf., aff., sp. and the like, when the input had one' }) readonly qualifier?: string;
}

export class MatchVernacularNamesDto {
  @Str({ optional: true }) readonly nb?: string;
  @Str({ optional: true }) readonly nn?: string;
  @Str({ optional: true }) readonly se?: string;
}

export class MatchResultDto implements MatchResult {
  @Str({ description: 'The input line as sent' }) readonly input!: string;
  @Str({ enum: MATCH_TYPES, description: 'How the line matched, best first' }) readonly matchType!: MatchType;
  @Int({ description: '0–100: how sure the match is' }) readonly confidence!: number;
  @One(ParsedNameDto) readonly parsed!: ParsedNameDto;
  @One(NameRefDto, { optional: true, description: "The register's name that matched (for a vernacular match: the taxon's main name)" })
  readonly match?: NameRefDto;
  @Str({ optional: true }) readonly matchedVernacularName?: string;
  @One(NameRefDto, { optional: true, description: "The taxon's accepted name, when the match is a synonym or not in use" })
  readonly acceptedName?: NameRefDto;
  @One(MatchVernacularNamesDto, { optional: true, description: 'Recommended vernacular names per language' })
  readonly vernacularNames?: MatchVernacularNamesDto;
  @Bool({ optional: true, nullable: true }) readonly existsInNorway?: boolean | null;
  @List(NameRefDto, { optional: true, description: 'The candidates of an ambiguous line' }) readonly alternatives?: readonly NameRefDto[];
  @Str({ optional: true, description: 'A Norwegian remark on the match' }) readonly remark?: string;
}

export class MatchAnswerDto {
  @List(MatchResultDto, { description: 'One result per input line, in input order' }) readonly results!: readonly MatchResultDto[];
}

export class MatchJobAnswerDto implements MatchJobAnswer {
  @Str() readonly jobId!: string;
  @Str({ enum: ['waiting', 'active', 'completed', 'failed', 'cancelled'] }) readonly state!: MatchJobAnswer['state'];
  @Int({ description: '0–100' }) readonly progress!: number;
  @Str({ optional: true, description: 'What the job does now (Norwegian)' }) readonly message?: string;
  @Int({ optional: true, description: 'Results, when completed' }) readonly count?: number;
  @AnyObject({ optional: true, description: 'Results per match type, when completed' }) readonly counts?: Readonly<Record<string, number>>;
  @Str({ optional: true, description: 'The results, when completed (?format=csv or xlsx for a file)' }) readonly resultUrl?: string;
  @Str({ optional: true }) readonly error?: string;
  @Str() readonly createdAt!: string;
  @Str({ optional: true }) readonly finishedAt?: string;
}
