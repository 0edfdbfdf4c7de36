import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANGUAGE_LABELS, LANGUAGES, type LanguageCode } from '@navnebase/domain';
import { addEntry, removeEntry, setRecommended, undoRemove, updateEntry, vernacularProblems, type VernacularEntry } from './vernacular-rules';

export interface VernacularNamesEditorProps {
  readonly value: readonly VernacularEntry[];
  readonly onChange: (value: VernacularEntry[]) => void;
  /** Show the rule messages (after a submit attempt; duplicates always show). */
  readonly showErrors?: boolean;
  readonly languages?: readonly LanguageCode[];
  readonly disabled?: boolean;
  /** The id of the editor's box (the problem summary links to it). */
  readonly id?: string;
}

const OPERATION_LABELS: Readonly<Record<VernacularEntry['operation'], string>> = {
  added: 'Nytt',
  modified: 'Endret',
  deleted: 'Slettes',
  none: '',
};

/**
 * Vernacular names per language (spec 1 §2 "Edit vernacular names", §4, §5): add, change, remove (existing names
 * are marked for deletion and can be restored), and choose the recommended name of each language. The entries
 * carry their operation (added, none, modified, deleted) for the API.
 */
export function VernacularNamesEditor({
  value,
  onChange,
  showErrors = false,
  languages = LANGUAGES,
  disabled = false,
  id,
}: VernacularNamesEditorProps) {
  const problems = vernacularProblems(value);
  const baseId = useId();
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  useEffect(() => {
    if (!focusKey) return;
    inputs.current.get(focusKey)?.focus();
    setFocusKey(null);
  }, [focusKey, value]);

  const add = (language: LanguageCode) => {
    const next = addEntry(value, language);
    onChange(next);
    setFocusKey(next[next.length - 1]!.key);
  };

  return (
    <Box id={id} className="vernacular-editor" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {languages.map((language) => {
        const entries = value.filter((entry) => entry.languageIsoCode === language);
        const groupProblems = problems.byLanguage[language] ?? [];
        const shownProblems = groupProblems.filter((text) => showErrors || text !== 'Du må velge et anbefalt navn.');
        const headingId = `${baseId}-${language}`;
        return (
          <Box
            component="section"
            key={language}
            aria-labelledby={headingId}
            className="vernacular-language"
            data-language={language}
            sx={{ border: '1px solid', borderColor: shownProblems.length ? 'error.main' : 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Typography component="h3" id={headingId} sx={{ fontSize: '1.05rem', fontWeight: 600, m: 0, mb: 1 }}>
              {LANGUAGE_LABELS[language]} ({language})
            </Typography>
            {entries.length === 0 && (
              <Box sx={{ color: 'text.secondary', mb: 1 }}>Ingen populærnavn på {LANGUAGE_LABELS[language].toLowerCase()}.</Box>
            )}
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              {entries.map((entry, index) => {
                const deleted = entry.operation === 'deleted';
                const error = problems.byKey[entry.key];
                const shownError = error && (showErrors || error === 'Duplikat navn') ? error : undefined;
                const label = `Populærnavn ${index + 1} (${language})`;
                return (
                  <Box
                    component="li"
                    key={entry.key}
                    className="vernacular-entry"
                    data-operation={entry.operation}
                    sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', opacity: deleted ? 0.65 : 1 }}
                  >
                    {deleted ? (
                      <Box sx={{ flex: '1 1 240px', pt: 1 }}>
                        <s lang={language}>{entry.vernacularName}</s> <span>(slettes når du publiserer)</span>
                      </Box>
                    ) : (
                      <>
                        <TextField
                          label={label}
                          value={entry.vernacularName}
                          size="small"
                          required
                          disabled={disabled}
                          error={Boolean(shownError)}
                          helperText={shownError ?? (OPERATION_LABELS[entry.operation] || ' ')}
                          onChange={(e) => onChange(updateEntry(value, entry.key, { vernacularName: e.target.value }))}
                          slotProps={{
                            htmlInput: {
                              lang: language,
                              maxLength: 300,
                              ref: (el: HTMLInputElement | null) => (el ? inputs.current.set(entry.key, el) : inputs.current.delete(entry.key)),
                            },
                          }}
                          sx={{ flex: '1 1 220px' }}
                        />
                        <Box sx={{ display: 'flex', alignItems: 'center' }}>
                          <Radio
                            checked={entry.recommended}
                            onChange={() => onChange(setRecommended(value, entry.key))}
                            name={`${baseId}-recommended-${language}`}
                            value={entry.key}
                            disabled={disabled}
                            slotProps={{ input: { 'aria-label': `Anbefalt navn: ${entry.vernacularName || label}` } }}
                          />
                          <span aria-hidden="true">Anbefalt</span>
                        </Box>
                        <TextField
                          label="Referanse"
                          value={entry.reference}
                          size="small"
                          disabled={disabled}
                          onChange={(e) => onChange(updateEntry(value, entry.key, { reference: e.target.value }))}
                          slotProps={{ htmlInput: { maxLength: 2000, 'aria-label': `Referanse for ${entry.vernacularName || label}` } }}
                          sx={{ flex: '1 1 160px' }}
                        />
                        <TextField
                          label="Kommentar"
                          value={entry.comment}
                          size="small"
                          disabled={disabled}
                          onChange={(e) => onChange(updateEntry(value, entry.key, { comment: e.target.value }))}
                          slotProps={{ htmlInput: { maxLength: 4000, 'aria-label': `Kommentar for ${entry.vernacularName || label}` } }}
                          sx={{ flex: '1 1 160px' }}
                        />
                      </>
                    )}
                    {deleted ? (
                      <Button
                        size="small"
                        onClick={() => onChange(undoRemove(value, entry.key))}
                        disabled={disabled}
                        aria-label={`Angre sletting av ${entry.vernacularName}`}
                      >
                        Angre
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => onChange(removeEntry(value, entry.key))}
                        disabled={disabled}
                        aria-label={`Fjern ${entry.vernacularName || label}`}
                        sx={{ mt: 0.5 }}
                      >
                        Fjern
                      </Button>
                    )}
                  </Box>
                );
              })}
            </Box>
            {shownProblems.length > 0 && (
              <Alert severity="error" sx={{ mt: 1 }} className="vernacular-group-error">
                {shownProblems.join(' ')}
              </Alert>
            )}
            <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => add(language)} disabled={disabled}>
              Legg til navn på {LANGUAGE_LABELS[language].toLowerCase()}
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}
