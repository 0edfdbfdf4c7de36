import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../api/http';
import { fetchTaxonNameInfo } from '../../api/taxon-name';
import { JobProgressAlert } from '../../components/JobProgressAlert';
import { useDocumentTitle } from '../../util/use-document-title';
import { EXPORT_TYPES, exportFileName, fetchBlob, followJob, saveBlob, startExport, type ExportType, type JobAnswer } from './data-transfer-api';
import { NameChooser, type ChosenName } from './NameChooser';

export const EXPORT_FAILED = 'Kunne ikke eksportere.';
export const EXPORT_WAIT = 'Eksporterer. Vent litt – store navnetrær kan ta noen minutter.';

type Status =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly progress: number; readonly message?: string }
  | { readonly kind: 'done'; readonly fileName: string; readonly bytes: number; readonly fileUrl: string }
  | { readonly kind: 'failed'; readonly detail?: string };

/** The failure text: "Kunne ikke eksportere." and the server's reason when it gives one. */
export const exportFailure = (error: unknown): string => {
  const detail = error instanceof ApiError ? error.problem.detail : error instanceof Error ? error.message : undefined;
  if (!detail) return EXPORT_FAILED;
  return detail.startsWith(EXPORT_FAILED) ? detail : `${EXPORT_FAILED} ${detail}`;
};

const parseId = (raw: string | null): number | undefined => (raw && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined);

