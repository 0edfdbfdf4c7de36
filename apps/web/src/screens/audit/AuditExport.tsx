import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fetchAuditExportJob, startAuditExport, type AuditExportJob, type AuditFilters } from '../../api/audit';
import { useMessages } from '../../shell/messages';
import { fetchBlob, saveBlob } from '../export/data-transfer-api';

const POLL_MS = 500;

/** Export of the filtered log to xlsx or csv as a job: progress while it runs, then a download link. */
export function AuditExport({ filters }: { filters: AuditFilters }) {
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  const [job, setJob] = useState<AuditExportJob>();
  const { showError } = useMessages();
  const running = job !== undefined && (job.state === 'waiting' || job.state === 'active');

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      fetchAuditExportJob(job.jobId).then(setJob, (error: unknown) => showError(error, 'Kunne ikke hente eksportjobben.'));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, running, showError]);

  const download = (url: string, fileName: string) => {
    fetchBlob(url).then(
      (blob) => saveBlob(blob, fileName),
      (error: unknown) => showError(error, 'Kunne ikke laste ned filen.'),
    );
  };

  const start = () => {
    startAuditExport(filters, format).then(setJob, (error: unknown) => showError(error, 'Kunne ikke starte eksporten.'));
  };

  return (
    <Box component="section" aria-labelledby="audit-export" sx={{ my: 3 }}>
      <Typography variant="h2" id="audit-export" sx={{ fontSize: '1.25rem' }}>
        Eksporter revisjonsloggen
      </Typography>
      <p>Eksporterer alle endringer som passer filtrene over, én rad per endret post.</p>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Format"
          value={format}
          onChange={(event) => setFormat(event.target.value as 'xlsx' | 'csv')}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="xlsx">Excel (xlsx)</MenuItem>
          <MenuItem value="csv">CSV (semikolon)</MenuItem>
        </TextField>
        <Button variant="outlined" onClick={start} disabled={running}>
          Eksporter filtrert logg
        </Button>
      </Box>
      <Box aria-live="polite" sx={{ mt: 2, maxWidth: 560 }} className="audit-export-status">
        {running && (
          <>
            <LinearProgress variant="determinate" value={job.progress} aria-label="Fremdrift for eksporten" />
            <Typography variant="body2">{job.message ?? 'Venter på tur'}</Typography>
          </>
        )}
        {job?.state === 'completed' && job.fileUrl && (
          <p>
            Eksporten er ferdig ({job.entries} endringer).{' '}
            <Button size="small" data-file-url={job.fileUrl} onClick={() => download(job.fileUrl!, job.fileName ?? 'revisjonslogg')}>
              Last ned {job.fileName}
            </Button>
          </p>
        )}
        {job?.state === 'failed' && <p>{job.error}</p>}
      </Box>
    </Box>
  );
}
