import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../api/http';
import { fetchTaxonNameInfo } from '../../api/taxon-name';
import type { Successor, TaxonNameInfo } from '../../api/types';
import { KingdomIcon } from '../../components/KingdomIcon';
import { NameHtml } from '../../components/NameHtml';
import { Spinner } from '../../components/Spinner';
import { rankLabel } from '../../domain/ranks';
import { isMainStatus, taxonomicStatusLabel } from '../../domain/statuses';
import { useMessages } from '../../shell/messages';
import { useSession } from '../../shell/session';
import { LifeTree, nameInfoPath } from '../../tree/LifeTree';
import { formatDate } from '../../util/format';
import { useDocumentTitle } from '../../util/use-document-title';
import { ChangeLog } from './ChangeLog';
import { NameDetails } from './NameDetails';
import { builtInNodeText, editorLinks, INVALID_ID_TEXT, pageNames, parseNameId, showsExistsInNorway } from './name-info-rules';
import { TaxonBox } from './TaxonBox';

const REASONS: Readonly<Record<string, string>> = {
  Deleted: 'er slettet',
  Merged: 'er slått sammen med et annet takson',
  Split: 'er splittet i flere taksa',
  Replaced: 'er erstattet',
};

/** The name and taxon page /name-info/{scientificNameId} (spec 1 §2). */
export default function NameInfoPage() {
  const { id: rawId } = useParams();
  const id = parseNameId(rawId);
  const asOf = useSearchParams()[0].get('asOf') || undefined;
  const { showError } = useMessages();
  const info = useQuery({
    queryKey: asOf ? ['taxon-name-info', id, asOf] : ['taxon-name-info', id],
    queryFn: ({ signal }) => fetchTaxonNameInfo(id!, signal, asOf),
    enabled: id !== undefined,
    staleTime: 30_000,
    retry: false,
  });
  const error = info.error instanceof ApiError ? info.error : undefined;
  const expected = error && (error.status === 404 || error.status === 400);

  useEffect(() => {
    if (info.error && !expected) showError(info.error, 'Kunne ikke hente navn');
  }, [info.error, expected, showError]);

  // The tab says what the page shows: the name, or what went wrong.
  const title = info.data
    ? pageNames(info.data).name.scientificNamePresentation
    : id === undefined || error?.errorCode === 'INVALID_SCIENTIFIC_NAME_ID'
      ? 'Ugyldig navne-id'
      : asOf && error?.status === 400
        ? 'Ugyldig dato'
        : asOf && error?.status === 404
          ? 'Navnet fantes ikke da'
          : error?.errorCode === 'SCIENTIFIC_NAME_GONE' || error?.problem.successor
            ? 'Navnet finnes ikke lenger'
            : error?.status === 404
              ? 'Fant ikke navnet'
              : info.isError
                ? 'Kunne ikke hente navn'
                : undefined;
  useDocumentTitle(title);

  if (id === undefined || error?.errorCode === 'INVALID_SCIENTIFIC_NAME_ID') {
    return <Problem title="Ugyldig navne-id" text={INVALID_ID_TEXT} />;
  }
  if (info.isPending) return <Spinner />;
  if (asOf && error?.status === 400) {
    return (
      <Problem title="Ugyldig dato" text={error.problem.detail ?? 'Datoen kan ikke leses.'}>
        <TodayLink id={id} />
      </Problem>
    );
  }
  if (asOf && error?.status === 404) {
    return (
      <Problem title="Navnet fantes ikke da" text={`Vitenskapelig navn ${id} fantes ikke i registeret ${asOfLabel(asOf)}.`}>
        <TodayLink id={id} />
      </Problem>
    );
  }
  if (error?.errorCode === 'SCIENTIFIC_NAME_GONE' || error?.problem.successor) {
    return <Gone id={id} successor={error.problem.successor as Successor | undefined} detail={error.problem.detail} />;
  }
  if (error?.status === 404) {
    return <Problem title="Fant ikke navnet" text={`Det finnes ikke noe vitenskapelig navn med id ${id} i registeret.`} />;
  }
  if (!info.data) return <Problem title="Kunne ikke hente navn" text="Noe gikk galt da navnet skulle hentes. Prøv igjen om litt." />;
  return <NameInfo info={info.data} asOf={asOf} />;
}

/** How a page's `asOf` reads in a sentence: a date is the end of that day. */
export const asOfLabel = (asOf: string) => (/^\d{4}-\d{2}-\d{2}$/.test(asOf) ? `ved utgangen av ${formatDate(asOf)}` : formatDateTimeSafe(asOf));

const formatDateTimeSafe = (value: string) => {
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : `${time.toLocaleString('nb-NO', { dateStyle: 'long', timeStyle: 'short' })}`;
};

function TodayLink({ id }: { id: number }) {
  return (
    <p>
      <Link component={RouterLink} to={nameInfoPath(id)} className="today-link">
        Vis navnesiden slik den er i dag
      </Link>
    </p>
  );
}

