import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { problemException } from '../common/problem.js';
import { EXAMPLE_FILES, examplePath } from './example-files.js';
import { XLSX_MIME } from './spreadsheet/spreadsheet-reader.js';

/**
 * The static example files of the import screen (spec 2 §2.8), outside /api so a plain link downloads them:
 * GET /examples/import-scientific-names.xlsx and GET /examples/import-vernacular-names.xlsx.
 */
@ApiExcludeController()
@Controller('examples')
export class ExamplesController {
  @Get(':file')
  async file(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    if (!(EXAMPLE_FILES as readonly string[]).includes(file)) throw problemException(404, 'NOT_FOUND', `Finner ikke /examples/${file}.`);
    const path = examplePath(file);
    const { size } = await stat(path);
    await reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('content-length', String(size))
      .header('cache-control', 'public, max-age=3600')
      .send(createReadStream(path));
  }
}
