import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SearchHit, TreeNode } from '../../api/types';
import { SEARCH_INPUT_MAX_WIDTH_PX } from '../../domain/constants';
import { HitSummary } from '../../search/HitSummary';
import { useSearchSuggestions } from '../../search/use-search-suggestions';
import { LifeTree } from '../../tree/LifeTree';

/** A scientific name picked in the chooser: its id, its taxon and its name as shown. */
export interface ChosenName {
  readonly scientificNameId: number;
  readonly taxonId: number;
  readonly name: string;
}

export const chosenFromHit = (hit: SearchHit): ChosenName => ({
  scientificNameId: hit.acceptedScientificName.nameId,
  taxonId: hit.taxonId,
  name: hit.acceptedScientificName.name,
});

export const chosenFromNode = (node: TreeNode): ChosenName => ({
  scientificNameId: node.scientificNameId,
  taxonId: node.taxonNameId,
  name: node.presentationName,
});

export interface NameChooserProps {
  /** Heading level and text of the search field. */
  readonly searchLabel?: string;
  readonly treeLabel?: string;
  readonly selected?: ChosenName;
  /** Taxon ids to open in the tree (the path to a preselected name). */
  readonly openTaxonIds?: readonly number[];
  readonly onSelect: (name: ChosenName) => void;
}

/**
 * Chooses a scientific name: a search field with suggestions (scientific name, vernacular name or id), and the
 * tree of life where any node but the root can be chosen. Used by the export (parent name) and the user form
 * (permissions).
 */
export function NameChooser({ searchLabel = 'Søk etter navn', treeLabel = 'Velg i livets tre', selected, openTaxonIds, onSelect }: NameChooserProps) {
  const [text, setText] = useState('');
  const listId = useId();
  const suggestions = useSearchSuggestions(text);
  const { term, hits } = suggestions;

  const choose = (name: ChosenName) => {
    onSelect(name);
    setText('');
  };

  return (
    <Box className="name-chooser" sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ maxWidth: SEARCH_INPUT_MAX_WIDTH_PX }}>
        <TextField
          label={searchLabel}
          value={text}
          fullWidth
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { spellCheck: false, maxLength: 200, 'aria-controls': hits.length > 0 ? listId : undefined } }}
        />
        {term !== '' && (
          <Paper variant="outlined" sx={{ mt: 0.5, maxHeight: 360, overflowY: 'auto' }}>
            {hits.length > 0 ? (
              <Box component="ul" id={listId} aria-label="Søketreff å velge blant" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {hits.map((hit) => (
                  <Box component="li" key={hit.taxonId} sx={{ borderBottom: '1px solid', borderColor: 'divider' }}>
                    <Box
                      component="button"
                      type="button"
                      className="name-chooser-hit"
                      aria-label={`Velg ${hit.acceptedScientificName.name}`}
                      onClick={() => choose(chosenFromHit(hit))}
                      sx={{
                        display: 'block',
                        width: '100%',
                        textAlign: 'left',
                        font: 'inherit',
                        background: 'none',
                        border: 'none',
                        px: 1.5,
                        py: 1,
                        cursor: 'pointer',
                        '&:hover': { bgcolor: 'action.hover' },
                      }}
                    >
                      <HitSummary hit={hit} />
                    </Box>
                  </Box>
                ))}
              </Box>
            ) : (
              <Box sx={{ px: 1.5, py: 1, color: 'text.secondary' }}>{suggestions.isFetching ? 'Søker...' : `Ingen treff på «${term}».`}</Box>
            )}
          </Paper>
        )}
      </Box>
      <Box>
        <Typography component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
          Eller velg i treet:
        </Typography>
        <Box sx={{ maxHeight: 420, overflowY: 'auto', border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1 }}>
          <LifeTree
            label={treeLabel}
            openTaxonIds={openTaxonIds}
            selectedTaxonId={selected?.taxonId}
            onSelect={(node) => choose(chosenFromNode(node))}
          />
        </Box>
      </Box>
    </Box>
  );
}
