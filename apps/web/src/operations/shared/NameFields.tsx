import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { NameHtml } from '../../components/NameHtml';
import { nameHtmlFor } from './name-rules';
import { ReferencesEditor, type ReferenceEntry } from './ReferencesEditor';
import { SensuForm } from './SensuForm';
import type { SensuFormValue } from './sensu-rules';

export interface NameFieldsValue {
  readonly scientificName: string;
  readonly author: string;
  readonly references: readonly ReferenceEntry[];
  readonly comment: string;
  readonly hybrid: boolean;
  readonly sensu: SensuFormValue;
}

export interface NameFieldsProps {
  readonly value: NameFieldsValue;
  readonly onChange: (patch: Partial<NameFieldsValue>) => void;
  /** Shown before the name field (the parent's pre-name); '' for a whole name. */
  readonly preName?: string;
  /** The author is required (species rank and below). */
  readonly authorRequired?: boolean;
  /** Errors to show (after a submit attempt). */
  readonly errors?: { readonly scientificName?: string; readonly author?: string };
  readonly showErrors?: boolean;
  /** The name as it will be saved, shown as a preview. */
  readonly preview?: string;
  /** The rank of the name (italics in the preview for genus and below). */
  readonly rank?: string | null;
  readonly nameLabel?: string;
  readonly nameHelp?: string;
  readonly disabled?: boolean;
  /** Ids of the fields are `<idPrefix>-name`, `-author`, `-references` (the problem summary links to them). */
  readonly idPrefix?: string;
}

/**
 * The fields of a scientific name (spec 1 §2 step 3, §5): the name (with the parent's pre-name before it), author
 * (typed exactly, parentheses included), hybrid mark, aggregate/sensu, references and a comment on the name.
 */
export function NameFields({
  value,
  onChange,
  preName = '',
  authorRequired = false,
  errors = {},
  showErrors = false,
  preview,
  rank,
  nameLabel = 'Navn',
  nameHelp,
  disabled = false,
  idPrefix,
}: NameFieldsProps) {
  const openParen = preName.endsWith('(');
  // A field's error shows after a submit attempt, or once the user has changed the field and left it.
  const [left, setLeft] = useState<{ readonly name?: boolean; readonly author?: boolean }>({});
  const changed = useRef({ name: false, author: false });
  const leave = (field: 'name' | 'author') => () => {
    if (changed.current[field]) setLeft((l) => ({ ...l, [field]: true }));
  };
  const nameError = showErrors || left.name ? errors.scientificName : undefined;
  const authorError = showErrors || left.author ? errors.author : undefined;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}>
      <TextField
        id={idPrefix && `${idPrefix}-name`}
        label={nameLabel}
        value={value.scientificName}
        required
        disabled={disabled}
        error={Boolean(nameError)}
        helperText={nameError ?? nameHelp ?? (preName ? 'Skriv bare den nye delen av navnet (for eksempel artsepitetet), uten autor.' : undefined)}
        onChange={(e) => {
          changed.current.name = true;
          onChange({ scientificName: e.target.value });
        }}
        onBlur={leave('name')}
        slotProps={{
          htmlInput: { maxLength: 300, spellCheck: false, autoComplete: 'off' },
          input: {
            ...(preName
              ? {
                  startAdornment: (
                    <InputAdornment position="start" className="pre-name">
                      <i>{preName}</i>
                    </InputAdornment>
                  ),
                }
              : {}),
            ...(openParen ? { endAdornment: <InputAdornment position="end">)</InputAdornment> } : {}),
          },
        }}
      />
      <TextField
        id={idPrefix && `${idPrefix}-author`}
        label="Autor"
        value={value.author}
        required={authorRequired}
        disabled={disabled}
        error={Boolean(authorError)}
        helperText={authorError ?? 'Skriv autor nøyaktig, med eventuelle parenteser, for eksempel (Linnaeus, 1758).'}
        onChange={(e) => {
          changed.current.author = true;
          onChange({ author: e.target.value });
        }}
        onBlur={leave('author')}
        slotProps={{ htmlInput: { maxLength: 300, spellCheck: false, autoComplete: 'off' } }}
      />
      {preview && (
        <Box className="name-preview" aria-live="polite">
          Navnet blir:{' '}
          <strong>
            <NameHtml html={nameHtmlFor(preview, rank ?? '')} fallback={preview} />
          </strong>{' '}
          {value.author.trim()}
        </Box>
      )}
      <FormControlLabel
        control={<Checkbox checked={value.hybrid} onChange={(e) => onChange({ hybrid: e.target.checked })} disabled={disabled} />}
        label="Hybrid (×)"
      />
      <SensuForm value={value.sensu} onChange={(sensu) => onChange({ sensu })} disabled={disabled} />
      <ReferencesEditor
        id={idPrefix && `${idPrefix}-references`}
        value={value.references}
        onChange={(references) => onChange({ references })}
        showErrors={showErrors}
        disabled={disabled}
      />
      <TextField
        label="Kommentar til navnet"
        value={value.comment}
        multiline
        minRows={2}
        disabled={disabled}
        helperText="Valgfritt. Kommentaren skal bare gjelde navnet, ikke taksonet eller funn."
        onChange={(e) => onChange({ comment: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
    </Box>
  );
}