/** Spec 2 §2.7, §4.7: export the tree under a chosen name to a file. Public. */
export default function ExportPage() {
  useDocumentTitle('Eksporter');
  const [params] = useSearchParams();
  const presetId = parseId(params.get('id'));
  const [chosen, setChosen] = useState<ChosenName>();
  const [includeVernacularNames, setIncludeVernacularNames] = useState(false);
  const [includeSynonyms, setIncludeSynonyms] = useState(false);
  const [fileName, setFileName] = useState('');
  const [exportType, setExportType] = useState<ExportType>('Excel');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  // query id preselects the parent name and opens the tree to it
  const preset = useQuery({
    queryKey: ['taxon-name-info', presetId],
    queryFn: ({ signal }) => fetchTaxonNameInfo(presetId!, signal),
    enabled: presetId !== undefined,
    retry: false,
  });
  useEffect(() => {
    const info = preset.data;
    if (!info) return;
    const main = info.scientificNames.find((n) => n.scientificNameId === info.mainScientificNameId) ?? info.scientificNames[0];
    if (main) setChosen({ scientificNameId: main.scientificNameId, taxonId: info.taxonId, name: main.scientificName });
  }, [preset.data]);
  const openTaxonIds = preset.data?.higherClassification.map((item) => item.taxonId);

  useEffect(() => () => running.current?.abort(), []);

  const choose = (name: ChosenName) => {
    setChosen(name);
    if (status.kind !== 'running') setStatus({ kind: 'idle' });
  };

  const onExport = async () => {
    if (!chosen || status.kind === 'running') return;
    const controller = new AbortController();
    running.current = controller;
    setStatus({ kind: 'running', progress: 0 });
    const form = { scientificNameId: chosen.scientificNameId, exportType, fileName, includeSynonyms, includeVernacularNames };
    try {
      const job = await followJob(
        await startExport(form),
        (view: JobAnswer) => setStatus({ kind: 'running', progress: view.progress, message: view.message }),
        { signal: controller.signal },
      );
      if (controller.signal.aborted) return;
      if (job.state !== 'completed' || !job.fileUrl) {
        setStatus({ kind: 'failed', detail: job.error ? exportFailure(new Error(job.error)) : EXPORT_FAILED });
        return;
      }
      const blob = await fetchBlob(job.fileUrl, controller.signal);
      // an empty file is a failure too (spec 2 §4.7)
      if (blob.size === 0) {
        setStatus({ kind: 'failed' });
        return;
      }
      const name = job.fileName ?? exportFileName(fileName, exportType, chosen.name);
      saveBlob(blob, name);
      setStatus({ kind: 'done', fileName: name, bytes: blob.size, fileUrl: job.fileUrl });
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('Eksporten feilet', error);
      setStatus({ kind: 'failed', detail: exportFailure(error) });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const isRunning = status.kind === 'running';
  const placeholder = chosen ? exportFileName('', exportType, chosen.name) : 'navnebase';

  return (
    <>
      <Typography variant="h1">Eksporter</Typography>
      <p>
        Last ned et navn med alle underliggende taksa som Excel- eller CSV-fil. Eksporten er åpen for alle. Filen kan leses inn igjen som import av
        vitenskapelige navn.
      </p>

      <Box component="section" aria-labelledby="export-step-1" sx={{ mt: 3 }}>
        <Typography variant="h2" id="export-step-1">
          1. Velg overordnet navn
        </Typography>
        <Box sx={{ my: 1 }} aria-live="polite">
          {chosen ? (
            <Alert severity="success" role="status" className="export-chosen">
              Valgt: <strong>{chosen.name}</strong> (navne-id {chosen.scientificNameId}). Navnet og alt under det eksporteres.
            </Alert>
          ) : preset.isPending && presetId !== undefined ? (
            <Typography sx={{ color: 'text.secondary' }}>Henter navnet...</Typography>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>
              {preset.isError ? `Fant ikke navnet med id ${presetId}. ` : ''}Søk etter navnet, eller velg det i treet.
            </Typography>
          )}
        </Box>
        <NameChooser
          searchLabel="Søk etter overordnet navn"
          treeLabel="Velg overordnet navn i livets tre"
          selected={chosen}
          openTaxonIds={openTaxonIds}
          onSelect={choose}
        />
      </Box>

      <Box component="section" aria-labelledby="export-step-2" sx={{ mt: 3 }}>
        <Typography variant="h2" id="export-step-2">
          2. Populærnavn og synonymer
        </Typography>
        <FormGroup>
          <FormControlLabel
            control={<Checkbox checked={includeVernacularNames} onChange={(e) => setIncludeVernacularNames(e.target.checked)} />}
            label="Ta med populærnavn"
          />
          <FormControlLabel
            control={<Checkbox checked={includeSynonyms} onChange={(e) => setIncludeSynonyms(e.target.checked)} />}
            label="Ta med synonymer"
          />
        </FormGroup>
      </Box>

      <Box component="section" aria-labelledby="export-step-3" sx={{ mt: 3 }}>
        <Typography variant="h2" id="export-step-3">
          3. Filnavn og filtype
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 527 }}>
          <TextField
            label="Filnavn"
            value={fileName}
            onChange={(e) => setFileName(e.target.value)}
            placeholder={placeholder}
            helperText={`Filen lagres som ${exportFileName(fileName, exportType, chosen?.name ?? 'navn')}`}
            slotProps={{ htmlInput: { maxLength: 120, spellCheck: false } }}
          />
          <FormControl>
            <FormLabel id="export-type-label">Filtype</FormLabel>
            <RadioGroup
              aria-labelledby="export-type-label"
              name="exportType"
              value={exportType}
              onChange={(e) => setExportType(e.target.value as ExportType)}
            >
              {EXPORT_TYPES.map((type) => (
                <FormControlLabel key={type.value} value={type.value} control={<Radio />} label={type.label} />
              ))}
            </RadioGroup>
          </FormControl>
        </Box>
      </Box>

      <Box sx={{ mt: 3, display: 'grid', gap: 2, maxWidth: 720 }}>
        <Box>
          <Button variant="contained" size="large" disabled={!chosen || isRunning} onClick={() => void onExport()}>
            Eksporter
          </Button>
          {!chosen && (
            <Typography component="span" sx={{ ml: 2, color: 'text.secondary' }}>
              Velg et navn først.
            </Typography>
          )}
        </Box>
        <div aria-live="polite">
          {status.kind === 'running' && (
            <JobProgressAlert text={EXPORT_WAIT} progress={status.progress} message={status.message} label="Eksporterer" className="export-status" />
          )}
          {status.kind === 'done' && (
            <Alert severity="success" role="status" className="export-status">
              Eksporten er ferdig. Filen {status.fileName} er lastet ned. Vil du dele den, virker{' '}
              <Link href={status.fileUrl} download={status.fileName}>
                denne lenken til filen
              </Link>{' '}
              i 24 timer.
            </Alert>
          )}
          {status.kind === 'failed' && (
            <Alert severity="error" role="alert" className="export-status">
              {status.detail ?? EXPORT_FAILED}
            </Alert>
          )}
        </div>
      </Box>
    </>
  );
}
