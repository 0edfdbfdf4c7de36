import { useEffect, useRef, useState, type Ref } from 'react';
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
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../api/http';
import { FileDropZone } from '../../components/FileDropZone';
import { JobProgressAlert } from '../../components/JobProgressAlert';
import { useDocumentTitle } from '../../util/use-document-title';
import {
  cancelArchiveJob,
  followArchiveJob,
  startArchiveCheck,
  startArchiveImport,
  type ArchiveImportResult,
  type ArchiveJob,
  type TreeTopNode,
} from './archive-import-api';
import {
  ARCHIVE_ACCEPT,
  ARCHIVE_FAILED,
  checkVerdict,
  exampleLine,
  fileLine,
  groupHeading,
  hiddenLine,
  importedRows,
  importedText,
  isZip,
  NOT_ZIP,
  notShownLine,
  treeNodeLine,
} from './archive-import-text';

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'checking' | 'importing'; readonly progress: number; readonly message?: string; readonly jobId?: string }
  | { readonly kind: 'checked'; readonly job: ArchiveJob; readonly result: ArchiveImportResult }
  | { readonly kind: 'imported'; readonly result: ArchiveImportResult }
  | { readonly kind: 'failed'; readonly text: string }
  | { readonly kind: 'cancelled' };

const failureText = (error: unknown): string => (error instanceof ApiError ? error.problem.detail || ARCHIVE_FAILED : ARCHIVE_FAILED);

/** The end of a job as the screen shows it. */
const outcome = (job: ArchiveJob): Status => {
  if (job.state === 'cancelled') return { kind: 'cancelled' };
  if (job.state !== 'completed' || !job.result) return { kind: 'failed', text: job.error ?? ARCHIVE_FAILED };
  return job.type === 'ArchiveCheck' ? { kind: 'checked', job, result: job.result } : { kind: 'imported', result: job.result };
};

/**
 * Import of a whole Darwin Core Archive or ColDP package (administrators): the archive is checked first (nothing is
 * written), the user sees what would be imported, the problems by reason and the top of the tree, and imports it
 * only then.
 */
