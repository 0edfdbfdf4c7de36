import type { HierarchyItem, InvalidReason, NameChange, TransferNewName, TransferPreview, TransferRequest } from './api';

/**
 * The spec's texts for the invalid reasons (spec 2 §5, §8 "Move errors"). The server sends the same text as `detail`;
 * these are the fallback when it sends none, and the explanation shown for reasons the server adds.
 */
export const REASON_TEXTS: Readonly<Record<string, string>> = {
  // the chosen name
  sphere: 'Sfære er toppnivå og kan ikke omplasseres',
  unmovableTaxa: 'Dette elementet kan ikke flyttes.',
  missingOldParentID: 'Finner ikke overordnet element for det valgte taxonet',
  // the new parent
  isSelf: 'Ingen endring',
  childOfSelf: 'Kan ikke være underelement av seg selv',
  notAllowedRank: 'Valgt plassering er ikke tillat for denne taksonomiske rangen',
  systemIssue: 'Ugyldig forflytning',
};

/** The heading over the invalid reasons. */
export const CANNOT_MOVE = 'Elementet kan ikke flyttes';
export const NO_COMMON_ANCESTORS = 'Ingen felles forfedre';

export const reasonText = (reason: InvalidReason): string => reason.detail || REASON_TEXTS[reason.reason] || 'Ugyldig forflytning';

/** Reasons that concern the chosen name alone (step 1); the rest concern the new parent or the new names. */
const NAME_REASONS = new Set(['sphere', 'unmovableTaxa', 'missingOldParentID', 'staleOldParent']);
export const nameReasons = (preview: TransferPreview | undefined): InvalidReason[] =>
  (preview?.invalidReasons ?? []).filter((r) => NAME_REASONS.has(r.reason));
export const parentReasons = (preview: TransferPreview | undefined): InvalidReason[] =>
  (preview?.invalidReasons ?? []).filter((r) => !NAME_REASONS.has(r.reason));

/** What the user typed over a proposed new combination (spec 2 §3 "Name change record in transfer"). */
export interface NameEdit {
  readonly newScientificName?: string;
  readonly newAuthor?: string;
}

export type NameEdits = Readonly<Record<number, NameEdit>>;

export interface TransferForm {
  /** Preview of the chosen name alone (no new parent). */
  readonly namePreview?: TransferPreview;
  /** Preview with the new parent (and author editor). */
  readonly preview?: TransferPreview;
  readonly newParentId?: number;
  readonly authorEditor: string;
  readonly edits: NameEdits;
  readonly remark: string;
}

/** The genus part every new name must start with: the first word of the first proposed name. */
export const targetGenus = (preview: TransferPreview | undefined): string | undefined => preview?.changes[0]?.newNameScientificName.split(' ')[0];

/** The name and author a change ends with: the user's text, else the proposal. */
export const effectiveName = (change: NameChange, edits: NameEdits): { name: string; author: string } => {
  const edit = edits[change.scientificNameId] ?? {};
  return {
    name: (edit.newScientificName ?? change.newNameScientificName).trim(),
    author: (edit.newAuthor ?? change.newAuthor).trim(),
  };
};

/** Field errors of the name-correction step, by scientificNameId. */
export const nameEditErrors = (preview: TransferPreview | undefined, edits: NameEdits): Record<number, { name?: string; author?: string }> => {
  const errors: Record<number, { name?: string; author?: string }> = {};
  if (!preview?.genusChanged) return errors;
  const genus = targetGenus(preview);
  for (const change of preview.changes) {
    const { name, author } = effectiveName(change, edits);
    const error: { name?: string; author?: string } = {};
    if (!name) error.name = 'Dette feltet må fylles ut.';
    else if (genus && name.split(' ')[0] !== genus) error.name = `Det nye navnet må begynne med ${genus}.`;
    else if (name.split(/\s+/).length < 2) error.name = 'Navnet må ha både slektsnavn og epitet.';
    if (!author) error.author = 'Autor må fylles ut for art og lavere rang.';
    if (error.name || error.author) errors[change.scientificNameId] = error;
  }
  return errors;
};

/** Outside the animal kingdom the new combinations need an author editor string (spec 2 §4.5). */
export const needsAuthorEditor = (preview: TransferPreview | undefined): boolean => Boolean(preview?.genusChanged && !preview.isAnimalia);

/** Which steps are open (spec 2 §4.5). */
export interface TransferSteps {
  /** Step 2: a valid name is chosen. */
  readonly parent: boolean;
  /** Step 3 (only when the genus changes): a new parent is chosen and it has no invalid reasons. */
  readonly names: boolean;
  /** The comment step. */
  readonly remark: boolean;
  /** The final step: the comparison is shown and the move is valid. */
  readonly publish: boolean;
}

export const transferSteps = (form: TransferForm): TransferSteps => {
  const parent = form.namePreview !== undefined && form.namePreview.invalidReasons.length === 0;
  const preview =
    form.preview &&
    form.preview.scientificNameId === form.namePreview?.scientificNameId &&
    form.preview.newParent?.scientificNameId === form.newParentId
      ? form.preview
      : undefined;
  const parentOk = parent && preview !== undefined && nameReasons(preview).length === 0 && parentReasons(preview).every(isNameCorrectionReason);
  const names = parentOk;
  const remark = parentOk;
  const publish = parentOk && preview.isValid;
  return { parent, names, remark, publish };
};

/**
 * Reasons the name-correction step can put right (the author editor string, the proposed names): they keep step 3
 * open so the user can fix them, but keep the final step locked until the preview is valid.
 */
const CORRECTION_REASONS = new Set(['authorEditorRequired', 'authorRequired', 'newNameInvalid', 'homonym']);
export const isNameCorrectionReason = (reason: InvalidReason): boolean => CORRECTION_REASONS.has(reason.reason);

/** The request for a valid form: the old parent the user saw, the new parent, and the edited new names. */
export const transferRequest = (form: TransferForm): TransferRequest => {
  const preview = form.preview!;
  const newNames: TransferNewName[] = [];
  if (preview.genusChanged) {
    for (const change of preview.changes) {
      const edit = form.edits[change.scientificNameId];
      if (!edit) continue;
      const { name, author } = effectiveName(change, form.edits);
      const entry: TransferNewName = {
        scientificNameId: change.scientificNameId,
        ...(name !== change.newNameScientificName ? { newScientificName: name } : {}),
        ...(author !== change.newAuthor ? { newAuthor: author } : {}),
      };
      if (Object.keys(entry).length > 1) newNames.push(entry);
    }
  }
  return {
    scientificNameId: preview.scientificNameId,
    oldParentScientificNameId: preview.oldParent?.scientificNameId ?? null,
    newParentScientificNameId: preview.newParent!.scientificNameId,
    ...(needsAuthorEditor(preview) && form.authorEditor.trim() ? { authorEditor: form.authorEditor.trim() } : {}),
    ...(newNames.length ? { newNames } : {}),
    ...(form.remark.trim() ? { remark: form.remark.trim() } : {}),
  };
};

/** The comparison tree's rows: the shared top, then the old and the new branch, each ending with the moved name. */
export interface Comparison {
  readonly common: readonly HierarchyItem[];
  readonly old: readonly HierarchyItem[];
  readonly next: readonly HierarchyItem[];
}

export const comparison = (preview: TransferPreview): Comparison => ({
  common: preview.commonAncestors,
  old: preview.oldHierarchy,
  next: preview.newHierarchy,
});
