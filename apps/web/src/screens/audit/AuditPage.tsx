import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fetchAuditEntry, fetchAuditOperations, fetchAuditPage, type AuditEntry, type AuditFilters, type AuditPage } from '../../api/audit';
import { Spinner } from '../../components/Spinner';
import { useMessages } from '../../shell/messages';
import { formatDateTime } from '../../util/format';
import { useDocumentTitle } from '../../util/use-document-title';
import { NameChooser, type ChosenName } from '../export/NameChooser';
import { AuditExport } from './AuditExport';
import { fieldLabel, fieldsOf, RECORD_KIND_LABELS, valueText } from './audit-format';

const FILTER_KEYS = ['from', 'to', 'user', 'type', 'subtree', 'subtreeName', 'text'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type FilterValues = Record<FilterKey, string>;

const filtersFrom = (params: URLSearchParams): FilterValues =>
  Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as FilterValues;

const apiFilters = (f: FilterValues): AuditFilters => ({ from: f.from, to: f.to, user: f.user, type: f.type, subtree: f.subtree, text: f.text });

/** One touched record before and after, side by side, the changed fields marked. */
function RecordDiff({ record }: { record: AuditEntry['records'][number] }) {
  const changed = new Set(record.changedFields);
  const title = `${RECORD_KIND_LABELS[record.kind]} ${record.id}${record.before === null ? ' (ny)' : record.after === null ? ' (fjernet)' : ''}`;
  return (
    <Box component="section" className="audit-record" data-kind={record.kind} data-id={record.id} sx={{ mb: 2 }}>
      <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', fontWeight: 600, my: 1 }}>
        {title}
      </Typography>
      <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={`Før og etter: ${title}`}>
        <Table size="small" sx={{ '& td, & th': { verticalAlign: 'top' } }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Felt
              </TableCell>
              <TableCell component="th" scope="col">
                Før
              </TableCell>
              <TableCell component="th" scope="col">
                Etter
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fieldsOf(record).map((field) => (
              <TableRow
                key={field}
                className={changed.has(field) ? 'audit-changed' : undefined}
                sx={changed.has(field) ? { bgcolor: 'warning.light' } : undefined}
              >
                <TableCell component="th" scope="row">
                  {fieldLabel(field)}
                  {changed.has(field) && <strong> (endret)</strong>}
                </TableCell>
                <TableCell className="audit-before">{record.before ? valueText(record.before[field]) : '–'}</TableCell>
                <TableCell className="audit-after">{record.after ? valueText(record.after[field]) : '–'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** An entry's detail: the whole event with every record it touched. */
function EntryDetail({ position }: { position: number }) {
  const [entry, setEntry] = useState<AuditEntry>();
  const { showError } = useMessages();
  useEffect(() => {
    const abort = new AbortController();
    fetchAuditEntry(position, abort.signal).then(setEntry, (error: unknown) => {
      if (!abort.signal.aborted) showError(error, 'Kunne ikke hente hendelsen.');
    });
    return () => abort.abort();
  }, [position, showError]);
  if (!entry) return <Spinner />;
  return (
    <Box className="audit-detail" sx={{ p: 2 }}>
      <Typography variant="body2">
        Kommando-id: <code>{entry.commandId}</code> · Korrelasjons-id: <code>{entry.correlationId}</code> · Posisjon {entry.position} · Bruker-id{' '}
        {entry.userId}
      </Typography>
      {entry.records.length === 0 && <p>Hendelsen endret ingen poster.</p>}
      {entry.records.map((record) => (
        <RecordDiff key={`${record.kind}-${record.id}`} record={record} />
      ))}
    </Box>
  );
}

/** The audit log (administrators): every change of the register and its users, filtered and paged. */
export default function AuditPage() {
  useDocumentTitle('Revisjonslogg');
  const [params, setParams] = useSearchParams();
  const applied = filtersFrom(params);
  const [form, setForm] = useState<FilterValues>(applied);
  const [operations, setOperations] = useState<{ operation: string; label: string }[]>([]);
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [page, setPage] = useState<AuditPage>();
  const [open, setOpen] = useState<number>();
  const [loading, setLoading] = useState(false);
  const { showError } = useMessages();
  const key = params.toString();
  const cursor = cursors[cursors.length - 1];

  useEffect(() => {
    const abort = new AbortController();
    fetchAuditOperations(abort.signal).then(setOperations, () => undefined);
    return () => abort.abort();
  }, []);
  useEffect(() => {
    setForm(filtersFrom(new URLSearchParams(key)));
    setCursors([undefined]);
  }, [key]);
  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    fetchAuditPage(apiFilters(filtersFrom(new URLSearchParams(key))), cursor, abort.signal).then(
      (answer) => {
        setPage(answer);
        setLoading(false);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setLoading(false);
        showError(error, 'Kunne ikke hente revisjonsloggen.');
      },
    );
    return () => abort.abort();
  }, [key, cursor, showError]);

  const set = (field: FilterKey) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOpen(undefined);
    setParams(Object.fromEntries(Object.entries(form).filter(([, v]) => v !== '')));
  };
  const chooseSubtree = (name: ChosenName) => setForm((f) => ({ ...f, subtree: String(name.scientificNameId), subtreeName: name.name }));

  return (
    <>
      <Typography variant="h1">Revisjonslogg</Typography>
      <p>Alle endringer i registeret og av brukere, nyeste først: hvem som gjorde hva, når og hvorfor, og hvordan postene så ut før og etter.</p>
      <Paper component="form" variant="outlined" noValidate onSubmit={onSubmit} aria-label="Filtrer revisjonsloggen" sx={{ p: 2, mb: 3 }}>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <TextField
            type="date"
            label="Fra dato"
            size="small"
            value={form.from}
            onChange={set('from')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { name: 'from' } }}
          />
          <TextField
            type="date"
            label="Til dato"
            size="small"
            value={form.to}
            onChange={set('to')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { name: 'to' } }}
          />
          <TextField
            label="Bruker"
            size="small"
            value={form.user}
            onChange={set('user')}
            helperText="Navn eller bruker-id"
            slotProps={{ htmlInput: { name: 'user' } }}
          />
          <TextField
            select
            label="Operasjon"
            size="small"
            value={form.type}
            onChange={set('type')}
            sx={{ minWidth: 220 }}
            slotProps={{ htmlInput: { name: 'type' } }}
          >
            <MenuItem value="">Alle operasjoner</MenuItem>
            {operations.map((o) => (
              <MenuItem key={o.operation} value={o.operation}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Tekst"
            size="small"
            value={form.text}
            onChange={set('text')}
            helperText="I merknad, bruker, navn og forfatter"
            slotProps={{ htmlInput: { name: 'text' } }}
          />
        </Box>
        <Box component="fieldset" className="audit-subtree" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
          <legend>Delgren</legend>
          {form.subtree ? (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <span className="audit-subtree-choice">
                {form.subtreeName || 'Navn'} (navne-id {form.subtree})
              </span>
              <Button size="small" onClick={() => setForm((f) => ({ ...f, subtree: '', subtreeName: '' }))}>
                Fjern delgren
              </Button>
            </Box>
          ) : (
            <details>
              <summary>Velg delgren (endringer der navnene sto da endringen skjedde)</summary>
              <NameChooser searchLabel="Delgren: søk etter navn" treeLabel="Velg delgren i livets tre" onSelect={chooseSubtree} />
            </details>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained">
            Vis endringer
          </Button>
          <Button type="button" onClick={() => setParams({})}>
            Nullstill filtre
          </Button>
        </Box>
      </Paper>

      <Box aria-live="polite" aria-busy={loading}>
        {!page && <Spinner />}
        {page && page.entries.length === 0 && <p>Ingen endringer passer filtrene.</p>}
        {page && page.entries.length > 0 && (
          <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Endringer, nyeste først">
            <Table size="small" aria-label="Revisjonslogg" sx={{ '& td, & th': { verticalAlign: 'top' } }}>
              <TableHead sx={{ '& th': { fontWeight: 600 } }}>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Tid
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Operasjon
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Bruker
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Merknad
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Navn
                  </TableCell>
                  <TableCell component="th" scope="col">
                    <span className="visually-hidden">Detaljer</span>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {page.entries.map((entry) => (
                  <AuditRow
                    key={entry.position}
                    entry={entry}
                    open={open === entry.position}
                    onToggle={() => setOpen(open === entry.position ? undefined : entry.position)}
                  />
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Button disabled={cursors.length < 2} onClick={() => setCursors((c) => c.slice(0, -1))}>
            Forrige side
          </Button>
          <Button disabled={!page?.next} onClick={() => page?.next && setCursors((c) => [...c, page.next!])}>
            Neste side
          </Button>
        </Box>
      </Box>
      <AuditExport filters={apiFilters(applied)} />
    </>
  );
}

function AuditRow({ entry, open, onToggle }: { entry: AuditEntry; open: boolean; onToggle: () => void }) {
  const shown = entry.scientificNames.slice(0, 5);
  return (
    <>
      <TableRow className="audit-entry" data-operation={entry.operation}>
        <TableCell>{formatDateTime(entry.time)}</TableCell>
        <TableCell>{entry.operationLabel}</TableCell>
        <TableCell>{entry.userName || entry.userId}</TableCell>
        <TableCell>{entry.remark || '–'}</TableCell>
        <TableCell>
          {shown.map((n, i) => (
            <span key={n.scientificNameId}>
              {i > 0 && ', '}
              <Link component={RouterLink} to={`/name-info/${n.scientificNameId}`}>
                {n.scientificName}
              </Link>
            </span>
          ))}
          {entry.scientificNames.length > shown.length &&
            ` og ${entry.recordCount > entry.scientificNames.length ? 'flere' : entry.scientificNames.length - shown.length} til`}
        </TableCell>
        <TableCell>
          <Button size="small" aria-expanded={open} onClick={onToggle}>
            {open ? 'Skjul detaljer' : 'Vis detaljer'}
          </Button>
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={6}>
            <EntryDetail position={entry.position} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