/** "Vis slik det var": the page as it was at the end of a chosen day. */
function AsOfChooser({ id, asOf }: { id: number; asOf?: string }) {
  const navigate = useNavigate();
  const [date, setDate] = useState(asOf?.slice(0, 10) ?? '');
  const today = new Date().toLocaleDateString('sv-SE');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date) void navigate(nameInfoPath(id, date));
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      role="search"
      aria-label="Vis slik det var"
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}
    >
      <TextField
        type="date"
        size="small"
        label="Dato"
        value={date}
        onChange={(e) => setDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        className="as-of-date"
      />
      <Button type="submit" variant="outlined" disabled={!date}>
        Vis slik det var
      </Button>
    </Box>
  );
}

/** The banner of a historical page. */
function HistoricalBanner({ id, asOf }: { id: number; asOf: string }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }} className="historical-banner" role="status">
      Du ser navnesiden slik den var {asOfLabel(asOf)}. Den kan ha endret seg siden, og den kan ikke redigeres her.{' '}
      <Link component={RouterLink} to={nameInfoPath(id)}>
        Vis slik den er i dag
      </Link>
    </Alert>
  );
}

function BackLink() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return (
    <Link component={RouterLink} to={from ?? '/'} sx={{ display: 'inline-block', mb: 2 }}>
      ← Tilbake til søket
    </Link>
  );
}

function Problem({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <>
      <BackLink />
      <Typography variant="h1">{title}</Typography>
      <Alert severity="warning" sx={{ my: 2 }}>
        {text}
      </Alert>
      {children}
      <p>
        Søk etter navnet på{' '}
        <Link component={RouterLink} to="/">
          forsiden
        </Link>
        .
      </p>
    </>
  );
}

