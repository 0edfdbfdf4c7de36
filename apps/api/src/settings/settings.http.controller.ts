import { Controller, Get, Module } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Str } from '../common/schema-properties.js';
import { AppConfig, type InstitutionSettings } from '../config/app-config.js';

export class InstitutionSettingsDto implements InstitutionSettings {
  @Str({ nullable: true, description: 'INSTITUTION_NAME' }) readonly name!: string | null;
  @Str({ nullable: true, description: 'CONTACT_EMAIL' }) readonly contactEmail!: string | null;
  @Str({ nullable: true, description: 'TAXON_PAGE_URL, with {taxonId} where the id goes' }) readonly taxonPageUrl!: string | null;
  @Str({ nullable: true, description: 'SITE_SEARCH_URL (GET with q)' }) readonly siteSearchUrl!: string | null;
}

/** The running institution's own details for the web app: nothing of one deployment is written in code. */
@ApiTags('Settings')
@Controller('api/v1/Settings')
export class SettingsController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @ApiOperation({
    summary:
      "The institution's details the web app shows: name, contact e-mail, the external taxon page (a URL template with {taxonId}) and site search; null where not configured.",
  })
  @ApiOkResponse({ type: InstitutionSettingsDto })
  settings(): InstitutionSettingsDto {
    return this.config.institution;
  }
}

@Module({ controllers: [SettingsController] })
export class SettingsModule {}
