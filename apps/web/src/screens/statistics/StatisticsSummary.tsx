import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Spinner } from '../../components/Spinner';
import { useMessages } from '../../shell/messages';
import { formatNumber, formatPercent } from '../../util/format';
import { useStatistics, type RegisterStatistics } from './use-statistics';

/** The short statistics on the front page. */
export function StatisticsSummary() {
  const { data, error } = useStatistics(undefined, false);
  const { showError } = useMessages();
  useEffect(() => {
    if (error) showError(error, 'Kunne ikke hente statistikk.');
  }, [error, showError]);

  if (error) return <p>Statistikken er ikke tilgjengelig akkurat nå.</p>;
  if (!data) return <Spinner />;
  return (
    <>
      <Summary data={data} />
      <p>
        <Link component={RouterLink} to="/statistics">
          Mer statistikk
        </Link>
      </p>
    </>
  );
}

function Summary({ data }: { data: RegisterStatistics }) {
  return (
    <Box component="dl" className="stats-summary" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 2, m: 0 }}>
      <SummaryItem label="Taksa" value={formatNumber(data.taxa.totalCount)} />
      <SummaryItem label="Vitenskapelige navn" value={formatNumber(data.names.totalCount)} />
      <SummaryItem
        label="Synonymer"
        value={formatNumber(data.names.synonymsCount)}
        note={`${formatPercent(data.names.synonymsCount, data.names.totalCount)} av navnene`}
      />
      <SummaryItem label="Populærnavn" value={formatNumber(data.vernacular.totalCount)} />
    </Box>
  );
}

function SummaryItem({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Box sx={{ bgcolor: '#f1f6f3', borderRadius: 2, p: 2 }}>
      <Box component="dt" sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontSize: '1.6rem', fontWeight: 700 }}>
        {value}
      </Box>
      {note && (
        <Box component="dd" sx={{ m: 0, fontSize: '0.85rem', color: 'text.secondary' }}>
          {note}
        </Box>
      )}
    </Box>
  );
}
