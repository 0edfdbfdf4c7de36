import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../api/http';
import { FileDropZone } from '../../components/FileDropZone';
import { JobProgressAlert } from '../../components/JobProgressAlert';
import { useDocumentTitle } from '../../util/use-document-title';
import { cancelJob, followJob, startImport, type ImportProblem, type ImportType, type JobAnswer } from '../export/data-transfer-api';
import {
  checkFiles,
  EXAMPLE_FILES,
  EXAMPLE_TABLES,
  FILE_ACCEPT,
  IMPORT_FAILED,
  IMPORT_TYPES,
  importedText,
  isImported,
  problemLine,
  summaryLine,
} from './import-rules';

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly progress: number; readonly message?: string; readonly jobId?: string; readonly cancelling: boolean }
  | { readonly kind: 'imported'; readonly text: string }
  | { readonly kind: 'failed'; readonly text: string; readonly problems: readonly ImportProblem[]; readonly problemCount: number }
  | { readonly kind: 'cancelled'; readonly text: string };

const CANCELLED = 'Importen ble avbrutt. Ingenting er lagret.';

/** The end of a job as the screen shows it (spec 2 §4.8: success when the text contains "is imported."). */
export const jobOutcome = (job: JobAnswer): Status => {
  if (job.state === 'cancelled') return { kind: 'cancelled', text: job.text || CANCELLED };
  if (job.state === 'completed' && isImported(job.text)) return { kind: 'imported', text: importedText(job.text!) };
  const problems = job.problems ?? [];
  return { kind: 'failed', text: job.text || job.error || IMPORT_FAILED, problems, problemCount: job.problemCount ?? problems.length };
};

/** A failed upload: the server's text (problem detail, or the row problems) or "Noe gikk galt". */
export const uploadFailure = (error: unknown): Status => {
  if (error instanceof ApiError) {
    const problems = Array.isArray(error.problem.problems) ? (error.problem.problems as ImportProblem[]) : [];
    const count = typeof error.problem.problemCount === 'number' ? error.problem.problemCount : problems.length;
    return { kind: 'failed', text: error.problem.detail || IMPORT_FAILED, problems, problemCount: count };
  }
  return { kind: 'failed', text: IMPORT_FAILED, problems: [], problemCount: 0 };
};