export default function ArchiveImportPage() {
  useDocumentTitle('Importer et arkiv');
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [existsInNorway, setExistsInNorway] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const unmounted = useRef(false);
  const running = status.kind === 'checking' || status.kind === 'importing';

  useEffect(
    () => () => {
      unmounted.current = true;
    },
    [],
  );
  useEffect(() => {
    if (status.kind === 'checked' || status.kind === 'imported') resultHeading.current?.focus();
  }, [status.kind]);

  const pick = (files: FileList | null | undefined) => {
    const picked = files?.[0];
    if (!picked || files.length !== 1) {
      setFile(undefined);
      setFileError(files && files.length > 1 ? 'Du kan ikke velge mer enn en fil om gangen.' : 'Du har ikke valgt en fil.');
      return;
    }
    setFile(isZip(picked) ? picked : undefined);
    setFileError(isZip(picked) ? undefined : NOT_ZIP);
    setStatus({ kind: 'idle' });
  };

  const follow = async (first: ArchiveJob, kind: 'checking' | 'importing') => {
    const job = await followArchiveJob(first, (view) => {
      if (!unmounted.current) setStatus({ kind, progress: view.progress, message: view.message, jobId: view.jobId });
    });
    if (!unmounted.current) setStatus(outcome(job));
  };

  const onCheck = async () => {
    if (running) return;
    if (!file) {
      setFileError(fileError ?? 'Du har ikke valgt en fil.');
      return;
    }
    setStatus({ kind: 'checking', progress: 0, message: 'Laster opp arkivet' });
    try {
      await follow(await startArchiveCheck(file, existsInNorway), 'checking');
    } catch (error) {
      setStatus({ kind: 'failed', text: failureText(error) });
    }
  };

  const onImport = async (job: ArchiveJob) => {
    if (!job.importUrl) return;
    setStatus({ kind: 'importing', progress: 0, message: 'Starter importen' });
    try {
      await follow(await startArchiveImport(job.importUrl), 'importing');
    } catch (error) {
      setStatus({ kind: 'failed', text: failureText(error) });
    }
  };

  const onCancel = async () => {
    if (!running || !status.jobId) return;
    try {
      await cancelArchiveJob(status.jobId);
    } catch (error) {
      console.warn('Kunne ikke avbryte', error);
    }
  };

  const startOver = () => {
    setStatus({ kind: 'idle' });
    setFile(undefined);
    if (inputRef.current) inputRef.current.value = '';
    inputRef.current?.focus();
  };

  return (
    <>
      <Typography variant="h1">Importer et arkiv</Typography>
      <p>
        Les inn et helt Darwin Core Archive eller en ColDP-pakke som én .zip-fil. Arkivet kontrolleres først: du ser hva som blir importert, hvilke
        rader som har problemer og toppen av treet som bygges, før noe lagres. Regneark importeres på{' '}
        <Link component={RouterLink} to="/import">
          Import
        </Link>
        .
      </p>

      <Box component="section" aria-labelledby="archive-file-heading" sx={{ mt: 3 }}>
        <Typography variant="h2" id="archive-file-heading">
          1. Velg arkiv
        </Typography>
        <FileDropZone
          inputRef={inputRef}
          accept={ARCHIVE_ACCEPT}
          inputLabel="Velg arkiv"
          disabled={running}
          status={file ? `Valgt arkiv: ${file.name}` : 'Ingen fil valgt. Du kan også slippe en .zip-fil her.'}
          {...(fileError ? { error: fileError } : {})}
          onFiles={pick}
        />
        <FormControlLabel
          sx={{ mt: 1 }}
          disabled={running}
          control={<Checkbox checked={existsInNorway} onChange={(e) => setExistsInNorway(e.target.checked)} />}
          label="Merk arter og lavere nivåer som funnet i Norge"
        />
        <Box sx={{ mt: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" size="large" disabled={!file || running} onClick={() => void onCheck()}>
            Kontroller arkivet
          </Button>
          {running && status.jobId && (
            <Button variant="outlined" size="large" color="warning" onClick={() => void onCancel()}>
              Avbryt
            </Button>
          )}
        </Box>
      </Box>

      <Box aria-live="polite" sx={{ mt: 2, maxWidth: 900 }}>
        {running && (
          <JobProgressAlert
            text={status.kind === 'checking' ? 'Kontrollerer arkivet. Ingenting lagres ennå.' : 'Importerer arkivet. Vent litt...'}
            progress={status.progress}
            message={status.message}
            label={status.kind === 'checking' ? 'Kontrollerer' : 'Importerer'}
            className="archive-status"
          />
        )}
        {status.kind === 'failed' && (
          <Alert severity="error" role="alert" className="archive-status">
            {status.text}
          </Alert>
        )}
        {status.kind === 'cancelled' && (
          <Alert severity="warning" role="status" className="archive-status">
            Avbrutt. Ingenting er lagret.
          </Alert>
        )}
        {status.kind === 'imported' && (
          <Box component="section" aria-labelledby="archive-done-heading" sx={{ mt: 2 }}>
            <Typography variant="h2" id="archive-done-heading" tabIndex={-1} ref={resultHeading}>
              Ferdig
            </Typography>
            <Alert severity="success" role="status" className="archive-status">
              {importedText(status.result)}
            </Alert>
            <Button sx={{ mt: 2 }} variant="outlined" onClick={startOver}>
              Importer et annet arkiv
            </Button>
          </Box>
        )}
      </Box>

      {status.kind === 'checked' && (
        <CheckResult
          result={status.result}
          headingRef={resultHeading}
          onImport={() => void onImport(status.job)}
          canImport={!!status.job.importUrl}
          onStartOver={startOver}
        />
      )}
    </>
  );
}

function CheckResult({
  result,
  headingRef,
  canImport,
  onImport,
  onStartOver,
}: {
  result: ArchiveImportResult;
  headingRef: Ref<HTMLHeadingElement>;
  canImport: boolean;
  onImport: () => void;
  onStartOver: () => void;
}) {
  const verdict = checkVerdict(result);
  return (
    <Box component="section" aria-labelledby="archive-check-heading" sx={{ mt: 3, maxWidth: 900 }}>
      <Typography variant="h2" id="archive-check-heading" tabIndex={-1} ref={headingRef}>
        2. Resultatet av kontrollen
      </Typography>
      <Alert severity={verdict.severity} role="status" className="archive-verdict">
        {verdict.text}
      </Alert>

      <Typography variant="h3" sx={{ mt: 2 }} id="archive-counts-heading">
        Dette blir importert
      </Typography>
      <Table size="small" aria-labelledby="archive-counts-heading" sx={{ maxWidth: 520 }}>
        <TableBody>
          {importedRows(result).map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box component="ul" aria-label="Radregnskap per fil" sx={{ pl: 2.5 }}>
        {result.rows.map((row) => (
          <li key={row.file}>{fileLine(row, result.read.files.find((f) => f.file === row.file)?.encoding)}</li>
        ))}
      </Box>

      {result.problemGroups.length > 0 && (
        <>
          <Typography variant="h3" sx={{ mt: 2 }} id="archive-problems-heading">
            Problemer, gruppert etter årsak
          </Typography>
          <Box component="ul" aria-labelledby="archive-problems-heading" sx={{ pl: 2.5 }}>
            {result.problemGroups.map((group) => (
              <li key={`${group.severity}|${group.skipped}|${group.reason}`}>
                <strong>{groupHeading(group)}</strong>
                <Box component="ul" sx={{ pl: 2.5 }}>
                  {group.examples.map((example, index) => (
                    <li key={index}>{exampleLine(example)}</li>
                  ))}
                  {group.count > group.examples.length && <li>… og {group.count - group.examples.length} til</li>}
                </Box>
              </li>
            ))}
          </Box>
        </>
      )}

      {result.top.roots.length > 0 && (
        <>
          <Typography variant="h3" sx={{ mt: 2 }} id="archive-tree-heading">
            Toppen av treet som bygges
          </Typography>
          <TreeTop nodes={result.top.roots} hidden={result.top.hiddenRoots} labelledBy="archive-tree-heading" />
        </>
      )}

      <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {canImport && (
          <Button variant="contained" size="large" onClick={onImport}>
            Importer {result.imported.taxa === 1 ? '1 takson' : `${result.imported.taxa} taksa`}
          </Button>
        )}
        <Button variant="outlined" size="large" onClick={onStartOver}>
          Velg et annet arkiv
        </Button>
      </Box>
    </Box>
  );
}

function TreeTop({ nodes, hidden, labelledBy }: { nodes: readonly TreeTopNode[]; hidden: number; labelledBy?: string }) {
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ pl: 2.5, my: 0.5 }}>
      {nodes.map((node) => (
        <li key={`${node.rank} ${node.scientificName}`}>
          {treeNodeLine(node)}
          {node.children.length > 0 && <TreeTop nodes={node.children} hidden={node.hiddenChildren} />}
          {node.children.length === 0 && node.hiddenChildren > 0 && ` ${notShownLine(node.hiddenChildren)}`}
        </li>
      ))}
      {hidden > 0 && <li>{hiddenLine(hidden)}</li>}
    </Box>
  );
}
