import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../api/http';
import { fetchSubtreeDiff, fetchTaxonNameInfo, subtreeDiffUrl, type SubtreeDiffItem, type SubtreeDiffName } from '../../api/taxon-name';
import { Spinner } from '../../components/Spinner';
import { taxonomicStatusLabel } from '../../domain/statuses';
import { useMessages } from '../../shell/messages';
import { nameInfoPath } from '../../tree/LifeTree';
import { formatDate, formatDateTime } from '../../util/format';
import { useDocumentTitle } from '../../util/use-document-title';
import { fetchBlob, saveBlob } from '../export/data-transfer-api';
import { parseNameId } from '../name-info/name-info-rules';

const localDay = (date: Date) => date.toLocaleDateString('sv-SE');
const FIELD_LABELS: Readonly<Record<string, string>> = {
  scientificName: 'navn',
  author: 'autor',
  rank: 'rang',
  taxonomicStatus: 'status',
  nomenclaturalStatuses: 'nomenklatorisk status',
  taxonId: 'takson',
};

/** "Endringer i undertreet" (/name-info/{id}/subtree-changes?from=&to=): what changed below a name between two days. */
export default function SubtreeChangesPage() {
  const id = parseNameId(useParams().id);
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const today = localDay(now);
  const from = params.get('from') ?? localDay(new Date(now.getTime() - 30 * 24 * 3600_000));
  const to = params.get('to') ?? today;
  const [draft, setDraft] = useState({ from, to });
  const { showError } = useMessages();
  const name = useQuery({
    queryKey: ['taxon-name-info', id],
    queryFn: ({ signal }) => fetchTaxonNameInfo(id!, signal),
    enabled: id !== undefined,
    retry: false,
  });
  const diff = useQuery({
    queryKey: ['subtree-diff', id, from, to],
    queryFn: ({ signal }) => fetchSubtreeDiff(id!, from, to, signal),
    enabled: id !== undefined,
    retry: false,
  });
  const title = name.data
    ? `Endringer under ${name.data.scientificNames.find((n) => n.scientificNameId === id)?.scientificName ?? id}`
    : 'Endringer i undertreet';
  useDocumentTitle(title);
  const error = diff.error instanceof ApiError ? diff.error : undefined;
  useEffect(() => {
    if (diff.error && !(error && (error.status === 400 || error.status === 404))) showError(diff.error, 'Kunne ikke hente endringene');
  }, [diff.error, error, showError]);

  if (id === undefined) return <Alert severity="warning">Vitenskapelig navne-id er ugyldig.</Alert>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams({ from: draft.from, to: draft.to });
  };
  const download = () =>
    fetchBlob(subtreeDiffUrl(id, from, to, 'xlsx')).then(
      (blob) => saveBlob(blob, `endringer-${id}-${from}-${to}.xlsx`),
      (e: unknown) => showError(e, 'Kunne ikke laste ned filen.'),
    );

  return (
    <>
      <Link component={RouterLink} to={nameInfoPath(id)} sx={{ display: 'inline-block', mb: 2 }}>
        ← Tilbake til navnesiden
      </Link>
      <Typography variant="h1">Endringer i undertreet</Typography>
      <p>
        Navn under {name.data ? <strong>{name.data.scientificNames.find((n) => n.scientificNameId === id)?.scientificName}</strong> : 'taksonet'} som
        er lagt til, fjernet, har fått nytt navn eller ny status, eller er flyttet inn eller ut mellom to datoer (ved utgangen av hver dag).
      </p>
      <Box component="form" onSubmit={submit} aria-label="Periode" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', my: 2 }}>
        <TextField
          type="date"
          size="small"
          label="Fra dato"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        <TextField
          type="date"
          size="small"
          label="Til dato"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        <Button type="submit" variant="contained" disabled={!draft.from || !draft.to}>
          Vis endringer
        </Button>
        <Button type="button" variant="outlined" onClick={download} disabled={!diff.data}>
          Last ned som Excel
        </Button>
      </Box>
      {diff.isPending && <Spinner />}
      {error && (error.status === 400 || error.status === 404) && (
        <Alert severity="warning">{error.problem.detail ?? 'Kunne ikke vise endringene.'}</Alert>
      )}
      {diff.data && (
        <>
          <Typography className="subtree-changes-summary" sx={{ my: 1 }}>
            {diff.data.items.length === 0
              ? `Ingen endringer fra ${formatDate(from)} til ${formatDate(to)}.`
              : `${diff.data.items.length} endrede navn fra ${formatDate(from)} til ${formatDate(to)}.`}
          </Typography>
          {diff.data.items.length > 0 && (
            <Box
              component="table"
              className="subtree-changes"
              sx={{
                borderCollapse: 'collapse',
                width: '100%',
                '& td, & th': { borderBottom: '1px solid', borderColor: 'divider', p: 1, textAlign: 'left', verticalAlign: 'top' },
              }}
            >
              <caption style={{ textAlign: 'left' }}>Endrede navn</caption>
              <thead>
                <tr>
                  <th scope="col">Endring</th>
                  <th scope="col">Før</th>
                  <th scope="col">Etter</th>
                  <th scope="col">Hendelser</th>
                </tr>
              </thead>
              <tbody>
                {diff.data.items.map((item) => (
                  <DiffRow key={`${item.change}:${item.scientificNameId}:${item.before?.scientificNameId ?? ''}`} item={item} />
                ))}
              </tbody>
            </Box>
          )}
        </>
      )}
    </>
  );
}

function NameCell({ name, fields }: { name: SubtreeDiffName | null; fields: readonly string[] }) {
  if (!name) return <td>–</td>;
  return (
    <td>
      <Link component={RouterLink} to={nameInfoPath(name.scientificNameId)}>
        {name.scientificName}
      </Link>{' '}
      {name.author} · {taxonomicStatusLabel(name.taxonomicStatus)}
      {fields.length > 0 && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.85em' }}>
          Endret: {fields.map((f) => FIELD_LABELS[f] ?? f).join(', ')}
        </Box>
      )}
    </td>
  );
}

function DiffRow({ item }: { item: SubtreeDiffItem }) {
  return (
    <tr className="subtree-change" data-change={item.change}>
      <td>{item.changeLabel}</td>
      <NameCell name={item.before} fields={[]} />
      <NameCell name={item.after} fields={item.fields} />
      <td>
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {item.events.map((e) => (
            <li key={e.position}>
              {formatDateTime(e.time)} {e.operationLabel} ({e.userName}){e.remark ? `: ${e.remark}` : ''}
            </li>
          ))}
        </Box>
      </td>
    </tr>
  );
}
