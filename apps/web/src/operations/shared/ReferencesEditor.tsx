import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isReferenceType, REFERENCE_TYPES, type ReferenceType } from '@navnebase/domain';
import { referenceTypeLabel } from '../../domain/statuses';

export interface ReferenceEntry {
  readonly key: string;
  readonly referenceTypeId: ReferenceType | '';
  readonly reference: string;
}

export const REFERENCE_TYPE_REQUIRED_TEXT = 'Velg type for referansen.';

let counter = 0;
export const newReference = (referenceTypeId: ReferenceType | '' = 'Citation', reference = ''): ReferenceEntry => ({
  key: `ref-${++counter}`,
  referenceTypeId,
  reference,
});

/** References as editor entries. */
export const referenceEntries = (references: readonly { referenceTypeId: string; reference: string }[]): ReferenceEntry[] =>
  references.map((r) => newReference(isReferenceType(r.referenceTypeId) ? r.referenceTypeId : '', r.reference));

/** A reference counts only with a type and non-empty text (spec 1 §3); the ones that count are sent. */
export const referencesPayload = (entries: readonly ReferenceEntry[]): { referenceTypeId: ReferenceType; reference: string }[] =>
  entries
    .filter((e) => e.referenceTypeId !== '' && e.reference.trim() !== '')
    .map((e) => ({ referenceTypeId: e.referenceTypeId as ReferenceType, reference: e.reference.trim() }));

/** Problems per entry key: text without a type. */
export const referenceProblems = (entries: readonly ReferenceEntry[]): Record<string, string> =>
  Object.fromEntries(entries.filter((e) => e.reference.trim() !== '' && e.referenceTypeId === '').map((e) => [e.key, REFERENCE_TYPE_REQUIRED_TEXT]));

/** References of a name: a type (Citation, Url, Urn, Doi, TaxonIdOrg) and a text each; optional. */
export function ReferencesEditor({
  value,
  onChange,
  showErrors = false,
  disabled = false,
  id,
}: {
  id?: string | undefined;
  value: readonly ReferenceEntry[];
  onChange: (value: ReferenceEntry[]) => void;
  showErrors?: boolean;
  disabled?: boolean;
}) {
  const problems = referenceProblems(value);
  const patch = (key: string, change: Partial<ReferenceEntry>) => onChange(value.map((e) => (e.key === key ? { ...e, ...change } : e)));
  return (
    <Box
      component="fieldset"
      id={id}
      className="references-editor"
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        Referanser
      </Typography>
      {value.length === 0 && <Box sx={{ color: 'text.secondary', mb: 1 }}>Ingen referanser (valgfritt).</Box>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {value.map((entry, index) => (
          <Box component="li" key={entry.key} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              select
              label={`Type ${index + 1}`}
              value={entry.referenceTypeId}
              size="small"
              disabled={disabled}
              error={showErrors && Boolean(problems[entry.key])}
              helperText={showErrors ? problems[entry.key] : undefined}
              onChange={(e) => patch(entry.key, { referenceTypeId: e.target.value as ReferenceType | '' })}
              slotProps={{ select: { native: true } }}
              sx={{ minWidth: 150 }}
            >
              <option value="">Velg type</option>
              {REFERENCE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {referenceTypeLabel(type)}
                </option>
              ))}
            </TextField>
            <TextField
              label={`Referanse ${index + 1}`}
              value={entry.reference}
              size="small"
              disabled={disabled}
              onChange={(e) => patch(entry.key, { reference: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
              sx={{ flex: '1 1 280px' }}
            />
            <Button
              size="small"
              color="error"
              disabled={disabled}
              onClick={() => onChange(value.filter((e) => e.key !== entry.key))}
              aria-label={`Fjern referanse ${index + 1}`}
            >
              Fjern
            </Button>
          </Box>
        ))}
      </Box>
      <Button size="small" variant="outlined" sx={{ mt: 1 }} disabled={disabled} onClick={() => onChange([...value, newReference()])}>
        Legg til referanse
      </Button>
    </Box>
  );
}
