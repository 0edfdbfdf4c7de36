import { Fragment, useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fetchChanges } from '../../api/taxon-name';
import type { ChangeLogEntry } from '../../api/types';
import { NameHtml } from '../../components/NameHtml';
import { Spinner } from '../../components/Spinner';
import { useMessages } from '../../shell/messages';
import { formatDate, formatDateTime } from '../../util/format';
import { changeWindow, DEFAULT_WINDOW_DAYS, WINDOW_CHOICES } from './change-window';
import { historyEntryTitle, historyItemParts } from './name-info-rules';

export const EMPTY_CHANGES_TEXT = 'Resultat: Ingen endringer fra denne datoen.';

/** The name's history: newest first, a "last N days" window, paging to earlier and later windows. */
export function ChangeLog({
  scientificNameId,
  isSynonym,
  today = new Date(),
  asOf,
}: {
  scientificNameId: number;
  isSynonym: boolean;
  today?: Date;
  /** The log as it was at this time (the page is historical); `today` is then that day. */
  asOf?: string;
}) {
  const [days, setDays] = useState<number>(DEFAULT_WINDOW_DAYS);
  const [page, setPage] = useState(0);
  const selectId = useId();
  const { showError } = useMessages();
  const window = changeWindow(today, days, page);

  const changes = useQuery({
    queryKey: ['changes', scientificNameId, window.fromDate, window.toDate ?? 'now', asOf ?? 'today'],
    queryFn: ({ signal }) =>
      fetchChanges(
        scientificNameId,
        { fromDate: window.fromDate, ...(window.toDate ? { toDate: window.toDate } : {}), ...(asOf ? { asOf } : {}) },
        signal,
      ),
    staleTime: 30_000,
    retry: false,
  });
  useEffect(() => {
    if (changes.error) showError(changes.error, 'Kunne ikke hente navn');
  }, [changes.error, showError]);

  return (
    <Box component="section" aria-labelledby="history-heading" sx={{ mt: 4 }}>
      <Typography variant="h2" id="history-heading">
        Navnehistorikk
      </Typography>
      {isSynonym && (
        <Typography sx={{ mb: 1 }} className="synonym-history-note">
          Historikken gjelder bare dette navnet. Hele historikken for taksonet finner du på det gyldige navnet.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', my: 1.5 }}>
        <TextField
          select
          size="small"
          id={selectId}
          label="Vis endringer for"
          value={days}
          onChange={(event) => {
            setDays(Number(event.target.value));
            setPage(0);
          }}
          sx={{ minWidth: 180 }}
        >
          {WINDOW_CHOICES.map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice === 3650 ? 'siste 10 år' : `siste ${choice} dager`}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => setPage((p) => p + 1)}>
          Forrige periode
        </Button>
        <Button variant="outlined" onClick={() => setPage((p) => Math.max(p - 1, 0))} disabled={page === 0}>
          Neste periode
        </Button>
      </Box>
      <Typography aria-live="polite" sx={{ color: 'text.secondary', mb: 1 }} data-testid="history-window">
        Endringer fra {formatDate(window.from)} til {formatDate(window.to)}
      </Typography>
      {changes.isPending && <Spinner text="Henter historikk..." />}
      {changes.isError && <p>Kunne ikke hente navn</p>}
      {changes.isSuccess && changes.data.length === 0 && <p>{EMPTY_CHANGES_TEXT}</p>}
      {changes.isSuccess && changes.data.length > 0 && (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Endringer, nyeste først">
          {changes.data.map((entry, index) => (
            <ChangeItem key={`${entry.changeDate}-${index}`} entry={entry} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function ChangeItem({ entry }: { entry: ChangeLogEntry }) {
  return (
    <Box component="li" className="change-entry" sx={{ borderLeft: '3px solid', borderColor: 'primary.light', pl: 1.5, py: 0.75, mb: 1.5 }}>
      <div>
        <strong>{historyEntryTitle(entry.changeType)}</strong> <time dateTime={entry.changeDate}>{formatDateTime(entry.changeDate)}</time>
        {entry.changeByUser && <span> av {entry.changeByUser}</span>}
      </div>
      {entry.changeRemarks && <div>Kommentar: {entry.changeRemarks}</div>}
      {entry.dataBefore.length > 0 && (
        <div>
          Før: <HistoryItems items={entry.dataBefore} />
        </div>
      )}
      {entry.dataAfter.length > 0 && (
        <div>
          Etter: <HistoryItems items={entry.dataAfter} />
        </div>
      )}
    </Box>
  );
}

/**
 * The items of one side of an entry, separated by " | ". Names the server formatted are shown as the rest of the app
 * shows them (NameHtml: only its <i> parts become elements, everything else stays text); others as plain text.
 */
function HistoryItems({ items }: { items: readonly Readonly<Record<string, unknown>>[] }) {
  return (
    <>
      {items.map((item, index) => (
        <Fragment key={index}>
          {index > 0 && ' | '}
          {historyItemParts(item).map((part, partIndex) => (
            <Fragment key={partIndex}>{part.html ? <NameHtml html={part.html} fallback={part.text} /> : part.text}</Fragment>
          ))}
        </Fragment>
      ))}
    </>
  );
}
