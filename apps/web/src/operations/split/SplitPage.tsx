import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { TaxonomicStatus } from '@navnebase/domain';
import { NameHtml } from '../../components/NameHtml';
import { Spinner } from '../../components/Spinner';
import { isMainStatus, languageLabel } from '../../domain/statuses';
import { useDocumentTitle } from '../../util/use-document-title';
import {
  DEFAULT_ERRORS,
  SAVED_TEXTS,
  ExistsInNorwayField,
  FinishStep,
  intParam,
  isFungusKingdom,
  OperationStepper,
  RemarkField,
  TaxonChooser,
  TaxonMiniCard,
  useOperation,
  useSubmitAttempt,
  stepField,
  type Problem,
  useTaxonInfo,
  VernacularNamesEditor,
  type TaxonChoice,
  StatusChangeWaitAlert,
} from '../shared';
import { NameStatusList, useNomenclaturalForms, type StatusRow } from '../swap/NameStatusList';
import { NewNameDialog, type CreatedNameDraft } from '../swap/NewNameDialog';
import { SplitNamesBoard, taxonLabel } from './SplitNamesBoard';
import {
  addCreatedName,
  addTaxon,
  allNames,
  asksExistsInNorway,
  editCreatedName,
  initialSplit,
  mainNamesOf,
  oldVernacularEntries,
  placeName,
  placeVernacular,
  removeTaxon,
  setExistsInNorway,
  setMainName,
  setStatus,
  setVernacularOf,
  splitProblemList,
  splitRequest,
  splitSteps,
  statusOf,
  taxonStatusError,
  unplaceName,
  vernacularOf,
  type SplitState,
} from './split-rules';

export const HAS_CHILDREN_TEXT = 'Taksonet har undertaksa og kan ikke splittes. Flytt undertaksaene først.';

/** The steps the problem summary links to. */
const SPLIT_STEP_FIELDS = {
  taxon: stepField('taxon', 'Takson'),
  names: stepField('names', 'Navn'),
  distribute: stepField('distribute', 'Fordel populærnavn'),
  statuses: stepField('statuses', 'Hovednavn og status'),
  vernacular: stepField('vernacular', 'Populærnavn per takson'),
} as const;

/**
 * /split "Splitt" (spec 2 §2.4, §4.4, §5): six steps unlocking in order. The chosen taxon is archived and its names
 * and vernacular names are spread over at least two new taxa, each with one accepted or unresolved main name.
 */
