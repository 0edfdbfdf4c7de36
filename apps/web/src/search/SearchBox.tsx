import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { SEARCH_INPUT_MAX_WIDTH_PX } from '../domain/constants';
import { HitSummary } from './HitSummary';
import { searchPageUrl } from './search-rules';
import { useSearchSuggestions } from './use-search-suggestions';
import { comboboxInputAttributes, useSuggestionList } from './use-suggestion-list';

export const SEARCH_LABEL = 'Søk etter vitenskapelig navn, populærnavn eller navne-id';

export const nameInfoUrl = (scientificNameId: number): string => `/name-info/${scientificNameId}`;

/** Search input with a dropdown of up to 10 suggestions (spec 1 §2 "Search", §4, §9). */
export function SearchBox({
  initialText = '',
  autoFocus = false,
  label = SEARCH_LABEL,
}: {
  initialText?: string;
  autoFocus?: boolean;
  label?: string;
}) {
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const listId = useId();
  const inputId = useId();
  const suggestions = useSearchSuggestions(text);
  const { term, hits } = suggestions;
  const { open, setOpen, active, setActive, containerRef, onKeyDown } = useSuggestionList(hits.length, suggestions.answer);
  const expanded = open && term !== '' && (hits.length > 0 || suggestions.isFetched);

  const goToHit = (index: number) => {
    const hit = hits[index];
    if (!hit) return;
    setOpen(false);
    void navigate(nameInfoUrl(hit.acceptedScientificName.nameId));
  };

  const goToResults = () => {
    if (text.trim() === '') return;
    setOpen(false);
    void navigate(searchPageUrl(text));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    goToResults();
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Box
      ref={containerRef}
      component="form"
      role="search"
      aria-label="Søk i Navnebase"
      onSubmit={onSubmit}
      sx={{ position: 'relative', maxWidth: SEARCH_INPUT_MAX_WIDTH_PX, width: '100%' }}
    >
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          id={inputId}
          label={label}
          value={text}
          autoFocus={autoFocus}
          fullWidth
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={(event) => onKeyDown(event, () => (expanded && active >= 0 ? goToHit(active) : goToResults()))}
          slotProps={{ htmlInput: comboboxInputAttributes({ expanded, listId, optionCount: hits.length, active, optionId }) }}
        />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
          Søk
        </Button>
      </Box>
      <Paper
        elevation={6}
        sx={{
          position: 'absolute',
          zIndex: 20,
          left: 0,
          right: 0,
          mt: 0.5,
          maxHeight: '70vh',
          overflowY: 'auto',
          display: expanded ? 'block' : 'none',
        }}
      >
        {expanded && hits.length > 0 && (
          <Box component="ul" id={listId} role="listbox" aria-label="Forslag" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {hits.map((hit, index) => (
              <Box
                component="li"
                key={hit.taxonId}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="search-suggestion"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => goToHit(index)}
                onMouseEnter={() => setActive(index)}
                sx={{
                  px: 1.5,
                  py: 1,
                  cursor: 'pointer',
                  borderBottom: '1px solid',
                  borderColor: 'divider',
                  bgcolor: index === active ? 'action.selected' : 'transparent',
                }}
              >
                <HitSummary hit={hit} />
              </Box>
            ))}
          </Box>
        )}
        {expanded && hits.length === 0 && !suggestions.isFetching && (
          <Box sx={{ px: 1.5, py: 1, color: 'text.secondary' }}>Ingen treff på «{term}».</Box>
        )}
      </Paper>
      <Box className="visually-hidden" aria-live="polite">
        {expanded ? (hits.length === 0 ? 'Ingen forslag.' : `${hits.length} forslag. Bruk piltastene for å velge.`) : ''}
      </Box>
    </Box>
  );
}
