import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { InputHelperText, useInput } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { fetchTaxonNameInfo } from '../../api/taxon-name';
import { NameChooser, type ChosenName } from '../../screens/export/NameChooser';

/** The chosen name's text: its scientific name when known, else the id. */
export const subtreeText = (id: number | null, name?: string): string =>
  id === null ? 'Hele registeret' : name ? `${name} (navne-id ${id})` : `Navne-id ${id}`;

/** Looks up the scientific name of a stored subtree (the API keeps only the id), and the path to open the tree at. */
const useSubtreeName = (id: number | null) =>
  useQuery({
    queryKey: ['taxon-name-info', id],
    queryFn: ({ signal }) => fetchTaxonNameInfo(id!, signal),
    enabled: id !== null,
    retry: false,
    staleTime: 60_000,
  });

/**
 * Delgren: the scientific name whose subtree the webhook follows (the whole register when none), chosen by search
 * or in the tree of life, as in the export and the user permissions.
 */
export function SubtreeInput() {
  const {
    field,
    fieldState: { error, invalid },
    formState: { isSubmitted },
  } = useInput<number | null>({ source: 'subtree', defaultValue: null });
  const id = typeof field.value === 'number' ? field.value : null;
  const [chosen, setChosen] = useState<ChosenName>();
  const stored = useSubtreeName(id);
  const info = stored.data;
  const storedName = info?.scientificNames.find((n) => n.scientificNameId === id)?.scientificName;
  const name = chosen?.scientificNameId === id ? chosen.name : storedName;
  const missing = id !== null && stored.isError && chosen?.scientificNameId !== id;
  // a stored choice: show it in the tree too
  useEffect(() => {
    if (info && id !== null && !chosen && storedName) setChosen({ scientificNameId: id, taxonId: info.taxonId, name: storedName });
  }, [info, id, chosen, storedName]);
  const openTaxonIds = info?.higherClassification.map((item) => item.taxonId);

  const choose = (next: ChosenName) => {
    setChosen(next);
    field.onChange(next.scientificNameId);
  };
  const clear = () => {
    setChosen(undefined);
    field.onChange(null);
  };

  return (
    <Box
      component="fieldset"
      className="webhook-subtree"
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 2, my: 2, width: '100%' }}
    >
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        Delgren
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Webhooken får bare endringer på navnet du velger og alt som ligger under det i treet. Uten valg får den endringer i hele registeret.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography component="p" sx={{ m: 0 }} aria-live="polite">
          Valgt: <strong className="webhook-subtree-choice">{subtreeText(id, name)}</strong>
        </Typography>
        {id !== null && (
          <Button size="small" onClick={clear}>
            Fjern delgren
          </Button>
        )}
      </Box>
      {missing && <FormHelperText sx={{ mb: 1 }}>Fant ikke navnet med id {id}. Det kan være slettet; velg en annen delgren.</FormHelperText>}
      {invalid && isSubmitted && (
        <FormHelperText error sx={{ mb: 1 }}>
          <InputHelperText error={error?.message} />
        </FormHelperText>
      )}
      <NameChooser
        searchLabel="Velg delgren: søk etter navn"
        treeLabel="Velg delgren i livets tre"
        selected={chosen}
        openTaxonIds={openTaxonIds}
        onSelect={choose}
      />
    </Box>
  );
}
