import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { TaxonomicStatus } from '@navnebase/domain';
import { Spinner } from '../../components/Spinner';
import { isMainStatus } from '../../domain/statuses';
import { useMessages } from '../../shell/messages';
import { useDocumentTitle } from '../../util/use-document-title';
import {
  childrenByNameQuery,
  DEFAULT_ERRORS,
  SAVED_TEXTS,
  entriesFromNames,
  ExistsInNorwayField,
  FinishStep,
  hasVernacularChanges,
  intParam,
  linkedProblems,
  isFungusKingdom,
  OperationStepper,
  RemarkField,
  TaxonChooser,
  TaxonMiniCard,
  useOperation,
  useSubmitAttempt,
  useTaxonInfo,
  VernacularNamesEditor,
  vernacularPayload,
  vernacularProblems,
  type TaxonChoice,
  type VernacularEntry,
  StatusChangeWaitAlert,
} from '../shared';
import { NameStatusList, useNomenclaturalForms, type StatusRow } from './NameStatusList';
import { NewNameDialog, type CreatedNameDraft } from './NewNameDialog';
import {
  asksExistsInNorway,
  CANNOT_CHANGE_STATUS,
  hasChange,
  initialSwap,
  keepTaxonIdValue,
  mainNameChanges,
  nameRows,
  NO_CHANGE_TEXT,
  rankFitsAsMain,
  setStatus,
  statusOf,
  swapErrors,
  swapRequest,
  swapSteps,
  type KeepTaxonIdChoice,
  type SwapMode,
  type SwapState,
} from './swap-rules';

export const CURRENT_NAME_MISSING_TEXT = 'Kunne ikke finne gjeldende navn til taxonet';
export const RANK_LOCK_TEXT = `${CANNOT_CHANGE_STATUS} til gjeldende eller uavklart: rangen passer ikke mellom overordnet takson og undertaksaene.`;

const TEXTS: Readonly<Record<SwapMode, { title: string; tagline: string; statusStep: string }>> = {
  swap: {
    title: 'Bytt takson',
    tagline: 'Gi taksonet nye vitenskapelige navn, og bestem hvilket navn som skal være gjeldende og hvilken status de andre navnene får.',
    statusStep: 'Nye navn og status',
  },
  rearrange: {
    title: 'Omprioriter taxon',
    tagline:
      'Endre den taksonomiske statusen til navnene i et takson: hvilket navn som er gjeldende, og om de andre er synonymer, uavklarte eller ikke lenger i bruk.',
    statusStep: 'Omprioriter status',
  },
};

const CHOOSE_TAXON_TEXT = 'Velg et takson først.';

/** The fields the problem summary links to. */
const FIELDS = {
  taxon: { id: 'swap-taxon', label: 'Takson' },
  names: { id: 'swap-names', label: 'Navn i taksonet' },
  keepTaxonId: { id: 'swap-keep-taxon-id', label: 'Behold takson-id?' },
  vernacular: { id: 'swap-vernacular', label: 'Populærnavn' },
} as const;

/**
 * The swap form family (spec 2 §2.3, §4.3, §5): in swap mode new names are made in the full-screen modal; rearrange
 * mode only reprioritises. Steps: taxon; statuses; exists in Norway (not in rearrange; only with a name of species rank
 * or below); keep taxon id (only with exactly one accepted-or-unresolved name, locked to a new id when the main name
 * changes); vernacular names; comment; finish.
 */
