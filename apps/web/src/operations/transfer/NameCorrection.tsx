import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { NameHtml } from '../../components/NameHtml';
import { rankLabel } from '../../domain/ranks';
import type { InvalidReason, TransferPreview } from './api';
import { ReasonList } from './ReasonList';
import { effectiveName, needsAuthorEditor, type NameEdit, type NameEdits } from './transfer-rules';

export interface NameCorrectionProps {
  readonly preview: TransferPreview;
  readonly authorEditor: string;
  readonly onAuthorEditorChange: (value: string) => void;
  readonly edits: NameEdits;
  readonly onEdit: (scientificNameId: number, edit: NameEdit) => void;
  readonly errors: Readonly<Record<number, { name?: string; author?: string }>>;
  readonly showErrors: boolean;
  /** The server's objections to the proposed names (author editor missing, homonym, …). */
  readonly reasons?: readonly InvalidReason[];
}

/**
 * The name-correction step of a transfer that changes the genus (spec 2 §2.5, §3, §4.5): every renamed main name
 * with its proposed new combination and author, both editable; outside the animal kingdom an author editor string.
 * The old names become synonyms of the new ones.
 */
export function NameCorrection({
  preview,
  authorEditor,
  onAuthorEditorChange,
  edits,
  onEdit,
  errors,
  showErrors,
  reasons = [],
}: NameCorrectionProps) {
  const genus = preview.changes[0]?.newNameScientificName.split(' ')[0];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Alert severity="info">
        Flyttingen endrer slekten{genus ? ` til ${genus}` : ''}. Det gamle navnet blir synonym, og et nytt gjeldende navn (ny kombinasjon) opprettes
        på den nye plasseringen. Underarter og lavere rang følger med og får også nye navn. Se over forslagene og rett dem om nødvendig.
      </Alert>
      {reasons.length > 0 && (
        <Alert severity="warning" className="name-correction-reasons">
          <ReasonList reasons={reasons} />
        </Alert>
      )}
      {needsAuthorEditor(preview) && (
        <TextField
          label="Autor for de nye kombinasjonene"
          value={authorEditor}
          required
          onChange={(e) => onAuthorEditorChange(e.target.value)}
          helperText="Navnet er utenfor dyreriket: den opprinnelige autoren settes i parentes og følges av denne autoren. «L.» blir for eksempel «(L.) Testesen»."
          slotProps={{ htmlInput: { maxLength: 300, spellCheck: false, autoComplete: 'off' } }}
          sx={{ maxWidth: 520 }}
        />
      )}
      <Box component="ul" aria-label="Nye navn" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {preview.changes.map((change) => {
          const { name, author } = effectiveName(change, edits);
          const error = showErrors ? errors[change.scientificNameId] : undefined;
          return (
            <Box
              component="li"
              key={change.scientificNameId}
              className="name-change"
              sx={{ border: '1px solid', borderColor: error ? 'error.main' : 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Box sx={{ mb: 1 }}>
                <span>{rankLabel(change.taxonRank)}: </span>
                <NameHtml html={`<i>${change.oldScientificName}</i>`} fallback={change.oldScientificName} /> {change.oldAuthor}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {' '}
                  → blir synonym til
                </Box>
                {change.reinstated && (
                  <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.9em' }}>
                    {' '}
                    (et eksisterende synonym med dette navnet blir gjeldende igjen)
                  </Box>
                )}
              </Box>
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                <TextField
                  label={`Nytt navn for ${change.oldScientificName}`}
                  value={name}
                  required
                  size="small"
                  error={Boolean(error?.name)}
                  helperText={error?.name ?? `Foreslått: ${change.newNameScientificName}`}
                  onChange={(e) => onEdit(change.scientificNameId, { ...edits[change.scientificNameId], newScientificName: e.target.value })}
                  slotProps={{ htmlInput: { maxLength: 300, spellCheck: false, autoComplete: 'off' } }}
                  sx={{ flex: '2 1 280px' }}
                />
                <TextField
                  label={`Autor for ${name || change.newNameScientificName}`}
                  value={author}
                  required
                  size="small"
                  error={Boolean(error?.author)}
                  helperText={error?.author ?? (change.newAuthor ? `Foreslått: ${change.newAuthor}` : 'Skriv autor nøyaktig, med parenteser.')}
                  onChange={(e) => onEdit(change.scientificNameId, { ...edits[change.scientificNameId], newAuthor: e.target.value })}
                  slotProps={{ htmlInput: { maxLength: 300, spellCheck: false, autoComplete: 'off' } }}
                  sx={{ flex: '1 1 200px' }}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
      {preview.unMovableChildren.length > 0 && (
        <Alert severity="warning">
          Disse underelementene er ikke gjeldende og kan ikke få nytt navn:{' '}
          {preview.unMovableChildren.map((c, i) => (
            <span key={c.taxonId}>
              {i > 0 && ', '}
              <NameHtml html={c.scientificNamePresentationHtml} fallback={c.scientificName} />
            </span>
          ))}
          . Omprioriter dem eller flytt dem først.
        </Alert>
      )}
    </Box>
  );
}