export default function SplitPage() {
  useDocumentTitle('Splitt');
  const [params] = useSearchParams();
  const initialId = intParam(params.get('id'));
  const [choice, setChoice] = useState<TaxonChoice | null>(null);
  const [state, setState] = useState<SplitState | undefined>();
  const [dialog, setDialog] = useState<{ taxonKey?: number; nameKey?: number } | null>(null);
  const validation = useSubmitAttempt();
  const forms = useNomenclaturalForms();
  const info = useTaxonInfo(choice?.scientificNameId);

  useEffect(() => {
    if (!info.data || !choice || info.data.taxonId !== choice.taxonId || state?.oldTaxon.taxonId === choice.taxonId) return;
    setState(initialSplit(info.data));
    forms.reset();
    validation.reset();
  }, [info.data, choice, state]);

  const operation = useOperation({
    operation: 'Split',
    defaultError: DEFAULT_ERRORS.split,
    savedText: SAVED_TEXTS.split,
  });

  const current = state && choice && state.oldTaxon.taxonId === choice.taxonId ? state : undefined;
  const hasChildren = (current?.oldTaxon.childCount ?? 0) > 0;
  const missingMain = current !== undefined && !current.oldTaxon.scientificNames.some((n) => isMainStatus(n.taxonomicStatus));
  const steps = splitSteps(current);
  const update = (change: (s: SplitState) => SplitState) => setState((s) => (s ? change(s) : s));
  const isFungus = isFungusKingdom(current?.oldTaxon.kingdom?.scientificName);
  const mainRank = current?.oldTaxon.scientificNames.find((n) => n.id === current.oldTaxon.mainScientificNameId)?.taxonRank ?? 'Species';

  const rowOf = (key: number): StatusRow | undefined => {
    if (!current) return undefined;
    const name = allNames(current).find((n) => n.key === key);
    if (!name) return undefined;
    const created = current.created.find((c) => c.key === key);
    return {
      key,
      display: name.display,
      ...(name.html ? { html: name.html } : {}),
      author: name.author,
      rank: name.rank,
      ...(name.existing ? { originalStatus: name.existing.taxonomicStatus } : {}),
      isNew: name.isNew,
      nomenclaturalStatuses: name.existing?.nomenclaturalStatuses ?? created?.payload.nomenclaturalStatus ?? [],
      attributes: name.existing?.attributes ?? created?.payload.attributes ?? [],
    };
  };

  const problems: Problem[] = current
    ? splitProblemList(current).map(({ text, step }) => ({ text, field: SPLIT_STEP_FIELDS[step] }))
    : [{ text: 'Velg et takson først.', field: SPLIT_STEP_FIELDS.taxon }];
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!validation.attempt(problems.length === 0) || !current || operation.isPending) return;
    operation.submit(
      splitRequest(current, (key) => {
        const row = rowOf(key);
        return row ? forms.payload(row) : undefined;
      }),
    );
  };

  const editingName = dialog?.nameKey !== undefined ? current?.created.find((c) => c.key === dialog.nameKey) : undefined;
  const dialogTaxon = dialog?.taxonKey !== undefined ? current?.taxa.find((t) => t.key === dialog.taxonKey) : undefined;
  const saveName = (draft: CreatedNameDraft) => {
    if (!dialog) return;
    if (dialog.nameKey !== undefined) {
      const key = dialog.nameKey;
      update((s) => editCreatedName(s, key, { ...draft, payload: { ...draft.payload, taxonomicStatus: statusOf(s, key) } }));
    } else if (dialog.taxonKey !== undefined) {
      const taxonKey = dialog.taxonKey;
      update((s) => {
        const taxon = s.taxa.find((t) => t.key === taxonKey);
        const status = taxon && mainNamesOf(s, taxon).length === 0 ? 'Accepted' : 'Synonym';
        return addCreatedName(s, taxonKey, { ...draft, payload: { ...draft.payload, taxonomicStatus: status } });
      });
    }
    setDialog(null);
  };

  const vernacularEntries = current ? oldVernacularEntries(current) : [];

  return (
    <>
      <Typography variant="h1">Splitt</Typography>
      <p>Del ett takson i flere. Taksonet arkiveres, og navnene og populærnavnene fordeles på nye taksa.</p>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Splitt">
        <OperationStepper
          label="Steg for å splitte et takson"
          steps={[
            {
              id: 'taxon',
              title: 'Velg takson som skal splittes',
              content: (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                  <TaxonChooser
                    label="Takson"
                    value={choice}
                    onChange={(next) => {
                      setChoice(next);
                      setState(undefined);
                    }}
                    requireAccess
                    initialId={initialId}
                    required
                    helperText="Taksonet arkiveres, og nye taksa opprettes. Taksonet trenger ett eller flere synonymer, eller nye navn som du lager underveis."
                  />
                  {choice && !current && !info.isError && <Spinner text="Henter taksonet …" />}
                  {hasChildren && <Alert severity="warning">{HAS_CHILDREN_TEXT}</Alert>}
                  {missingMain && <Alert severity="warning">Kunne ikke finne gjeldende navn til taxonet</Alert>}
                  {choice && <TaxonMiniCard scientificNameId={choice.scientificNameId} title="Takson som splittes" />}
                </Box>
              ),
            },
            {
              id: 'names',
              title: 'Flytt vitenskapelige navn til nye taksa',
              locked: !steps.names || hasChildren || missingMain,
              lockedReason: hasChildren ? HAS_CHILDREN_TEXT : missingMain ? 'Kunne ikke finne gjeldende navn til taxonet' : 'Velg et takson først.',
              content: current && (
                <SplitNamesBoard
                  state={current}
                  onPlace={(nameKey, taxonKey) => update((s) => placeName(s, nameKey, taxonKey))}
                  onUnplace={(nameKey) => update((s) => unplaceName(s, nameKey))}
                  onAddTaxon={() => update(addTaxon)}
                  onRemoveTaxon={(taxonKey) => update((s) => removeTaxon(s, taxonKey))}
                  onCreateName={(taxonKey) => setDialog({ taxonKey })}
                  onEditName={(nameKey) => setDialog({ nameKey })}
                />
              ),
            },
            {
              id: 'statuses',
              title: 'Hovednavn og status',
              locked: !steps.statuses,
              lockedReason: 'Plasser alle navn først. Hvert nye takson må ha minst ett navn.',
              content: current && (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
                  {current.taxa.map((taxon, index) => {
                    const label = taxonLabel(index);
                    const main = mainNamesOf(current, taxon);
                    const error = taxonStatusError(current, taxon);
                    const rows = taxon.nameKeys.map(rowOf).filter((r): r is StatusRow => r !== undefined);
                    return (
                      <Box
                        component="section"
                        key={taxon.key}
                        aria-label={`Status i ${label.toLowerCase()}`}
                        className="split-taxon-status"
                        sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 1.5 }}
                      >
                        <Typography component="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, m: 0, mb: 1 }}>
                          {label}
                        </Typography>
                        <FormControl required error={validation.submitted && Boolean(error)}>
                          <FormLabel id={`main-${taxon.key}`}>Hovednavn (gjeldende eller uavklart)</FormLabel>
                          <RadioGroup
                            aria-labelledby={`main-${taxon.key}`}
                            value={main.length === 1 ? String(main[0]) : ''}
                            onChange={(e) =>
                              update((s) =>
                                setMainName(
                                  s,
                                  Number(e.target.value),
                                  statusOf(s, Number(e.target.value)) === 'Unresolved' ? 'Unresolved' : 'Accepted',
                                ),
                              )
                            }
                          >
                            {rows.map((row) => (
                              <FormControlLabel
                                key={row.key}
                                value={String(row.key)}
                                control={<Radio />}
                                label={<NameHtml html={row.html} fallback={row.display} />}
                              />
                            ))}
                          </RadioGroup>
                        </FormControl>
                        {error && (
                          <Box className="field-error" sx={{ color: validation.submitted ? 'error.main' : 'text.secondary', my: 1 }}>
                            {error}
                          </Box>
                        )}
                        <NameStatusList
                          label={`Navn i ${label.toLowerCase()}`}
                          rows={rows}
                          statusOf={(key) => statusOf(current, key)}
                          onStatus={(key, status: TaxonomicStatus) =>
                            update((s) =>
                              isMainStatus(status) ? setMainName(s, key, status as 'Accepted' | 'Unresolved') : setStatus(s, key, status),
                            )
                          }
                          forms={forms}
                          isFungus={isFungus}
                        />
                        {asksExistsInNorway(current, taxon) && (
                          <Box sx={{ mt: 1 }}>
                            <ExistsInNorwayField
                              value={taxon.existsInNorway ?? true}
                              onChange={(value) => update((s) => setExistsInNorway(s, taxon.key, value))}
                            />
                          </Box>
                        )}
                      </Box>
                    );
                  })}
                </Box>
              ),
            },
            {
              id: 'distribute',
              title: 'Fordel populærnavn',
              locked: !steps.distribute,
              content: current && (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                  {vernacularEntries.length === 0 && <p style={{ margin: 0 }}>Taksonet har ingen populærnavn.</p>}
                  {vernacularEntries.map((entry) => (
                    <FormControl key={entry.key} className="split-vernacular-placement">
                      <FormLabel id={`place-${entry.key}`}>
                        <span lang={entry.languageIsoCode}>{entry.vernacularName}</span> ({languageLabel(entry.languageIsoCode)}
                        {entry.recommended ? ', anbefalt' : ''})
                      </FormLabel>
                      <RadioGroup
                        row
                        aria-labelledby={`place-${entry.key}`}
                        value={current.vernacularPlacement[entry.key] !== undefined ? String(current.vernacularPlacement[entry.key]) : ''}
                        onChange={(e) => update((s) => placeVernacular(s, entry.key, Number(e.target.value)))}
                      >
                        {current.taxa.map((taxon, index) => (
                          <FormControlLabel key={taxon.key} value={String(taxon.key)} control={<Radio />} label={taxonLabel(index)} />
                        ))}
                      </RadioGroup>
                    </FormControl>
                  ))}
                </Box>
              ),
            },
            {
              id: 'vernacular',
              title: 'Populærnavn per takson',
              locked: !steps.vernacular,
              lockedReason: 'Alle populærnavn må fordeles på de nye taksonene først.',
              content: current && (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
                  {current.taxa.map((taxon, index) => (
                    <Box component="section" key={taxon.key} aria-label={`Populærnavn for ${taxonLabel(index).toLowerCase()}`}>
                      <Typography component="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, m: 0, mb: 1 }}>
                        {taxonLabel(index)}
                      </Typography>
                      <VernacularNamesEditor
                        value={vernacularOf(current, taxon)}
                        onChange={(list) => update((s) => setVernacularOf(s, taxon.key, list))}
                        showErrors={validation.submitted}
                      />
                    </Box>
                  ))}
                </Box>
              ),
            },
            {
              // The sixth step ends with 'Publiser' (spec 2 §2.4: six steps, then the publish button).
              id: 'remark',
              title: 'Kommentar og publisering',
              content: (
                <FinishStep
                  showProblems={validation.submitted && problems.length > 0}
                  problems={problems}
                  attemptKey={validation.attempts}
                  pending={operation.isPending}
                >
                  <RemarkField value={current?.remark ?? ''} onChange={(remark) => update((s) => ({ ...s, remark }))} />
                  <StatusChangeWaitAlert wait={operation.statusChangeWait} pending={operation.isPending} />
                </FinishStep>
              ),
            },
          ]}
        />
      </Box>
      {current && (
        <NewNameDialog
          open={dialog !== null}
          onClose={() => setDialog(null)}
          onSave={saveName}
          initial={
            editingName
              ? { payload: editingName.payload, display: editingName.display, rank: editingName.rank, parent: editingName.parent ?? null }
              : undefined
          }
          defaultRank={mainRank}
          kingdom={current.oldTaxon.kingdom?.scientificName}
          taxonomicStatus="Synonym"
          title={
            editingName
              ? 'Rediger nytt vitenskapelig navn'
              : dialogTaxon
                ? `Nytt vitenskapelig navn i ${taxonLabel(current.taxa.indexOf(dialogTaxon)).toLowerCase()}`
                : 'Nytt vitenskapelig navn'
          }
        />
      )}
    </>
  );
}
