import { Module } from '@nestjs/common';
import { NameMatchController } from './name-match.http.controller.js';

/** Listesøk: species lists matched against the register (public). */
@Module({ controllers: [NameMatchController] })
export class NameMatchModule {}
