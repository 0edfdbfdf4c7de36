import { Module } from '@nestjs/common';
import { WebhooksModule } from '../webhooks/webhooks.module.js';
import { AddTaxonController } from './add-taxon/add-taxon.http.controller.js';
import { AddTaxonHandler } from './add-taxon/add-taxon.handler.js';
import { SplitController } from './split/split.http.controller.js';
import { SplitHandler } from './split/split.handler.js';
import { SwapTaxonController } from './swap-taxon/swap-taxon.http.controller.js';
import { SwapTaxonHandler } from './swap-taxon/swap-taxon.handler.js';
import { SwapController } from './swap/swap.http.controller.js';
import { SwapHandler } from './swap/swap.handler.js';
import { SynonymizeController } from './synonymize/synonymize.http.controller.js';
import { SynonymizeHandler } from './synonymize/synonymize.handler.js';
import { DeleteScientificNameController } from './delete-scientific-name/delete-scientific-name.http.controller.js';
import { DeleteScientificNameHandler } from './delete-scientific-name/delete-scientific-name.handler.js';
import { EditScientificNameController } from './edit-scientific-name/edit-scientific-name.http.controller.js';
import { EditScientificNameHandler } from './edit-scientific-name/edit-scientific-name.handler.js';
import { TransferParentController } from './transfer-parent/transfer-parent.http.controller.js';
import { TransferParentHandler } from './transfer-parent/transfer-parent.handler.js';
import { UpdateVernacularNamesController } from './update-vernacular-names/update-vernacular-names.http.controller.js';
import { UpdateVernacularNamesHandler } from './update-vernacular-names/update-vernacular-names.handler.js';

/** Edit name, vernacular names, transfer and delete. */
const NAME_OPERATIONS = {
  controllers: [EditScientificNameController, UpdateVernacularNamesController, TransferParentController, DeleteScientificNameController],
  providers: [EditScientificNameHandler, UpdateVernacularNamesHandler, TransferParentHandler, DeleteScientificNameHandler],
};

/** The taxonomic operations (spec 1 §4–5, spec 2 §4–5): controllers send commands, handlers run them. */
@Module({
  imports: [WebhooksModule],
  controllers: [AddTaxonController, SynonymizeController, SwapController, SwapTaxonController, SplitController, ...NAME_OPERATIONS.controllers],
  providers: [AddTaxonHandler, SynonymizeHandler, SwapHandler, SwapTaxonHandler, SplitHandler, ...NAME_OPERATIONS.providers],
})
export class TaxonomicOperationsModule {}
