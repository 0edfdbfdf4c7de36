import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANGUAGE_LABELS, LANGUAGES } from '@navnebase/domain';
import type { StatisticsCount } from '../../api/types';
import { Spinner } from '../../components/Spinner';
import { useMessages } from '../../shell/messages';
import { formatDate, formatNumber, formatPercent, isIsoDate, isoDate } from '../../util/format';
import { useDocumentTitle } from '../../util/use-document-title';
import { useStatistics } from './use-statistics';

/** The chart library is loaded only with the chart. */
const StatisticsChart = lazy(() => import('./StatisticsChart'));

interface Row {
  readonly label: string;
  readonly count: number;
  readonly total: number;
}

function CountTable({ caption, rows, id }: { caption: string; rows: readonly Row[]; id: string }) {
  return (
    <Box sx={{ overflowX: 'auto', mb: 4 }} tabIndex={0} role="region" aria-labelledby={id}>
      <Table size="small" aria-labelledby={id} sx={{ maxWidth: 640 }}>
        <TableHead sx={{ '& th': { fontWeight: 600 } }}>
          <TableRow>
            <TableCell component="th" scope="col">
              Kategori
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Antall
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              Andel
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <TableCell align="right" data-label={`${caption}: ${row.label}`}>
                {formatNumber(row.count)}
              </TableCell>
              <TableCell align="right">{formatPercent(row.count, row.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const taxonRows = (c: StatisticsCount): Row[] => [
  { label: 'Taksa i alt', count: c.totalCount, total: c.totalCount },
  { label: 'Taksa med gjeldende navn', count: c.acceptedCount, total: c.totalCount },
  { label: 'Taksa med uavklart navn', count: c.unresolvedCount ?? Math.max(c.totalCount - c.acceptedCount, 0), total: c.totalCount },
];

const nameRows = (c: StatisticsCount): Row[] => [
  { label: 'Vitenskapelige navn i alt', count: c.totalCount, total: c.totalCount },
  { label: 'Gjeldende navn', count: c.acceptedCount, total: c.totalCount },
  { label: 'Synonymer og navn ikke lenger i bruk', count: c.synonymsCount, total: c.totalCount },
  { label: 'Uavklarte navn', count: c.unresolvedCount ?? Math.max(c.totalCount - c.acceptedCount - c.synonymsCount, 0), total: c.totalCount },
];

/** The statistics page: counts as of a chosen date, percentages with 2 decimals, vernacular names per language. */
export default function StatisticsPage() {
  useDocumentTitle('Statistikk');
  const [params, setParams] = useSearchParams();
  const today = isoDate(new Date());
  const requested = params.get('date') ?? '';
  const date = isIsoDate(requested) && requested <= today ? requested : undefined;
  const [input, setInput] = useState(date ?? today);
  const { data, error, fetching } = useStatistics(date);
  const { show, showError } = useMessages();

  useEffect(() => setInput(date ?? today), [date, today]);
  useEffect(() => {
    if (error) showError(error, 'Kunne ikke hente statistikk.');
  }, [error, showError]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isIsoDate(input)) {
      show({ kind: 'warning', detail: 'Velg en gyldig dato.' });
      return;
    }
    if (input > today) {
      show({ kind: 'warning', detail: 'Datoen kan ikke være fram i tid.' });
      return;
    }
    setParams(input === today ? {} : { date: input });
  };

  const shownDate = formatDate(new Date(`${date ?? today}T00:00:00`));

  return (
    <>
      <Typography variant="h1">Statistikk</Typography>
      <p>Antall taksa, vitenskapelige navn og populærnavn i registeret. Velg en dato for å se hvordan registeret så ut ved slutten av den dagen.</p>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', my: 2 }}
        aria-label="Velg dato for statistikken"
      >
        <TextField
          type="date"
          label="Dato"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, name: 'date' } }}
          size="small"
        />
        <Button type="submit" variant="contained">
          Vis statistikk
        </Button>
        {date && (
          <Button type="button" onClick={() => setParams({})}>
            Vis i dag
          </Button>
        )}
      </Box>
      <Typography variant="body1" sx={{ mb: 2 }} aria-live="polite" data-testid="statistics-date">
        Tall per {shownDate}
        {fetching && ' – henter …'}
      </Typography>
      {error && <p>Statistikken er ikke tilgjengelig akkurat nå.</p>}
      {!data && !error && <Spinner />}
      {data && (
        <>
          <Typography variant="h2" id="stats-taxa">
            Taksa
          </Typography>
          <CountTable id="stats-taxa" caption="Taksa" rows={taxonRows(data.taxa)} />
          <Typography variant="h2" id="stats-names">
            Vitenskapelige navn
          </Typography>
          <CountTable id="stats-names" caption="Vitenskapelige navn" rows={nameRows(data.names)} />
          <Typography variant="h2" id="stats-vernacular">
            Populærnavn per språk
          </Typography>
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby="stats-vernacular">
            <Table size="small" aria-labelledby="stats-vernacular" sx={{ maxWidth: 800 }}>
              <TableHead sx={{ '& th': { fontWeight: 600 } }}>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Språk
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Populærnavn
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Anbefalte
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Alternative
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Andel anbefalte
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {[
                  ...LANGUAGES.map((language) => ({
                    key: language,
                    label: `${LANGUAGE_LABELS[language]} (${language})`,
                    count: data.vernacularByLanguage[language],
                  })),
                  { key: 'all', label: 'Alle språk', count: data.vernacular },
                ].map(({ key, label, count }) => (
                  <TableRow key={key} data-language={key}>
                    <TableCell component="th" scope="row">
                      {key === 'all' ? <strong>{label}</strong> : label}
                    </TableCell>
                    <TableCell align="right">{formatNumber(count.totalCount)}</TableCell>
                    <TableCell align="right">{formatNumber(count.acceptedCount)}</TableCell>
                    <TableCell align="right">{formatNumber(count.synonymsCount)}</TableCell>
                    <TableCell align="right">{formatPercent(count.acceptedCount, count.totalCount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
      <Typography variant="h2" id="stats-over-time">
        Utvikling over tid
      </Typography>
      <Suspense fallback={<Spinner />}>
        <StatisticsChart />
      </Suspense>
    </>
  );
}
