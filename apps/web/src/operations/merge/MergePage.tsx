import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { TaxonomicStatus } from '@navnebase/domain';
import { NameHtml } from '../../components/NameHtml';
import { Spinner } from '../../components/Spinner';
import { rankLabel } from '../../domain/ranks';
import { taxonomicStatusLabel } from '../../domain/statuses';
import { useMessages } from '../../shell/messages';
import { useDocumentTitle } from '../../util/use-document-title';
import {
  DEFAULT_ERRORS,
  SAVED_TEXTS,
  ExistsInNorwayField,
  FinishStep,
  intParam,
  linkedProblems,
  isFungusKingdom,
  OperationStepper,
  RemarkField,
  TaxonChooser,
  taxonInfoQuery,
  TaxonMiniCard,
  useOperation,
  useSubmitAttempt,
  VernacularNamesEditor,
  vernacularPayload,
  vernacularProblems,
  type TaxonChoice,
  type VernacularEntry,
  StatusChangeWaitAlert,
} from '../shared';
import { NameStatusList, useNomenclaturalForms, type StatusRow } from '../swap/NameStatusList';
import {
  addTaxon,
  allNames,
  asksExistsInNorway,
  chooseMainName,
  existsInNorwayOf,
  CURRENT_NAME_MISSING,
  HAS_CHILDREN_HINT,
  hasCurrentName,
  initialMerge,
  joinedVernacular,
  mergedWithChildren,
  mergeErrors,
  mergeRequest,
  mergeSteps,
  NEEDS_TWO_TAXA,
  removeTaxon,
  setStatus,
  statusOf,
  survivor,
  type MergeState,
} from './merge-rules';

/** The fields the problem summary links to. */
const FIELDS = {
  taxa: { id: 'merge-taxa', label: 'Taksa' },
  main: { id: 'merge-main-name-field', label: 'Gjeldende navn' },
  statuses: { id: 'merge-statuses', label: 'Status for navnene' },
  vernacular: { id: 'merge-vernacular', label: 'Populærnavn' },
} as const;

/**
 * /merge "Slå sammen" (spec 2 §2.2, §4.2, §5): choose at least two taxa and the name that becomes current; a status
 * for every name; exists in Norway; the merged taxon's vernacular names; a comment; publish. The taxon of the chosen
 * name survives with its id; the others are archived and point to it.
 */
