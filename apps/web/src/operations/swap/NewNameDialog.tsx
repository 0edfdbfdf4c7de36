import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { emptySensuForm, rankId, RANKS, sensuFormToAttributes, type NameAttribute, type Rank, type TaxonomicStatus } from '@navnebase/domain';
import { rankLabel } from '../../domain/ranks';
import {
  authorRequired,
  composeScientificName,
  FormInvalidAlert,
  isAnimalKingdom,
  NameFields,
  ownPartOf,
  ownPartProblem,
  preName,
  referenceEntries,
  referenceProblems,
  referencesPayload,
  sensuFormFromAttributes,
  TaxonChooser,
  useSubmitAttempt,
  linkedProblems,
  type NameFieldsValue,
  type TaxonChoice,
} from '../shared';
import type { NewScientificNamePayload } from './api';
import { FullScreenModal } from './FullScreenModal';

/** A name made in the dialog: what is sent, and how the screen shows it. */
export interface CreatedNameDraft {
  readonly payload: NewScientificNamePayload;
  readonly display: string;
  readonly rank: string;
  /** The parent chosen for it, kept for editing. */
  readonly parent: TaxonChoice | null;
}

const CHOOSABLE_RANKS = RANKS.filter((r) => r.id >= 1 && r.id <= 25).map((r) => r.rank);

const emptyFields = (): NameFieldsValue => ({ scientificName: '', author: '', references: [], comment: '', hybrid: false, sensu: emptySensuForm() });

export interface NewNameDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onSave: (draft: CreatedNameDraft) => void;
  /** The name being edited (undefined: a new one). */
  readonly initial?: CreatedNameDraft;
  /** Rank of the taxon's current name: the default rank. */
  readonly defaultRank: string;
  /** The taxon's kingdom (decides how names below genus are written). */
  readonly kingdom?: string;
  /** The status the new name starts with; the main form sets it ("Status for navn settes i hovedskjema"). */
  readonly taxonomicStatus: TaxonomicStatus;
  readonly title?: string;
}

/** The fields the problem summary links to. */
const NEW_NAME_FIELDS = {
  scientificName: { id: 'new-name-name', label: 'Navn' },
  author: { id: 'new-name-author', label: 'Autor' },
  references: { id: 'new-name-references', label: 'Referanser' },
} as const;

/**
 * Creating a scientific name inside an operation (the swap and split flows, spec 2 §2.3, §2.4): in the full-screen
 * modal, an optional parent (then only the new part of the name is typed), the rank, the name fields of the add-taxon
 * flow (author, hybrid, sensu, references, comment). Its status is set in the main form.
 */
export function NewNameDialog({
  open,
  onClose,
  onSave,
  initial,
  defaultRank,
  kingdom,
  taxonomicStatus,
  title = 'Nytt vitenskapelig navn',
}: NewNameDialogProps) {
  const [parent, setParent] = useState<TaxonChoice | null>(null);
  const [rank, setRank] = useState<Rank>(defaultRank as Rank);
  const [fields, setFields] = useState<NameFieldsValue>(emptyFields);
  const validation = useSubmitAttempt();

  // Each opening starts from the name being edited, or from an empty form.
  useEffect(() => {
    if (!open) return;
    validation.reset();
    if (initial) {
      const p = initial.payload;
      setParent(initial.parent);
      setRank(initial.rank as Rank);
      setFields({
        scientificName: p.scientificName,
        author: p.author ?? '',
        references: referenceEntries(p.references ?? []),
        comment: p.comment ?? '',
        hybrid: (p.attributes ?? []).includes('Hybrid'),
        sensu: sensuFormFromAttributes(p.attributes ?? []),
      });
    } else {
      setParent(null);
      setRank((CHOOSABLE_RANKS as readonly string[]).includes(defaultRank) ? (defaultRank as Rank) : 'Species');
      setFields(emptyFields());
    }
  }, [open]);

  const animal = isAnimalKingdom(parent?.kingdom ?? kingdom);
  const prefix = parent ? preName({ scientificName: parent.scientificName, rank: parent.rank }, rank, animal) : '';
  const own = parent ? ownPartOf(fields.scientificName, prefix) : fields.scientificName.trim().replace(/\s+/g, ' ');
  const display = parent
    ? composeScientificName({ scientificName: parent.scientificName, rank: parent.rank }, rank, own, { isAnimal: animal, isHybrid: fields.hybrid })
    : own;
  const errors = {
    scientificName: parent ? ownPartProblem(own) : own ? undefined : 'Dette feltet må fylles ut.',
    author: authorRequired(rank) && fields.author.trim() === '' ? 'Autor må fylles ut for art og lavere rang.' : undefined,
  };
  const problems = linkedProblems({ ...errors, references: Object.values(referenceProblems(fields.references))[0] }, NEW_NAME_FIELDS);

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    event?.stopPropagation();
    if (!validation.attempt(problems.length === 0)) return;
    const attributes: NameAttribute[] = [...(fields.hybrid ? (['Hybrid'] as const) : []), ...sensuFormToAttributes(fields.sensu)];
    const references = referencesPayload(fields.references);
    onSave({
      payload: {
        scientificName: own,
        ...(fields.author.trim() ? { author: fields.author.trim() } : {}),
        taxonomicStatus: taxonomicStatus,
        rankId: rankId(rank),
        parentScientificNameId: parent?.scientificNameId ?? null,
        ...(references.length ? { references } : {}),
        ...(fields.comment.trim() ? { comment: fields.comment.trim() } : {}),
        ...(attributes.length ? { attributes } : {}),
      },
      display,
      rank,
      parent,
    });
  };

  return (
    <FullScreenModal open={open} onClose={onClose} title={title}>
      {/* A form of its own: Enter in a field saves the name, not the operation around it. */}
      <Box component="form" noValidate onSubmit={save} aria-label={title} sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 1 }}>
        <TaxonChooser
          label="Overordnet navn (valgfritt)"
          value={parent}
          onChange={setParent}
          helperText="Med en overordnet skriver du bare den nye delen av navnet (for eksempel artsepitetet). Uten overordnet skriver du hele navnet."
        />
        <TextField
          select
          label="Rang"
          value={rank}
          required
          onChange={(e) => setRank(e.target.value as Rank)}
          slotProps={{ select: { native: true } }}
          sx={{ maxWidth: 320 }}
        >
          {CHOOSABLE_RANKS.map((r) => (
            <option key={r} value={r}>
              {rankLabel(r)}
            </option>
          ))}
        </TextField>
        <NameFields
          value={fields}
          onChange={(patch) => setFields((f) => ({ ...f, ...patch }))}
          preName={prefix}
          authorRequired={authorRequired(rank)}
          errors={errors}
          showErrors={validation.submitted}
          preview={display || undefined}
          nameLabel={parent ? 'Navn (bare den nye delen)' : 'Vitenskapelig navn'}
          idPrefix="new-name"
        />
        <FormInvalidAlert show={validation.submitted && problems.length > 0} problems={problems} attemptKey={validation.attempts} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained">
            {initial ? 'Lagre endringene' : 'Legg til navnet'}
          </Button>
          <Button onClick={onClose}>Avbryt</Button>
        </Box>
      </Box>
    </FullScreenModal>
  );
}