export function SwapForm({ mode }: { mode: SwapMode }) {
  const texts = TEXTS[mode];
  useDocumentTitle(texts.title);
  const [params] = useSearchParams();
  const initialId = intParam(params.get('id'));
  const { show } = useMessages();
  const [choice, setChoice] = useState<TaxonChoice | null>(null);
  const [state, setState] = useState<SwapState | undefined>();
  const [vernacular, setVernacular] = useState<VernacularEntry[]>([]);
  const [dialog, setDialog] = useState<{ open: boolean; editing?: number }>({ open: false });
  const validation = useSubmitAttempt();
  const forms = useNomenclaturalForms();
  const info = useTaxonInfo(choice?.scientificNameId);
  const children = useQuery({ ...childrenByNameQuery(choice?.scientificNameId ?? 0), enabled: choice !== null });

  // A newly chosen taxon starts the form from its names and vernacular names.
  useEffect(() => {
    if (!info.data || !choice || info.data.taxonId !== choice.taxonId || state?.taxon.taxonId === choice.taxonId) return;
    setState(initialSwap(info.data));
    setVernacular(entriesFromNames(info.data.vernacularNames));
    forms.reset();
    validation.reset();
  }, [info.data, choice, state]);

  const chooseTaxon = (next: TaxonChoice | null) => {
    setChoice(next);
    setState(undefined);
  };

  const operation = useOperation({
    operation: 'Swap',
    defaultError: DEFAULT_ERRORS.swap,
    savedText: SAVED_TEXTS[mode],
  });

  const loaded = state !== undefined && choice !== null && state.taxon.taxonId === choice.taxonId;
  const current = loaded ? state : undefined;
  const missingMain = current !== undefined && !current.taxon.scientificNames.some((n) => isMainStatus(n.taxonomicStatus));
  const steps = swapSteps(current);
  const rows: StatusRow[] = current ? nameRows(current) : [];
  const isFungus = isFungusKingdom(current?.taxon.kingdom?.scientificName);
  const classification = current?.taxon.higherClassification ?? [];
  const parentRank = classification.length >= 2 ? classification[classification.length - 2]!.taxonRank : undefined;
  const childRanks = (children.data ?? []).map((c) => c.rank);
  const rankLocked = (row: StatusRow) => !row.isNew && !isMainStatus(row.originalStatus ?? '') && !rankFitsAsMain(row.rank, parentRank, childRanks);

  const vernacularState = vernacularProblems(vernacular);
  const formsChanged = rows.some((row) => forms.changed(row));
  const withVernacular = current
    ? { ...current, vernacularChanged: hasVernacularChanges(vernacular), vernacularNames: vernacularPayload(vernacular) }
    : undefined;
  const changed = withVernacular ? hasChange(withVernacular, formsChanged) : false;
  const errors = current ? swapErrors(current) : {};
  const problems = linkedProblems(
    {
      taxon: current ? undefined : CHOOSE_TAXON_TEXT,
      names: errors.names,
      keepTaxonId: errors.keepTaxonId,
      vernacular: vernacularState.valid ? undefined : 'Populærnavnene er ugyldige.',
    },
    FIELDS,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (operation.isPending) return;
    if (!validation.attempt(problems.length === 0) || !withVernacular) return;
    if (!changed) {
      show({ kind: 'info', detail: NO_CHANGE_TEXT });
      return;
    }
    operation.submit(
      swapRequest(withVernacular, mode, (key) => {
        const row = rows.find((r) => r.key === key);
        return row ? forms.payload(row) : undefined;
      }),
    );
  };

  const editing = dialog.editing !== undefined ? current?.created.find((c) => c.key === dialog.editing) : undefined;
  const saveName = (draft: CreatedNameDraft) => {
    setState((s) => {
      if (!s) return s;
      if (dialog.editing !== undefined)
        return { ...s, created: s.created.map((c) => (c.key === dialog.editing ? { ...c, ...draft, key: c.key } : c)) };
      return { ...s, created: [...s.created, { ...draft, key: s.nextTemporaryId }], nextTemporaryId: s.nextTemporaryId - 1 };
    });
    setDialog({ open: false });
  };
  const deleteName = (key: number) =>
    setState((s) => {
      if (!s) return s;
      const statuses = { ...s.statuses };
      delete statuses[key];
      return { ...s, created: s.created.filter((c) => c.key !== key), statuses };
    });

  const keep = current ? keepTaxonIdValue(current) : undefined;
  const keepLocked = current ? mainNameChanges(current) : false;
  const idQuery = choice ? `?id=${choice.scientificNameId}` : initialId !== undefined ? `?id=${initialId}` : '';

  return (
    <>
      <Typography variant="h1">{texts.title}</Typography>
      <p className="tagline">{texts.tagline}</p>
      <Box component="nav" aria-label="Andre operasjoner for taksonet" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {mode === 'swap' ? (
          <Link component={RouterLink} to={`/rearrange${idQuery}`}>
            Omprioriter taxon i stedet
          </Link>
        ) : (
          <Link component={RouterLink} to={`/swap${idQuery}`}>
            Bytt takson (med nye navn) i stedet
          </Link>
        )}
        <Link component={RouterLink} to={`/merge${idQuery}`}>
          Slå sammen med et annet takson
        </Link>
      </Box>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={texts.title}>
        <OperationStepper
          label={`Steg for ${texts.title.toLowerCase()}`}
          steps={[
            {
              id: 'taxon',
              title: 'Velg takson',
              content: (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                  <TaxonChooser
                    label="Takson"
                    value={choice}
                    onChange={chooseTaxon}
                    requireAccess
                    initialId={initialId}
                    required
                    id={FIELDS.taxon.id}
                    error={validation.show(choice ? undefined : CHOOSE_TAXON_TEXT)}
                  />
                  {choice && !loaded && !info.isError && <Spinner text="Henter taksonet …" />}
                  {missingMain && <Alert severity="warning">{CURRENT_NAME_MISSING_TEXT}</Alert>}
                  {choice && <TaxonMiniCard scientificNameId={choice.scientificNameId} title="Valgt takson" />}
                </Box>
              ),
            },
            {
              id: 'statuses',
              title: texts.statusStep,
              locked: !steps.statuses || missingMain,
              lockedReason: missingMain ? CURRENT_NAME_MISSING_TEXT : CHOOSE_TAXON_TEXT,
              content: current && (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                  <p style={{ margin: 0 }}>
                    Et takson har nøyaktig ett gjeldende eller uavklart navn. Gjør du et navn gjeldende eller uavklart, blir det forrige hovednavnet
                    synonym (det kan du endre). Velger du synonym eller ikke lenger i bruk, er navnet synonym til dette taksonet.
                  </p>
                  <NameStatusList
                    id={FIELDS.names.id}
                    label="Navn i taksonet"
                    rows={rows}
                    statusOf={(key) => statusOf(current, key)}
                    onStatus={(key, status: TaxonomicStatus) => setState((s) => (s ? setStatus(s, key, status) : s))}
                    forms={forms}
                    isFungus={isFungus}
                    allowedStatuses={(row) => (rankLocked(row) ? ['Synonym', 'NotInUse'] : ['Accepted', 'Unresolved', 'Synonym', 'NotInUse'])}
                    lockText={(row) => (rankLocked(row) ? RANK_LOCK_TEXT : undefined)}
                    error={validation.show(errors.names)}
                    actions={(row) =>
                      row.isNew ? (
                        <Box component="span" sx={{ display: 'inline-flex', gap: 1 }}>
                          <Button size="small" onClick={() => setDialog({ open: true, editing: row.key })} aria-label={`Rediger ${row.display}`}>
                            Rediger
                          </Button>
                          <Button size="small" color="error" onClick={() => deleteName(row.key)} aria-label={`Slett ${row.display}`}>
                            Slett
                          </Button>
                        </Box>
                      ) : null
                    }
                  />
                  {mode === 'swap' && (
                    <Box>
                      <Button variant="outlined" onClick={() => setDialog({ open: true })}>
                        Nytt vitenskapelig navn
                      </Button>
                      <FormHelperText>Nye navn får status her i skjemaet.</FormHelperText>
                    </Box>
                  )}
                  {mode === 'swap' && (
                    <NewNameDialog
                      open={dialog.open}
                      onClose={() => setDialog({ open: false })}
                      onSave={saveName}
                      initial={
                        editing
                          ? { payload: editing.payload, display: editing.display, rank: editing.rank, parent: editing.parent ?? null }
                          : undefined
                      }
                      defaultRank={current.taxon.scientificNames.find((n) => n.id === current.taxon.mainScientificNameId)?.taxonRank ?? 'Species'}
                      kingdom={current.taxon.kingdom?.scientificName}
                      taxonomicStatus="Synonym"
                      title={editing ? 'Rediger nytt vitenskapelig navn' : 'Nytt vitenskapelig navn'}
                    />
                  )}
                </Box>
              ),
            },
            {
              id: 'exists',
              title: 'Finnes i Norge',
              hidden: !current || !asksExistsInNorway(current, mode),
              content: current && (
                <ExistsInNorwayField
                  value={current.existsInNorway ?? true}
                  onChange={(value) => setState((s) => (s ? { ...s, existsInNorway: value } : s))}
                />
              ),
            },
            {
              id: 'keep-taxon-id',
              title: 'Behold taxon-id?',
              locked: !steps.keepTaxonId,
              lockedReason: current ? 'Taksonet må ha nøyaktig ett gjeldende eller uavklart navn først.' : CHOOSE_TAXON_TEXT,
              content: current && (
                <FormControl
                  id={FIELDS.keepTaxonId.id}
                  error={Boolean(validation.show(errors.keepTaxonId))}
                  disabled={keepLocked}
                  required={!keepLocked}
                >
                  <FormLabel id="keep-taxon-id-label">Skal taksonet beholde takson-id {current.taxon.taxonId}?</FormLabel>
                  <RadioGroup
                    aria-labelledby="keep-taxon-id-label"
                    value={keep ?? ''}
                    onChange={(e) => setState((s) => (s ? { ...s, keepTaxonId: e.target.value as KeepTaxonIdChoice } : s))}
                  >
                    <FormControlLabel value="keep" control={<Radio />} label="Ja, behold takson-id" />
                    <FormControlLabel value="new" control={<Radio />} label="Nei, lag ny takson-id" />
                  </RadioGroup>
                  <FormHelperText sx={{ mx: 0 }}>
                    {validation.show(errors.keepTaxonId) ??
                      (keepLocked
                        ? 'Gjeldende navn endres, og da får taksonet alltid en ny takson-id.'
                        : 'Ny takson-id: den gamle id-en viser videre til den nye.')}
                  </FormHelperText>
                </FormControl>
              ),
            },
            {
              id: 'vernacular',
              title: 'Populærnavn',
              content: (
                <VernacularNamesEditor value={vernacular} onChange={setVernacular} showErrors={validation.submitted} id={FIELDS.vernacular.id} />
              ),
            },
            {
              id: 'remark',
              title: 'Kommentar',
              content: <RemarkField value={current?.remark ?? ''} onChange={(remark) => setState((s) => (s ? { ...s, remark } : s))} />,
            },
            {
              id: 'finish',
              title: 'Ferdigstill',
              content: (
                <FinishStep
                  showProblems={validation.submitted && problems.length > 0}
                  problems={problems}
                  attemptKey={validation.attempts}
                  pending={operation.isPending}
                >
                  {current && !changed && (
                    <Alert severity="info" className="no-change">
                      {NO_CHANGE_TEXT}
                    </Alert>
                  )}
                  <StatusChangeWaitAlert wait={operation.statusChangeWait} pending={operation.isPending} />
                </FinishStep>
              ),
            },
          ]}
        />
      </Box>
    </>
  );
}