/** Spec 2 §2.8, §4.8: import scientific names or vernacular names from a spreadsheet (administrators). */
export default function ImportPage() {
  useDocumentTitle('Import');
  const [importType, setImportType] = useState<ImportType>('ScientificNames');
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const running = useRef<{ controller: AbortController; jobId?: string } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const example = EXAMPLE_TABLES[importType];

  useEffect(() => () => running.current?.controller.abort(), []);

  const pick = (files: FileList | null | undefined) => {
    const checked = checkFiles(files);
    setFile(checked.file);
    setFileError(checked.error);
    if (status.kind !== 'running') setStatus({ kind: 'idle' });
  };

  const onImport = async () => {
    if (status.kind === 'running') return;
    if (!file) {
      setFileError(fileError ?? checkFiles(null).error);
      return;
    }
    const controller = new AbortController();
    const run: { controller: AbortController; jobId?: string } = { controller };
    running.current = run;
    setStatus({ kind: 'running', progress: 0, message: 'Laster opp filen', cancelling: false });
    try {
      const first = await startImport(importType, file, controller.signal);
      run.jobId = first.jobId;
      const job = await followJob(first, (view) =>
        setStatus((s) => ({
          kind: 'running',
          progress: view.progress,
          message: view.message,
          jobId: view.jobId,
          cancelling: s.kind === 'running' && s.cancelling,
        })),
      );
      setStatus(jobOutcome(job));
      if (job.state === 'completed' && isImported(job.text)) {
        setFile(undefined);
        if (inputRef.current) inputRef.current.value = '';
      }
    } catch (error) {
      if (controller.signal.aborted) setStatus({ kind: 'cancelled', text: CANCELLED });
      else {
        console.warn('Importen feilet', error);
        setStatus(uploadFailure(error));
      }
    } finally {
      if (running.current === run) running.current = null;
    }
  };

  const onCancel = async () => {
    const run = running.current;
    if (!run) return;
    setStatus((s) => (s.kind === 'running' ? { ...s, cancelling: true } : s));
    if (!run.jobId) {
      // still uploading: stop the upload; no job has started
      run.controller.abort();
      return;
    }
    try {
      await cancelJob(run.jobId);
    } catch (error) {
      console.warn('Kunne ikke avbryte importen', error);
    }
    // the job's own answer (cancelled, or completed when the cancel came too late) ends the run
  };

  const isRunning = status.kind === 'running';

  return (
    <>
      <Typography variant="h1">Import</Typography>
      <p>
        Les inn vitenskapelige navn eller populærnavn fra et Excel-regneark (.xlsx). Hele filen kontrolleres først; har én rad feil, lagres ingenting.
      </p>
      <p>
        Har du et Darwin Core Archive eller en ColDP-pakke?{' '}
        <Link component={RouterLink} to="/import/arkiv">
          Importer et arkiv
        </Link>
        .
      </p>

      <Box component="section" aria-labelledby="import-type-heading" sx={{ mt: 3 }}>
        <Typography variant="h2" id="import-type-heading">
          1. Velg type import
        </Typography>
        <FormControl disabled={isRunning}>
          <FormLabel id="import-type-label" className="visually-hidden">
            Importtype
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby="import-type-label"
            name="importType"
            value={importType}
            onChange={(e) => setImportType(e.target.value as ImportType)}
          >
            {IMPORT_TYPES.map((type) => (
              <FormControlLabel key={type.value} value={type.value} control={<Radio />} label={type.label} />
            ))}
          </RadioGroup>
        </FormControl>
      </Box>

      <Box component="section" aria-labelledby="import-example-heading" sx={{ mt: 3 }}>
        <Typography variant="h2" id="import-example-heading">
          2. Slik ser filen ut
        </Typography>
        <p>
          Den første raden er overskriftene (kolonnenavnene under, eller de norske navnene), og hver rad etter den er ett navn. Bare det første arket
          leses.
        </p>
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label="Eksempeltabell"
          sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, maxWidth: '100%' }}
        >
          <Table size="small" aria-label={`Eksempel: ${IMPORT_TYPES.find((t) => t.value === importType)!.label}`} className="import-example">
            <TableHead>
              <TableRow>
                {example.columns.map((column) => (
                  <TableCell key={column.key} sx={{ verticalAlign: 'bottom', whiteSpace: 'nowrap' }}>
                    <code>{column.key}</code>
                    <Box component="span" sx={{ display: 'block', fontSize: '0.8rem', color: 'text.secondary', fontWeight: 400 }}>
                      {column.label}
                    </Box>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {example.rows.map((row, index) => (
                <TableRow key={index}>
                  {example.columns.map((column) => (
                    <TableCell key={column.key}>{row[column.key] ? <code>{row[column.key]}</code> : ''}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Box component="ul" sx={{ mt: 1 }} aria-label="Eksempelfiler">
          {IMPORT_TYPES.map((type) => (
            <li key={type.value}>
              <Link href={EXAMPLE_FILES[type.value].href} download>
                {EXAMPLE_FILES[type.value].label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="import-file-heading" sx={{ mt: 3 }}>
        <Typography variant="h2" id="import-file-heading">
          3. Velg fil og importer
        </Typography>
        <FileDropZone
          inputRef={inputRef}
          accept={FILE_ACCEPT}
          inputLabel="Velg fil"
          disabled={isRunning}
          status={file ? `Valgt fil: ${file.name}` : 'Ingen fil valgt. Du kan også slippe en .xlsx-fil her.'}
          {...(fileError ? { error: fileError } : {})}
          onFiles={(files) => {
            if (status.kind !== 'running') pick(files);
          }}
          className="import-drop-zone"
        />

        <Box sx={{ mt: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" disabled={!file || isRunning} onClick={() => void onImport()}>
            Importer
          </Button>
          {isRunning && (
            <Button variant="outlined" size="large" color="warning" disabled={status.cancelling} onClick={() => void onCancel()}>
              {status.cancelling ? 'Avbryter...' : 'Avbryt'}
            </Button>
          )}
        </Box>

        <Box aria-live="polite" sx={{ mt: 2, maxWidth: 900 }}>
          {status.kind === 'running' && (
            <JobProgressAlert
              text="Importerer. Vent litt..."
              progress={status.progress}
              message={status.message}
              label="Importerer"
              className="import-status"
            />
          )}
          {status.kind === 'imported' && (
            <Alert severity="success" role="status" className="import-status">
              {status.text}
            </Alert>
          )}
          {status.kind === 'cancelled' && (
            <Alert severity="warning" role="status" className="import-status">
              {status.text}
            </Alert>
          )}
          {status.kind === 'failed' && <ImportFailure status={status} />}
        </Box>
      </Box>
    </>
  );
}

function ImportFailure({ status }: { status: Extract<Status, { kind: 'failed' }> }) {
  const { problems, problemCount } = status;
  if (problems.length === 0) {
    return (
      <Alert severity="error" role="alert" className="import-status" sx={{ whiteSpace: 'pre-line' }}>
        {status.text}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert" className="import-status">
      <strong>{summaryLine(status.text) ?? IMPORT_FAILED}</strong>
      <Box component="ul" aria-label="Feil i filen" className="import-problems" sx={{ pl: 2.5, my: 1, maxHeight: 400, overflowY: 'auto' }}>
        {problems.map((problem, index) => (
          <li key={index}>{problemLine(problem)}</li>
        ))}
      </Box>
      {problemCount > problems.length && <span>… og {problemCount - problems.length} feil til.</span>}
    </Alert>
  );
}
