import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NameHtml } from '../../components/NameHtml';
import { Spinner } from '../../components/Spinner';
import { rankLabel } from '../../domain/ranks';
import { nomenclaturalStatusLabel, referenceTypeLabel, taxonomicStatusLabel } from '../../domain/statuses';
import { useTaxonInfo } from './use-taxon-info';

export const NAME_CARD_ERROR_TITLE = 'Feil med navn';
export const NAME_CARD_ERROR_TEXT = 'Noe gikk galt ved henting av navnet. Kanskje id-en er ugyldig.';

/** A card of one scientific name (spec 1 §2 "Chooser": scientific name card); "Feil med navn" when it cannot be fetched. */
export function ScientificNameCard({ scientificNameId, title, actions }: { scientificNameId: number; title?: string; actions?: ReactNode }) {
  const info = useTaxonInfo(scientificNameId);
  const name = info.data?.scientificNames.find((n) => n.scientificNameId === scientificNameId);
  if (info.isPending) return <Spinner text="Henter navn …" />;
  if (info.isError || !name) {
    return (
      <Alert
        severity="error"
        className="name-card-error"
        action={
          <Button color="inherit" size="small" onClick={() => void info.refetch()}>
            Prøv igjen
          </Button>
        }
      >
        <AlertTitle>{NAME_CARD_ERROR_TITLE}</AlertTitle>
        {NAME_CARD_ERROR_TEXT}
      </Alert>
    );
  }
  const references = name.references.filter((r) => r.reference.trim() !== '' && r.referenceTypeId);
  return (
    <Box
      component="section"
      aria-label={title ?? `Navn ${name.scientificName}`}
      className="scientific-name-card"
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 1.5 }}
    >
      {title && <Box sx={{ fontWeight: 600, mb: 0.5 }}>{title}</Box>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <strong>
          <NameHtml html={name.scientificNamePresentationHtml} fallback={name.scientificName} />
        </strong>
        <span>{name.scientificNameAuthorship}</span>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.25,
          m: 0,
          mt: 0.5,
          fontSize: '0.9em',
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        <dt>Navne-id</dt>
        <dd>{name.scientificNameId}</dd>
        <dt>Rang</dt>
        <dd>{rankLabel(name.taxonRank)}</dd>
        <dt>Taksonomisk status</dt>
        <dd>{taxonomicStatusLabel(name.taxonomicStatus)}</dd>
        {name.nomenclaturalStatuses.length > 0 && (
          <>
            <dt>Nomenklatorisk status</dt>
            <dd>{name.nomenclaturalStatuses.map(nomenclaturalStatusLabel).join(', ')}</dd>
          </>
        )}
        <dt>Referanser</dt>
        <dd>
          {references.length === 0
            ? 'Mangler referanse'
            : references.map((r) => `[${referenceTypeLabel(r.referenceTypeId)}: ${r.reference} ]`).join(' ')}
        </dd>
        {name.comment && (
          <>
            <dt>Kommentar</dt>
            <dd>{name.comment}</dd>
          </>
        )}
      </Box>
      {actions && <Box sx={{ mt: 1 }}>{actions}</Box>}
    </Box>
  );
}
