import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { KingdomIcon } from '../../components/KingdomIcon';
import { NameHtml } from '../../components/NameHtml';
import { Spinner } from '../../components/Spinner';
import { rankLabel } from '../../domain/ranks';
import { isMainStatus, isRecommended, languageLabel, taxonomicStatusLabel } from '../../domain/statuses';
import { useTaxonInfo } from './use-taxon-info';

export const TAXON_CARD_ERROR_TITLE = 'Feil';
export const TAXON_CARD_ERROR_TEXT = 'Kunne ikke hente riktig takson. Det kan være en feil i API-et. Prøv å vent litt, og prøv igjen.';

/**
 * A small card of a taxon (spec 1 §2 "Chooser": taxon mini card): kingdom icon, main name with author, rank and
 * status, the other names, recommended vernacular names and a link to the name page. "Feil" when it cannot be fetched.
 */
export function TaxonMiniCard({
  scientificNameId,
  title,
  actions,
  children,
}: {
  scientificNameId: number;
  title?: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const info = useTaxonInfo(scientificNameId);
  if (info.isPending) return <Spinner text="Henter takson …" />;
  if (info.isError || !info.data) {
    return (
      <Alert
        severity="error"
        className="taxon-card-error"
        action={
          <Button color="inherit" size="small" onClick={() => void info.refetch()}>
            Prøv igjen
          </Button>
        }
      >
        <AlertTitle>{TAXON_CARD_ERROR_TITLE}</AlertTitle>
        {TAXON_CARD_ERROR_TEXT}
      </Alert>
    );
  }
  const data = info.data;
  const main =
    data.scientificNames.find((n) => n.scientificNameId === data.mainScientificNameId) ??
    data.scientificNames.find((n) => isMainStatus(n.taxonomicStatus)) ??
    data.scientificNames[0];
  const others = data.scientificNames.filter((n) => n !== main);
  const vernacular = data.vernacularNames.filter((v) => isRecommended(v.vernacularNameStatus));
  return (
    <Box
      component="section"
      aria-label={title ?? `Takson ${main?.scientificName ?? data.taxonId}`}
      className="taxon-mini-card"
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 1.5, bgcolor: '#fafcfb' }}
    >
      {title && <Box sx={{ fontWeight: 600, mb: 0.5 }}>{title}</Box>}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <KingdomIcon kingdom={data.kingdom?.scientificName} fontSize="small" />
        {main && (
          <>
            <strong>
              <NameHtml html={main.scientificNamePresentationHtml} fallback={main.scientificName} />
            </strong>
            <span>{main.scientificNameAuthorship}</span>
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.9em' }}>
              {rankLabel(main.taxonRank)} · {taxonomicStatusLabel(main.taxonomicStatus)} · takson-id {data.taxonId}
            </Box>
          </>
        )}
      </Box>
      {others.length > 0 && (
        <Box sx={{ fontSize: '0.9em', mt: 0.5 }}>
          Andre navn:{' '}
          {others.map((n, index) => (
            <span key={n.scientificNameId}>
              {index > 0 && ', '}
              <NameHtml html={n.scientificNamePresentationHtml} fallback={n.scientificName} /> {n.scientificNameAuthorship} (
              {taxonomicStatusLabel(n.taxonomicStatus).toLowerCase()})
            </span>
          ))}
        </Box>
      )}
      {vernacular.length > 0 && (
        <Box sx={{ fontSize: '0.9em', mt: 0.5 }}>
          Populærnavn:{' '}
          {vernacular.map((v, index) => (
            <span key={v.id}>
              {index > 0 && ', '}
              <span lang={v.languageIsoCode}>{v.vernacularName}</span> ({languageLabel(v.languageIsoCode)})
            </span>
          ))}
        </Box>
      )}
      {data.childCount !== undefined && (
        <Box sx={{ fontSize: '0.9em', mt: 0.5 }}>
          {data.childCount === 0 ? 'Ingen underliggende taksa.' : `${data.childCount} underliggende taksa.`}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        <Link href={`/name-info/${data.mainScientificNameId}`} target="_blank" rel="noopener noreferrer" sx={{ fontSize: '0.9em' }}>
          Åpne navnesiden<span className="visually-hidden"> (åpnes i ny fane)</span>
        </Link>
        {actions}
      </Box>
      {children}
    </Box>
  );
}
