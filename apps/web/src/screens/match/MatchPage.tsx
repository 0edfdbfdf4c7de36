import { useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../api/http';
import {
  fetchMatchJob,
  MAX_MATCH_JOB_NAMES,
  MAX_MATCH_NAMES,
  matchFile,
  matchJobResultFile,
  matchJobResults,
  matchNames,
  matchResultFile,
  namesOfPastedText,
  startMatchJob,
  type MatchJob,
  type MatchResult,
  type MatchType,
} from '../../api/name-match';
import { JobProgressAlert } from '../../components/JobProgressAlert';
import { Spinner } from '../../components/Spinner';
import { nameInfoUrl } from '../../search/SearchBox';
import { useDocumentTitle } from '../../util/use-document-title';
import { followJob, saveBlob } from '../export/data-transfer-api';
import { isUncertain, MATCH_TYPE_VIEW } from './match-types';

type Status = { kind: 'idle' } | { kind: 'running'; job?: MatchJob } | { kind: 'failed'; detail: string };

const tooMany = (count: number) =>
  `Listen har ${count.toLocaleString('nb')} navn. Største tillatte antall er ${MAX_MATCH_JOB_NAMES.toLocaleString('nb')}.`;

const failure = (error: unknown): string =>
  error instanceof ApiError && error.problem.detail ? error.problem.detail : 'Listesøket feilet. Prøv igjen om litt.';

const NameLink = ({ id, name, author }: { id: number; name: string; author: string }) => (
  <Link component={RouterLink} to={nameInfoUrl(id)}>
    <i>{name}</i>
    {author ? ` ${author}` : ''}
  </Link>
);

/** Listesøk (public): paste or upload a species list and see what each name is in the register. */
export default function MatchPage() {
  useDocumentTitle('Listesøk');
  const [text, setText] = useState('');
  const [results, setResults] = useState<MatchResult[]>();
  const [onlyUncertain, setOnlyUncertain] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const fileInput = useRef<HTMLInputElement>(null);

  const [resultUrl, setResultUrl] = useState<string>();

  const run = async (work: () => Promise<MatchResult[]>) => {
    setStatus({ kind: 'running' });
    setResultUrl(undefined);
    try {
      setResults(await work());
      setStatus({ kind: 'idle' });
    } catch (error) {
      setStatus({ kind: 'failed', detail: failure(error) });
    }
  };

  /** A list longer than one request takes: a job with progress, then its results (kept for the downloads). */
  const runJob = async (list: readonly string[] | File): Promise<MatchResult[]> => {
    const job = await followJob(await startMatchJob(list), (view) => setStatus({ kind: 'running', job: view }), { fetch: fetchMatchJob });
    if (job.state !== 'completed' || !job.resultUrl) throw new Error(job.error ?? 'Listesøket ble ikke fullført.');
    const found = await matchJobResults(job.resultUrl);
    setResultUrl(job.resultUrl);
    return found;
  };

  const submit = () => {
    const names = namesOfPastedText(text);
    if (names.length === 0) return setStatus({ kind: 'failed', detail: 'Skriv eller lim inn minst ett navn.' });
    if (names.length > MAX_MATCH_JOB_NAMES) return setStatus({ kind: 'failed', detail: tooMany(names.length) });
    void run(() => (names.length > MAX_MATCH_NAMES ? runJob(names) : matchNames(names)));
  };

  const upload = (file: File | undefined) => {
    if (!file) return;
    void run(async () => {
      let found: MatchResult[];
      try {
        found = await matchFile(file);
      } catch (error) {
        if (!(error instanceof ApiError && error.problem.errorCode === 'MATCH_TOO_MANY_NAMES')) throw error;
        found = await runJob(file);
      }
      setText(found.map((r) => r.input).join('\n'));
      return found;
    });
  };

  const download = async (format: 'csv' | 'xlsx') => {
    if (!results) return;
    try {
      const file = resultUrl
        ? await matchJobResultFile(resultUrl, format)
        : await matchResultFile(
            results.map((r) => r.input),
            format,
          );
      saveBlob(file, `listesok.${format}`);
    } catch (error) {
      setStatus({ kind: 'failed', detail: failure(error) });
    }
  };

  const counts = useMemo(() => {
    const byType = new Map<MatchType, number>();
    for (const r of results ?? []) byType.set(r.matchType, (byType.get(r.matchType) ?? 0) + 1);
    return byType;
  }, [results]);
  const shown = (results ?? []).map((result, row) => ({ result, row })).filter(({ result }) => !onlyUncertain || isUncertain(result));

  return (
    <>
      <Typography variant="h1">Listesøk</Typography>
      <Typography sx={{ mb: 2, maxWidth: 800 }}>
        Lim inn en artsliste med ett navn per linje, eller last opp en fil (xlsx, csv eller txt; navnene i første kolonne). Vitenskapelige navn kan
        stå med eller uten autor, og populærnavn på bokmål, nynorsk og nordsamisk går også. Du får gjeldende navn, status, populærnavn og hvor sikkert
        treffet er for hvert navn. Inntil {MAX_MATCH_JOB_NAMES.toLocaleString('nb')} navn om gangen; lister på mer enn{' '}
        {MAX_MATCH_NAMES.toLocaleString('nb')} navn søkes i bakgrunnen, med fremdrift.
      </Typography>
      <Box component="form" onSubmit={(e) => (e.preventDefault(), submit())} sx={{ display: 'grid', gap: 2, maxWidth: 800, mb: 3 }}>
        <TextField
          label="Artsliste (ett navn per linje)"
          multiline
          minRows={6}
          maxRows={16}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={status.kind === 'running'}>
            Søk i listen
          </Button>
          <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={status.kind === 'running'}>
            Last opp fil
          </Button>
          <input
            ref={fileInput}
            type="file"
            hidden
            aria-label="Velg fil med artsliste"
            accept=".xlsx,.csv,.txt,text/plain,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              upload(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {status.kind === 'running' && !status.job && <Spinner text="Søker i listen …" />}
        </Box>
      </Box>
      {status.kind === 'running' && status.job && (
        <Box sx={{ mb: 2, maxWidth: 800 }}>
          <JobProgressAlert
            text="Listen er lang, så den søkes i bakgrunnen. Vent litt..."
            progress={status.job.progress}
            message={status.job.message}
            label="Søker i listen"
            className="match-status"
          />
        </Box>
      )}
      {status.kind === 'failed' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {status.detail}
        </Alert>
      )}
      {results && (
        <Box component="section" aria-labelledby="match-results-heading">
          <Typography variant="h2" id="match-results-heading">
            Resultat
          </Typography>
          <Typography sx={{ mb: 1 }} role="status">
            {results.length.toLocaleString('nb')} navn:{' '}
            {[...counts.entries()].map(([type, count]) => `${MATCH_TYPE_VIEW[type].label.toLowerCase()} ${count.toLocaleString('nb')}`).join(', ')}.
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
            <FormControlLabel
              control={<Checkbox checked={onlyUncertain} onChange={(e) => setOnlyUncertain(e.target.checked)} />}
              label="Bare usikre"
            />
            <Button variant="outlined" onClick={() => void download('xlsx')}>
              Last ned som Excel (xlsx)
            </Button>
            <Button variant="outlined" onClick={() => void download('csv')}>
              Last ned som CSV
            </Button>
          </Box>
          <TableContainer sx={{ maxHeight: '70vh' }}>
            <Table size="small" stickyHeader aria-label="Resultat av listesøket">
              <TableHead>
                <TableRow>
                  <TableCell>Nr.</TableCell>
                  <TableCell>Innsendt navn</TableCell>
                  <TableCell>Treff</TableCell>
                  <TableCell>Sikkerhet</TableCell>
                  <TableCell>Navn i registeret</TableCell>
                  <TableCell>Gjeldende navn</TableCell>
                  <TableCell>Populærnavn</TableCell>
                  <TableCell>Finnes i Norge</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.slice(0, 2000).map(({ result: r, row }) => {
                  const view = MATCH_TYPE_VIEW[r.matchType];
                  const accepted = r.acceptedName ?? r.match;
                  const vernacular = [r.vernacularNames?.nb, r.vernacularNames?.nn, r.vernacularNames?.se].filter(Boolean);
                  return (
                    <TableRow key={row} data-match-type={r.matchType} sx={{ bgcolor: view.color }}>
                      <TableCell>{row + 1}</TableCell>
                      <TableCell>{r.input}</TableCell>
                      <TableCell>
                        {view.label}
                        {r.remark ? <Typography variant="body2">{r.remark}</Typography> : null}
                      </TableCell>
                      <TableCell>{r.confidence}</TableCell>
                      <TableCell>
                        {r.match ? (
                          <>
                            <NameLink id={r.match.scientificNameId} name={r.match.scientificName} author={r.match.author} />
                            {r.matchedVernacularName ? ` («${r.matchedVernacularName}»)` : ''}
                          </>
                        ) : r.alternatives?.length ? (
                          <>
                            Mulige navn:{' '}
                            {r.alternatives.map((a, i) => (
                              <span key={a.scientificNameId}>
                                {i > 0 ? ', ' : ''}
                                <NameLink id={a.scientificNameId} name={a.scientificName} author={a.author} />
                              </span>
                            ))}
                          </>
                        ) : (
                          '–'
                        )}
                      </TableCell>
                      <TableCell>
                        {accepted ? <NameLink id={accepted.scientificNameId} name={accepted.scientificName} author={accepted.author} /> : '–'}
                      </TableCell>
                      <TableCell>{vernacular.length ? vernacular.join(' / ') : '–'}</TableCell>
                      <TableCell>{r.existsInNorway === true ? 'Ja' : r.existsInNorway === false ? 'Nei' : '–'}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
          {shown.length > 2000 && <Typography sx={{ mt: 1 }}>Viser de første 2 000 radene. Last ned filen for å se alle.</Typography>}
        </Box>
      )}
    </>
  );
}
