import { Module } from '@nestjs/common';
import { AddTaxonController } from './add-taxon/add-taxon.http.controller.js';
import { AddTaxonHandler } from './add-taxon/add-taxon.handler.js';

/** The taxonomic operations (spec 1 §4–5, spec 2 §4–5): controllers send commands, handlers run them. */
@Module({ controllers: [AddTaxonController], providers: [AddTaxonHandler] })
export class TaxonomicOperationsModule {}
