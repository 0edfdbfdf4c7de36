import { ApiProperty } from '@nestjs/swagger';
import type { FileOutcome, FileRead } from './import-report.js';
import type { TreeTopNode } from './tree-top.js';
import { Bool, Int, List, One, Str } from '../../common/schema-properties.js';
import type { ArchiveImportResult, ProblemGroup } from './archive-import-result.js';
import type { ArchiveJobAnswer } from './archive-job-answer.js';

/** The response bodies of the archive import (`DataTransfer/Archive*`), from the answer's types. */

export class FileReadDto implements FileRead {
  @Str({ example: 'taxon.txt' }) readonly file!: string;
  @Str({ enum: ['nameUsages', 'vernacularNames'] }) readonly kind!: FileRead['kind'];
  @Int() readonly rows!: number;
  @Str({
    optional: true,
    example: 'ISO-8859-1',
    description:
      "The character encoding the file was read in: meta.xml's `encoding`, else UTF-8; Windows-1252 for a file that should be UTF-8 but is not",
  })
  readonly encoding?: string;
  @Int({ optional: true }) readonly taxa?: number;
  @Int({ optional: true }) readonly synonyms?: number;
}

export class ReadCountsDto {
  @List(FileReadDto) readonly files!: readonly FileReadDto[];
  @Int() readonly taxa!: number;
  @Int() readonly synonyms!: number;
  @Int() readonly vernacularNames!: number;
}

export class ImportedCountsDto {
  @Int() readonly taxa!: number;
  @Int() readonly names!: number;
  @Int() readonly synonyms!: number;
  @Int() readonly vernacularNames!: number;
  @Int({ description: 'Taxa made from flat classification columns (no row of their own)' }) readonly higherTaxaCreated!: number;
}

export class FileOutcomeDto implements FileOutcome {
  @Str() readonly file!: string;
  @Int() readonly rows!: number;
  @Int() readonly imported!: number;
  @Int() readonly skipped!: number;
}

export class ProblemExampleDto {
  @Str() readonly file!: string;
  @Int({ optional: true, description: 'Line number in the file (the header is line 1)' }) readonly row?: number;
  @Str({ optional: true }) readonly id?: string;
  @Str({ optional: true }) readonly detail?: string;
}

export class ProblemGroupDto implements ProblemGroup {
  @Str({ enum: ['error', 'warning', 'info'] }) readonly severity!: ProblemGroup['severity'];
  @Bool({ description: 'True when these rows were left out' }) readonly skipped!: boolean;
  @Str() readonly reason!: string;
  @Int() readonly count!: number;
  @List(ProblemExampleDto, { description: 'The first rows with this reason' }) readonly examples!: readonly ProblemExampleDto[];
}

export class TreeTopNodeDto implements TreeTopNode {
  @Str() readonly scientificName!: string;
  @Str() readonly author!: string;
  @Str({ example: 'Kingdom' }) readonly rank!: TreeTopNode['rank'];
  @Int({ description: 'Taxa under this one in the import' }) readonly descendants!: number;
  @ApiProperty({ type: () => TreeTopNodeDto, isArray: true }) readonly children!: readonly TreeTopNodeDto[];
  @Int({ description: 'Children not shown' }) readonly hiddenChildren!: number;
}

export class TreeTopDto {
  @List(TreeTopNodeDto) readonly roots!: readonly TreeTopNodeDto[];
  @Int() readonly hiddenRoots!: number;
}

export class ArchiveImportResultDto implements ArchiveImportResult {
  @Bool() readonly dryRun!: boolean;
  @Bool() readonly existsInNorway!: boolean;
  @Bool({ description: 'Imported before with the same options: nothing is written' }) readonly duplicate!: boolean;
  @Str() readonly source!: string;
  @Str({ enum: ['dwca', 'coldp'] }) readonly format!: ArchiveImportResult['format'];
  @One(ReadCountsDto) readonly read!: ReadCountsDto;
  @One(ImportedCountsDto, { description: 'In a check: what would be imported' }) readonly imported!: ImportedCountsDto;
  @List(FileOutcomeDto) readonly rows!: readonly FileOutcomeDto[];
  @Int() readonly problemCount!: number;
  @List(ProblemGroupDto) readonly problemGroups!: readonly ProblemGroupDto[];
  @Bool() readonly noProblems!: boolean;
  @One(TreeTopDto) readonly top!: TreeTopDto;
}

export class ArchiveJobAnswerDto implements ArchiveJobAnswer {
  @Str() readonly jobId!: string;
  @Str({ enum: ['ArchiveCheck', 'ArchiveImport'] }) readonly type!: ArchiveJobAnswer['type'];
  @Str({ enum: ['waiting', 'active', 'completed', 'failed', 'cancelled'] }) readonly state!: ArchiveJobAnswer['state'];
  @Int({ description: '0–100' }) readonly progress!: number;
  @Str({ optional: true, description: 'What the job does now (Norwegian)' }) readonly message?: string;
  @One(ArchiveImportResultDto, { optional: true }) readonly result?: ArchiveImportResultDto;
  @Str({ optional: true, description: 'Why it failed (Norwegian)' }) readonly error?: string;
  @Str({ optional: true, description: 'A finished check: POST here to import the archive' }) readonly importUrl?: string;
  @Bool() readonly cancelRequested!: boolean;
  @Str() readonly createdAt!: string;
  @Str({ optional: true }) readonly finishedAt?: string;
}
