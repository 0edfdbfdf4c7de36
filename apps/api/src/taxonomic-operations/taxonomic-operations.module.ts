import { Module } from '@nestjs/common';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { AddTaxonController } from './add-taxon/add-taxon.http.controller.js';
import { SplitController } from './split/split.http.controller.js';
import { SwapTaxonController } from './swap-taxon/swap-taxon.http.controller.js';
import { SwapController } from './swap/swap.http.controller.js';
import { SynonymizeController } from './synonymize/synonymize.http.controller.js';
import { DeleteScientificNameController } from './delete-scientific-name/delete-scientific-name.http.controller.js';
import { DeleteScientificNameHandler } from './delete-scientific-name/delete-scientific-name.handler.js';
import { EditScientificNameController } from './edit-scientific-name/edit-scientific-name.http.controller.js';
import { TransferParentController } from './transfer-parent/transfer-parent.http.controller.js';
import { UpdateVernacularNamesController } from './update-vernacular-names/update-vernacular-names.http.controller.js';
import { OperationHandler } from './operation.handler.js';

/**
 * The taxonomic operations (spec 1 §4–5, spec 2 §4–5): controllers send an `OperationCommand`, which the one
 * `OperationHandler` runs; delete, whose authorization differs, has its own command and handler.
 */
@Module({
  imports: [WebhooksModule],
  controllers: [
    AddTaxonController,
    SynonymizeController,
    SwapController,
    SwapTaxonController,
    SplitController,
    EditScientificNameController,
    UpdateVernacularNamesController,
    TransferParentController,
    DeleteScientificNameController,
  ],
  providers: [OperationHandler, DeleteScientificNameHandler],
})
export class TaxonomicOperationsModule {}