export default function MergePage() {
  useDocumentTitle('Slå sammen');
  const [params] = useSearchParams();
  const initialId = intParam(params.get('id'));
  const queryClient = useQueryClient();
  const { showError } = useMessages();
  const [state, setState] = useState<MergeState>(initialMerge);
  const [loading, setLoading] = useState(0);
  const [vernacular, setVernacular] = useState<VernacularEntry[]>([]);
  const [vernacularTouched, setVernacularTouched] = useState(false);
  const validation = useSubmitAttempt();
  const forms = useNomenclaturalForms();

  const operation = useOperation({
    operation: 'Synonymize',
    defaultError: DEFAULT_ERRORS.merge,
    savedText: SAVED_TEXTS.merge,
  });

  // The vernacular names start as the joined lists of the chosen taxa (the surviving taxon's first), until edited.
  const survivorId = survivor(state)?.taxonId;
  const taxaKey = state.taxa.map((t) => t.taxonId).join(',');
  useEffect(() => {
    if (!vernacularTouched) setVernacular(joinedVernacular(state));
  }, [survivorId, taxaKey, vernacularTouched]);

  const add = async (choice: TaxonChoice | null) => {
    if (!choice) return;
    setLoading((n) => n + 1);
    try {
      const info = await queryClient.fetchQuery(taxonInfoQuery(choice.scientificNameId));
      setState((s) => addTaxon(s, info));
    } catch (error) {
      showError(error, 'Kunne ikke hente taksoninformasjon');
    } finally {
      setLoading((n) => n - 1);
    }
  };

  const steps = mergeSteps(state);
  const errors = mergeErrors(state);
  const names = allNames(state);
  const rows: StatusRow[] = names.map(({ name, taxon }) => ({
    key: name.id,
    display: name.scientificNamePresentation || name.scientificName,
    html: name.scientificNamePresentationHtml,
    author: name.scientificNameAuthorship,
    note: `takson ${taxon.taxonId}`,
    rank: name.taxonRank,
    originalStatus: name.taxonomicStatus,
    nomenclaturalStatuses: name.nomenclaturalStatuses,
    attributes: name.attributes,
  }));
  const isFungus = state.taxa.some((t) => isFungusKingdom(t.kingdom?.scientificName));
  const vernacularState = vernacularProblems(vernacular);
  const withChildren = mergedWithChildren(state);
  const problems = linkedProblems(
    {
      taxa: errors.taxa,
      main: errors.main,
      statuses: errors.statuses,
      vernacular: vernacularState.valid ? undefined : 'Populærnavnene er ugyldige.',
    },
    FIELDS,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!validation.attempt(problems.length === 0) || operation.isPending) return;
    operation.submit(
      mergeRequest(state, vernacularPayload(vernacular), (id) => {
        const row = rows.find((r) => r.key === id);
        return row ? forms.payload(row) : undefined;
      }),
    );
  };

  return (
    <>
      <Typography variant="h1">Slå sammen</Typography>
      <p>
        Slå sammen to eller flere taksa til ett (synonymisering). Taksonet til navnet du velger som gjeldende beholder takson-id, plassering og
        undertaksa; de andre taksaene arkiveres og viser videre til det.
      </p>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Slå sammen">
        <OperationStepper
          label="Steg for å slå sammen taksa"
          steps={[
            {
              id: 'taxa',
              title: 'Velg taksa og gjeldende navn',
              content: (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                  {state.taxa.length > 0 && (
                    <Box
                      component="ul"
                      aria-label="Valgte taksa"
                      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
                    >
                      {state.taxa.map((taxon) => (
                        <li key={taxon.taxonId}>
                          <TaxonMiniCard
                            scientificNameId={taxon.mainScientificNameId || taxon.scientificNameId}
                            actions={
                              <Button
                                size="small"
                                color="error"
                                onClick={() => setState((s) => removeTaxon(s, taxon.taxonId))}
                                aria-label={`Fjern takson ${taxon.taxonId}`}
                              >
                                Fjern
                              </Button>
                            }
                          >
                            {!hasCurrentName(taxon) && (
                              <Alert severity="warning" sx={{ mt: 1 }}>
                                {CURRENT_NAME_MISSING}
                              </Alert>
                            )}
                          </TaxonMiniCard>
                        </li>
                      ))}
                    </Box>
                  )}
                  {state.taxa.length < 2 && (
                    <Alert severity={validation.submitted ? 'error' : 'info'} role={validation.submitted ? 'alert' : 'note'}>
                      {NEEDS_TWO_TAXA}
                    </Alert>
                  )}
                  <TaxonChooser
                    label={state.taxa.length === 0 ? 'Velg takson' : 'Legg til et takson til'}
                    value={null}
                    onChange={(choice) => void add(choice)}
                    requireAccess
                    initialId={initialId}
                    required={state.taxa.length < 2}
                    id={FIELDS.taxa.id}
                  />
                  {loading > 0 && <Spinner text="Henter taksonet …" />}
                  {state.taxa.length >= 2 && (
                    <FormControl id={FIELDS.main.id} required error={Boolean(validation.show(errors.main))}>
                      <FormLabel id="merge-main-name">Hvilket navn skal bli gjeldende?</FormLabel>
                      <RadioGroup
                        aria-labelledby="merge-main-name"
                        value={state.mainNameId !== undefined ? String(state.mainNameId) : ''}
                        onChange={(e) => setState((s) => chooseMainName(s, Number(e.target.value)))}
                      >
                        {names.map(({ name, taxon }) => (
                          <FormControlLabel
                            key={name.id}
                            value={String(name.id)}
                            control={<Radio />}
                            label={
                              <span>
                                <NameHtml html={name.scientificNamePresentationHtml} fallback={name.scientificName} /> {name.scientificNameAuthorship}{' '}
                                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.9em' }}>
                                  ({rankLabel(name.taxonRank)}, {taxonomicStatusLabel(name.taxonomicStatus).toLowerCase()}, takson {taxon.taxonId})
                                </Box>
                              </span>
                            }
                          />
                        ))}
                      </RadioGroup>
                      <FormHelperText sx={{ mx: 0 }}>
                        {validation.show(errors.main) ?? 'Taksonet til dette navnet beholder takson-id og plassering.'}
                      </FormHelperText>
                    </FormControl>
                  )}
                </Box>
              ),
            },
            {
              id: 'statuses',
              title: 'Status for navnene',
              locked: !steps.statuses,
              lockedReason: errors.taxa ?? (errors.main ? 'Velg hvilket navn som skal bli gjeldende først.' : undefined),
              content: (
                <NameStatusList
                  id={FIELDS.statuses.id}
                  label="Navn i taksaene som slås sammen"
                  rows={rows}
                  statusOf={(id) => statusOf(state, id)}
                  onStatus={(id, status: TaxonomicStatus) => setState((s) => setStatus(s, id, status))}
                  forms={forms}
                  isFungus={isFungus}
                  error={errors.statuses}
                />
              ),
            },
            {
              id: 'exists',
              title: 'Finnes i Norge',
              hidden: !asksExistsInNorway(state),
              locked: !steps.rest,
              lockedReason: errors.statuses ?? 'Sett status for navnene først.',
              content: (
                <ExistsInNorwayField value={existsInNorwayOf(state)} onChange={(existsInNorway) => setState((s) => ({ ...s, existsInNorway }))} />
              ),
            },
            {
              id: 'vernacular',
              title: 'Populærnavn',
              locked: !steps.rest,
              lockedReason: errors.statuses ?? 'Sett status for navnene først.',
              content: (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                  <p style={{ margin: 0 }}>
                    Populærnavnene til taksaene er slått sammen. Velg ett anbefalt navn per språk; de andre blir alternative navn.
                  </p>
                  <VernacularNamesEditor
                    value={vernacular}
                    onChange={(entries) => {
                      setVernacular(entries);
                      setVernacularTouched(true);
                    }}
                    showErrors={validation.submitted}
                    id={FIELDS.vernacular.id}
                  />
                </Box>
              ),
            },
            {
              id: 'remark',
              title: 'Kommentar',
              content: <RemarkField value={state.remark} onChange={(remark) => setState((s) => ({ ...s, remark }))} />,
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
                  {withChildren.length > 0 && (
                    <Alert severity="warning" className="merge-children-hint">
                      {HAS_CHILDREN_HINT} (Gjelder takson {withChildren.map((t) => t.taxonId).join(', ')}.)
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
