import { useQuery } from '@tanstack/react-query';
import { LineChart } from '@mui/x-charts/LineChart';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { LANGUAGE_LABELS, LANGUAGES } from '@navnebase/domain';
import { fetchStatisticsOverTime } from '../../api/statistics';
import type { StatisticsDay } from '../../api/types';
import { Spinner } from '../../components/Spinner';
import { formatDate, formatNumber } from '../../util/format';

/** The lines of the chart: what each counts, and its Norwegian label. */
export const OVER_TIME_SERIES: readonly { readonly id: string; readonly label: string; readonly value: (day: StatisticsDay) => number }[] = [
  { id: 'taxa', label: 'Taksa', value: (d) => d.taxa },
  { id: 'names', label: 'Vitenskapelige navn', value: (d) => d.names },
  { id: 'synonyms', label: 'Synonymer og navn ikke lenger i bruk', value: (d) => d.synonyms },
  ...LANGUAGES.map((language) => ({
    id: `vernacular-${language}`,
    label: `Populærnavn (${LANGUAGE_LABELS[language]})`,
    value: (d: StatisticsDay) => d.vernacular[language] ?? 0,
  })),
];

const dayDate = (day: string) => new Date(`${day}T12:00:00`);

/**
 * "Utvikling over tid": taxa, names, synonyms and vernacular names per language as lines over the days they changed
 * (Statistics/OverTime), with the same figures as a table for keyboard and screen-reader users.
 */
export default function StatisticsChart() {
  const { data, error } = useQuery({
    queryKey: ['statistics', 'over-time'],
    queryFn: ({ signal }) => fetchStatisticsOverTime(signal),
    staleTime: 60_000,
    retry: false,
  });
  if (error) return <p>Utviklingen over tid er ikke tilgjengelig akkurat nå.</p>;
  if (!data) return <Spinner />;
  const { days } = data;
  if (days.length === 0) return <p>Registeret er tomt: ingen utvikling å vise ennå.</p>;
  return (
    <>
      {days.length === 1 ? (
        <p>Alle tallene er fra {formatDate(dayDate(days[0]!.day))}. Utviklingen vises som kurver når registeret har endringer fra flere dager.</p>
      ) : (
        <OverTimeLines days={days} />
      )}
      <details>
        <summary>Vis tallene som tabell</summary>
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Utvikling over tid som tabell">
          <Table size="small" aria-label="Utvikling over tid">
            <TableHead sx={{ '& th': { fontWeight: 600 } }}>
              <TableRow>
                <TableCell component="th" scope="col">
                  Dag
                </TableCell>
                {OVER_TIME_SERIES.map((series) => (
                  <TableCell key={series.id} component="th" scope="col" align="right">
                    {series.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {[...days].reverse().map((day) => (
                <TableRow key={day.day}>
                  <TableCell component="th" scope="row">
                    {formatDate(dayDate(day.day))}
                  </TableCell>
                  {OVER_TIME_SERIES.map((series) => (
                    <TableCell key={series.id} align="right">
                      {formatNumber(series.value(day))}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </details>
    </>
  );
}

/** The lines themselves (a picture: the table below carries the same figures for screen readers). */
function OverTimeLines({ days }: { days: readonly StatisticsDay[] }) {
  return (
    <Box aria-hidden="true" sx={{ maxWidth: 900 }}>
      <LineChart
        height={320}
        xAxis={[{ data: days.map((d) => dayDate(d.day)), scaleType: 'time', valueFormatter: (value: Date) => formatDate(value) }]}
        series={OVER_TIME_SERIES.map((series) => ({
          id: series.id,
          label: series.label,
          data: days.map(series.value),
          showMark: days.length < 40,
          valueFormatter: (value: number | null) => (value === null ? '' : formatNumber(value)),
        }))}
        localeText={{ noData: 'Ingen tall' }}
      />
    </Box>
  );
}