function Gone({ id, successor, detail }: { id: number; successor?: Successor; detail?: string }) {
  const reason = successor ? (REASONS[successor.reason] ?? 'finnes ikke lenger') : 'finnes ikke lenger';
  const ids = successor?.successorIds ?? [];
  return (
    <Problem title="Navnet finnes ikke lenger" text={detail ?? `Vitenskapelig navn ${id} ${reason}.`}>
      {ids.length > 0 && (
        <div className="successors">
          <p>{ids.length === 1 ? 'Navnet er videreført i:' : 'Navnet er videreført i disse navnene:'}</p>
          <ul>
            {ids.map((successorId) => (
              <li key={successorId}>
                <Link component={RouterLink} to={`/name-info/${successorId}`}>
                  Vitenskapelig navn {successorId}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Problem>
  );
}

function NameInfo({ info, asOf }: { info: TaxonNameInfo; asOf?: string }) {
  const { session } = useSession();
  const { name, main } = pageNames(info);
  const isMain = name.scientificNameId === main.scientificNameId && isMainStatus(name.taxonomicStatus);
  const classification = info.higherClassification;
  const openTaxonIds = classification.map((item) => item.taxonId);
  const builtIn = builtInNodeText(info);

  return (
    <>
      <BackLink />
      {asOf && <HistoricalBanner id={info.scientificNameId} asOf={asOf} />}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 4, alignItems: 'start' }}>
        <div>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            {!builtIn && <KingdomIcon kingdom={info.kingdom?.scientificName} fontSize="large" />}
            <Typography variant="h1" sx={{ m: 0 }} className="name-heading">
              <NameHtml html={name.scientificNamePresentationHtml} fallback={name.scientificName} />
              {name.scientificNameAuthorship && (
                <Box component="span" sx={{ fontWeight: 400, fontSize: '0.6em', ml: 1 }}>
                  {name.scientificNameAuthorship}
                </Box>
              )}
            </Typography>
          </Box>
          <Typography sx={{ mt: 1 }} className="rank-status">
            <Link component={RouterLink} to={`/glossary#rank-${name.taxonRank}`}>
              {rankLabel(name.taxonRank)}
            </Link>
            {!builtIn && (
              <>
                {' · '}
                <Link component={RouterLink} to={`/glossary#status-${name.taxonomicStatus}`}>
                  {taxonomicStatusLabel(name.taxonomicStatus)}
                </Link>
              </>
            )}
          </Typography>
          {builtIn && (
            <Alert severity="info" role="note" sx={{ mt: 2 }} className="built-in-node">
              {builtIn}
            </Alert>
          )}
          {!isMain && (
            <Typography sx={{ mt: 1 }} className="main-name-link">
              {taxonomicStatusLabel(name.taxonomicStatus)} til{' '}
              <Link component={RouterLink} to={nameInfoPath(main.scientificNameId, asOf)}>
                <NameHtml html={main.scientificNamePresentationHtml} fallback={main.scientificName} />
              </Link>{' '}
              {main.scientificNameAuthorship}
            </Typography>
          )}

          {classification.length > 0 && (
            <Box component="nav" aria-labelledby="classification-heading" sx={{ mt: 3 }}>
              <Typography variant="h2" id="classification-heading">
                Klassifikasjon
              </Typography>
              <Box component="ol" className="classification" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
                {classification.map((item, index) => {
                  const current = index === classification.length - 1 && item.taxonId === info.taxonId;
                  return (
                    <Box component="li" key={item.taxonId}>
                      <Box component="span" sx={{ color: 'text.secondary', display: 'inline-block', minWidth: 120 }}>
                        {rankLabel(item.taxonRank)}:
                      </Box>{' '}
                      {current && isMain ? (
                        <strong aria-current="page">
                          <NameHtml html={item.presentationNameHtml} fallback={item.scientificName} />
                        </strong>
                      ) : (
                        <Link component={RouterLink} to={nameInfoPath(item.scientificNameId, asOf)}>
                          <NameHtml html={item.presentationNameHtml} fallback={item.scientificName} />
                        </Link>
                      )}
                    </Box>
                  );
                })}
              </Box>
            </Box>
          )}

          {showsExistsInNorway(info) && (
            <Typography sx={{ mt: 2 }} className="exists-in-norway">
              <strong>Finnes i Norge:</strong> {info.existsInNorway ? 'Ja' : 'Nei'}
            </Typography>
          )}

          {!builtIn && <NameDetails name={name} />}

          <Box component="section" aria-labelledby="export-heading" sx={{ mt: 3 }}>
            <Typography variant="h2" id="export-heading">
              Eksport
            </Typography>
            <p>
              {builtIn
                ? `Last ned alt som er ordnet under ${name.scientificName} som Excel- eller CSV-fil.`
                : 'Last ned dette taksonet med alle underliggende taksa som Excel- eller CSV-fil.'}{' '}
              <Link component={RouterLink} to={`/export?id=${main.scientificNameId}`}>
                Gå til eksport
              </Link>
            </p>
            {classification.length > 1 && (
              <p>
                Eller last ned det overordnede taksonet med alle taksa under det:{' '}
                <Link
                  component={RouterLink}
                  to={`/export?id=${classification[classification.length - 2]!.scientificNameId}`}
                  className="export-parent-link"
                >
                  Eksporter {classification[classification.length - 2]!.scientificName}
                </Link>
              </p>
            )}
          </Box>

          <Box component="section" aria-labelledby="history-choice-heading" sx={{ mt: 3 }}>
            <Typography variant="h2" id="history-choice-heading">
              Tidligere versjoner
            </Typography>
            <p>Se navnesiden slik den var ved utgangen av en dag.</p>
            <AsOfChooser key={asOf ?? 'today'} id={info.scientificNameId} asOf={asOf} />
            <p>
              <Link component={RouterLink} to={`/name-info/${main.scientificNameId}/subtree-changes`} className="subtree-changes-link">
                Endringer i undertreet
              </Link>{' '}
              – hva som er endret under dette taksonet mellom to datoer.
            </p>
          </Box>

          {session.loggedIn && !asOf && !builtIn && (
            <Box component="section" aria-labelledby="editor-heading" sx={{ mt: 3 }} className="editor-links">
              <Typography variant="h2" id="editor-heading">
                Rediger
              </Typography>
              <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0 }}>
                {editorLinks(info, session.isAdmin).map((link) => (
                  <li key={link.to}>
                    <Link
                      component={RouterLink}
                      to={link.to}
                      sx={{ display: 'inline-block', border: '1px solid', borderColor: 'primary.main', borderRadius: 1, px: 1, py: 0.5 }}
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Box>
              {session.hasAccess && (
                <p className="manual-hint">
                  Usikker på hvilken operasjon du skal bruke? Se{' '}
                  <Link component={RouterLink} to="/usermanual">
                    Brukermanual
                  </Link>
                  .
                </p>
              )}
            </Box>
          )}
        </div>
        {!builtIn && <TaxonBox info={info} />}
      </Box>

      <Box component="section" aria-labelledby="name-tree-heading" sx={{ mt: 4 }}>
        <Typography variant="h2" id="name-tree-heading">
          Livets tre
        </Typography>
        <LifeTree
          label={`Livets tre, åpnet til ${main.scientificNamePresentation}`}
          openTaxonIds={openTaxonIds}
          currentTaxonId={info.taxonId}
          {...(asOf ? { asOf } : {})}
        />
      </Box>

      {!builtIn && (
        <ChangeLog
          key={`${name.scientificNameId}:${asOf ?? ''}`}
          scientificNameId={name.scientificNameId}
          isSynonym={!isMainStatus(name.taxonomicStatus)}
          {...(asOf ? { asOf, today: asOfDay(asOf) } : {})}
        />
      )}
    </>
  );
}

/** The day a page's `asOf` falls on (local), for the change log's windows. */
const asOfDay = (asOf: string): Date => {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(asOf);
  return date ? new Date(Number(date[1]), Number(date[2]) - 1, Number(date[3])) : new Date(asOf);
};
