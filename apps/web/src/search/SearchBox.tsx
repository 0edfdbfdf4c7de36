import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { searchTaxa } from '../api/taxon-name';
import { SEARCH_INPUT_MAX_WIDTH_PX, SUGGESTION_LIMIT } from '../domain/constants';
import { useMessages } from '../shell/messages';
import { HitSummary } from './HitSummary';
import { searchPageUrl } from './search-rules';
import { useDebouncedSearch } from './use-debounced-search';

export const SEARCH_LABEL = 'Søk etter vitenskapelig navn, populærnavn eller navne-id';

export const nameInfoUrl = (scientificNameId: number): string => `/name-info/${scientificNameId}`;

/** Search input with a dropdown of up to 10 suggestions (spec 1 §2 "Search", §4, §9). */
export function SearchBox({ initialText = '', autoFocus = false, label = SEARCH_LABEL }: { initialText?: string; autoFocus?: boolean; label?: string }) {
  const navigate = useNavigate();
  const { showError } = useMessages();
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const containerRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const inputId = useId();
  const term = useDebouncedSearch(text);

  const suggestions = useQuery({
    queryKey: ['search', term, SUGGESTION_LIMIT],
    queryFn: ({ signal }) => searchTaxa(term, SUGGESTION_LIMIT, signal),
    enabled: term !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  const hits = term === '' ? [] : (suggestions.data ?? []).slice(0, SUGGESTION_LIMIT);
  const expanded = open && term !== '' && (hits.length > 0 || suggestions.isFetched);

  useEffect(() => {
    if (suggestions.error) showError(suggestions.error, 'Søket feilet.');
  }, [suggestions.error, showError]);

  // A new answer starts without an active suggestion.
  useEffect(() => setActive(-1), [suggestions.data]);

  // Clicking outside closes the suggestions.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  const goToHit = (index: number) => {
    const hit = hits[index];
    if (!hit) return;
    setOpen(false);
    navigate(nameInfoUrl(hit.acceptedScientificName.nameId));
  };

  const goToResults = () => {
    if (text.trim() === '') return;
    setOpen(false);
    navigate(searchPageUrl(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        if (hits.length > 0) setActive((index) => Math.min(index + 1, hits.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(index - 1, -1));
        break;
      case 'Enter':
        event.preventDefault();
        if (expanded && active >= 0) goToHit(active);
        else goToResults();
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    goToResults();
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Box ref={containerRef} component="form" role="search" aria-label="Søk i Navnebase" onSubmit={onSubmit} sx={{ position: 'relative', maxWidth: SEARCH_INPUT_MAX_WIDTH_PX, width: '100%' }}>
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
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': expanded,
              'aria-controls': expanded && hits.length > 0 ? listId : undefined,
              'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
              spellCheck: false,
              maxLength: 200,
            },
          }}
        />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
          Søk
        </Button>
      </Box>
      <Paper
        elevation={6}
        sx={{ position: 'absolute', zIndex: 20, left: 0, right: 0, mt: 0.5, maxHeight: '70vh', overflowY: 'auto', display: expanded ? 'block' : 'none' }}
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
                sx={{ px: 1.5, py: 1, cursor: 'pointer', borderBottom: '1px solid', borderColor: 'divider', bgcolor: index === active ? 'action.selected' : 'transparent' }}
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
