import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NameHtml } from '../../components/NameHtml';
import { rankLabel } from '../../domain/ranks';
import { taxonomicStatusLabel } from '../../domain/statuses';
import { allNames, canRemoveTaxon, unplacedNames, type SplitName, type SplitState } from './split-rules';

export interface SplitNamesBoardProps {
  readonly state: SplitState;
  /** 'Velg denne': a name goes into a new taxon. */
  readonly onPlace: (nameKey: number, taxonKey: number) => void;
  /** 'Fjern': a name leaves its new taxon (a name created in the flow is deleted). */
  readonly onUnplace: (nameKey: number) => void;
  readonly onAddTaxon: () => void;
  readonly onRemoveTaxon: (taxonKey: number) => void;
  /** Opens the modal to create a name in a new taxon. */
  readonly onCreateName: (taxonKey: number) => void;
  readonly onEditName: (nameKey: number) => void;
}

export const taxonLabel = (index: number): string => `Nytt takson ${index + 1}`;

function NameLine({ name }: { name: SplitName }) {
  return (
    <span>
      <NameHtml html={name.html} fallback={name.display} /> {name.author}{' '}
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
        ({rankLabel(name.rank)}
        {name.existing ? `, nå ${taxonomicStatusLabel(name.existing.taxonomicStatus).toLowerCase()}` : ', nytt navn'})
      </Box>
    </span>
  );
}

/**
 * Step 2 of a split (spec 2 §2.4): the new taxa side by side. Each shows its names ('Fjern' takes one out again) and the
 * names not yet placed ('Velg denne' puts one in); names can be created for a new taxon in the modal and edited or
 * deleted again. Taxa can be added; one can be removed while more than two exist.
 */
export function SplitNamesBoard({ state, onPlace, onUnplace, onAddTaxon, onRemoveTaxon, onCreateName, onEditName }: SplitNamesBoardProps) {
  const names = allNames(state);
  const unplaced = unplacedNames(state);
  const removable = canRemoveTaxon(state);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box role="status" aria-live="polite" className="split-unplaced-count" sx={{ fontWeight: 600 }}>
        {unplaced.length === 0 ? 'Alle navn er plassert.' : `${unplaced.length} ${unplaced.length === 1 ? 'navn er' : 'navn er'} ikke plassert ennå.`}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' }, gap: 2 }}>
        {state.taxa.map((taxon, index) => {
          const placed = taxon.nameKeys.map((key) => names.find((n) => n.key === key)).filter((n): n is SplitName => n !== undefined);
          const label = taxonLabel(index);
          return (
            <Box
              component="section"
              key={taxon.key}
              aria-label={label}
              className="split-new-taxon"
              data-taxon-key={taxon.key}
              sx={{ border: '1px solid', borderColor: placed.length ? 'primary.main' : 'divider', borderRadius: 2, p: 1.5 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, m: 0, flex: 1 }}>
                  {label}
                </Typography>
                {removable && (
                  <Button size="small" color="error" onClick={() => onRemoveTaxon(taxon.key)}>
                    Fjern {label.toLowerCase()}
                  </Button>
                )}
              </Box>
              <Box component="ul" aria-label={`Navn i ${label.toLowerCase()}`} sx={{ listStyle: 'none', m: 0, p: 0, mt: 1 }}>
                {placed.length === 0 && (
                  <Box component="li" sx={{ color: 'text.secondary' }}>
                    Ingen navn ennå.
                  </Box>
                )}
                {placed.map((name) => (
                  <Box
                    component="li"
                    key={name.key}
                    className="split-placed-name"
                    sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 0.25 }}
                  >
                    <NameLine name={name} />
                    {name.isNew && (
                      <Button size="small" onClick={() => onEditName(name.key)} aria-label={`Rediger ${name.display}`}>
                        Rediger
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="error"
                      onClick={() => onUnplace(name.key)}
                      aria-label={`${name.isNew ? 'Slett' : 'Fjern'} ${name.display} fra ${label.toLowerCase()}`}
                    >
                      {name.isNew ? 'Slett' : 'Fjern'}
                    </Button>
                  </Box>
                ))}
              </Box>
              {unplaced.length > 0 && (
                <>
                  <Box sx={{ mt: 1.5, fontSize: '0.9rem', color: 'text.secondary' }}>Ikke plassert:</Box>
                  <Box component="ul" aria-label={`Navn som kan velges for ${label.toLowerCase()}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                    {unplaced.map((name) => (
                      <Box component="li" key={name.key} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', py: 0.25 }}>
                        <NameLine name={name} />
                        <Button
                          size="small"
                          variant="outlined"
                          onClick={() => onPlace(name.key, taxon.key)}
                          aria-label={`Velg denne: ${name.display} til ${label.toLowerCase()}`}
                        >
                          Velg denne
                        </Button>
                      </Box>
                    ))}
                  </Box>
                </>
              )}
              <Button size="small" sx={{ mt: 1 }} onClick={() => onCreateName(taxon.key)}>
                Nytt vitenskapelig navn
              </Button>
            </Box>
          );
        })}
      </Box>
      <Box>
        <Button variant="outlined" onClick={onAddTaxon}>
          Legg til nytt takson
        </Button>
      </Box>
    </Box>
  );
}
