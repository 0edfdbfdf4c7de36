import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Rank } from '@navnebase/domain';
import { NameHtml } from '../../components/NameHtml';
import { Spinner } from '../../components/Spinner';
import { allowedParentRanks, rankLabel } from '../../domain/ranks';
import { childrenByNameQuery, type TaxonChoice } from '../shared';
import { PARENT_FIRST_TEXT, RANK_HINT_TEXT, type ParentFacts } from './add-taxon-form';

export interface RankStepProps {
  readonly parent: TaxonChoice | null;
  readonly parentFacts: ParentFacts | undefined;
  readonly allowedRanks: readonly Rank[];
  readonly value: Rank | null;
  readonly onChange: (rank: Rank) => void;
  /** A problem to show (after a submit attempt); until then a missing parent or rank is a neutral hint. */
  readonly error?: string | undefined;
  /** The id of the step's field (the problem summary links to it). */
  readonly id?: string;
}

/** Step 2: the rank, as radio buttons of the parent's allowed child ranks; the parent's rank and its children shown for guidance. */
export function RankStep({ parent, parentFacts, allowedRanks, value, onChange, error, id: fieldId }: RankStepProps) {
  const id = useId();
  const children = useQuery({ ...childrenByNameQuery(parent?.scientificNameId ?? 0), enabled: Boolean(parent) });
  if (!parent) {
    return (
      <Alert id={fieldId} severity={error ? 'error' : 'info'} role={error ? 'alert' : 'note'} className="rank-needs-parent">
        {error ?? PARENT_FIRST_TEXT}
      </Alert>
    );
  }
  if (!parentFacts) return <Spinner text="Henter overordnet takson …" />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        Overordnet takson:{' '}
        <strong>
          <NameHtml html={parent.presentationNameHtml} fallback={parent.scientificName} />
        </strong>{' '}
        – rang <strong>{rankLabel(parentFacts.rank)}</strong>.
      </Box>
      {allowedRanks.length === 0 ? (
        <Alert severity="warning">
          Et takson med rangen {rankLabel(parentFacts.rank).toLowerCase()} kan ikke ha underliggende taksa. Velg en annen plassering i treet.
        </Alert>
      ) : (
        <FormControl id={fieldId} error={Boolean(error)} required>
          <FormLabel id={`${id}-label`}>Rang</FormLabel>
          <FormHelperText id={`${id}-hint`} sx={{ mx: 0 }}>
            {RANK_HINT_TEXT}
          </FormHelperText>
          <RadioGroup
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            value={value ?? ''}
            onChange={(e) => onChange(e.target.value as Rank)}
            row
          >
            {allowedRanks.map((rank) => (
              <FormControlLabel key={rank} value={rank} control={<Radio />} label={rankLabel(rank)} />
            ))}
          </RadioGroup>
          {error && (
            <FormHelperText id={`${id}-error`} sx={{ mx: 0 }} className="field-error" error>
              {error}
            </FormHelperText>
          )}
        </FormControl>
      )}
      <Box component="section" aria-label="Eksisterende underliggende taksa">
        <Box sx={{ fontWeight: 600 }}>Eksisterende underliggende taksa</Box>
        {children.isPending && <Spinner text="Henter underliggende taksa …" size={16} />}
        {children.isError && <Box sx={{ color: 'error.main' }}>Kunne ikke hente underliggende taksa.</Box>}
        {children.data && children.data.length === 0 && <Box sx={{ color: 'text.secondary' }}>Ingen ennå.</Box>}
        {children.data && children.data.length > 0 && (
          <Box component="ul" className="existing-children" sx={{ m: 0, pl: 2.5 }}>
            {children.data.map((child) => (
              <li key={child.taxonNameId}>
                <NameHtml html={child.presentationNameHtml} fallback={child.presentationName} /> ({rankLabel(child.rank)}) – tillatte overordnede
                ranger: {allowedParentRanks(child.rank).map(rankLabel).join(', ') || 'ingen'}
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
