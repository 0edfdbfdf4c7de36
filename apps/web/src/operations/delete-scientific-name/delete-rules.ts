import type { TaxonNameInfo } from '../../api/types';
import { isMainStatus, taxonomicStatusLabel } from '../../domain/statuses';

/** What deleting a name would do (spec 2 §4.6), worked out from its taxon. */
export interface DeleteCheck {
  /** The name is the taxon's main name: the taxon goes with it. */
  readonly deletesTaxon: boolean;
  /** The taxon has children: nothing may be deleted (only for the main name; a synonym is removed alone). */
  readonly hasChildren: boolean;
  /** The main name of a taxon with several names: needs "Slett alle navn og taksonet". */
  readonly needsConfirmation: boolean;
  readonly nameCount: number;
  /** The name's status in words ("gjeldende", "synonym", …). */
  readonly statusText: string;
  /** The name whose page shows the result: the main name, or the parent when the taxon goes. */
  readonly successor?: { readonly scientificNameId: number; readonly label: string };
}

export const deleteCheck = (info: TaxonNameInfo, scientificNameId: number): DeleteCheck => {
  const name = info.scientificNames.find((n) => n.scientificNameId === scientificNameId);
  const main = info.scientificNames.find((n) => n.scientificNameId === info.mainScientificNameId && isMainStatus(n.taxonomicStatus));
  const deletesTaxon = !main || main.scientificNameId === scientificNameId;
  const path = info.higherClassification;
  const parent = path.length >= 2 ? path[path.length - 2] : undefined;
  const successor = deletesTaxon
    ? parent && { scientificNameId: parent.scientificNameId, label: parent.scientificName }
    : { scientificNameId: main.scientificNameId, label: main.scientificName };
  return {
    deletesTaxon,
    hasChildren: deletesTaxon && (info.childCount ?? 0) > 0,
    needsConfirmation: deletesTaxon && info.scientificNames.length > 1,
    nameCount: info.scientificNames.length,
    statusText: name ? taxonomicStatusLabel(name.taxonomicStatus).toLowerCase() : '',
    ...(successor ? { successor } : {}),
  };
};
