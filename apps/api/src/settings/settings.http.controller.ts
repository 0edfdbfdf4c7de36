import { Controller, Get, Module } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppConfig, type InstitutionSettings } from '../config/app-config.js';

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
  settings(): InstitutionSettings {
    return this.config.institution;
  }
}

@Module({ controllers: [SettingsController] })
export class SettingsModule {}
