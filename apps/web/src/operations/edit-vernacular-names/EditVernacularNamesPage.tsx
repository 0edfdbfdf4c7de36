import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Spinner } from '../../components/Spinner';
import { useDocumentTitle } from '../../util/use-document-title';
import {
  DEFAULT_ERRORS,
  SAVED_TEXTS,
  entriesFromNames,
  FinishStep,
  hasVernacularChanges,
  intParam,
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
  type Problem,
  type TaxonChoice,
  type VernacularEntry,
} from '../shared';

const CHOOSE_TAXON_TEXT = 'Velg et takson først.';
const TAXON_FIELD = { id: 'vernacular-taxon', label: 'Takson' };
const NAMES_FIELD = { id: 'vernacular-names', label: 'Populærnavn' };

export const NO_CHANGES_TEXT = 'Du har ikke gjort noen endringer i populærnavnene.';

/** /edit-vernacular-names (spec 1 §2): choose a taxon, add, remove and set the recommended name per language, "Publiser". */
export default function EditVernacularNamesPage() {
  useDocumentTitle('Rediger populærnavn');
  const [params] = useSearchParams();
  const initialId = intParam(params.get('id'));
  const [taxon, setTaxon] = useState<TaxonChoice | null>(null);
  const [entries, setEntries] = useState<VernacularEntry[]>([]);
  const [loadedTaxonId, setLoadedTaxonId] = useState<number | null>(null);
  const [remark, setRemark] = useState('');
  const validation = useSubmitAttempt();
  const info = useTaxonInfo(taxon?.scientificNameId);

  // The chosen taxon's names become the editor's starting point (operation none).
  useEffect(() => {
    if (!info.data || !taxon || info.data.taxonId !== taxon.taxonId || loadedTaxonId === taxon.taxonId) return;
    setEntries(entriesFromNames(info.data.vernacularNames));
    setLoadedTaxonId(taxon.taxonId);
    validation.reset();
  }, [info.data, taxon, loadedTaxonId]);

  const chooseTaxon = (choice: TaxonChoice | null) => {
    setTaxon(choice);
    setLoadedTaxonId(null);
    setEntries([]);
  };

  const operation = useOperation({
    operation: 'UpdateVernacularNames',
    defaultError: DEFAULT_ERRORS.vernacularNames,
    savedText: SAVED_TEXTS.vernacularNames,
  });
  const problems = vernacularProblems(entries);
  const changed = hasVernacularChanges(entries);
  const ready = Boolean(taxon && loadedTaxonId === taxon.taxonId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!validation.attempt(problems.valid && changed) || !taxon || operation.isPending) return;
    operation.submit({ taxonId: taxon.taxonId, vernacularNames: vernacularPayload(entries), remark: remark.trim() });
  };

  const texts = [...new Set([...Object.values(problems.byLanguage).flat(), ...Object.values(problems.byKey)])];
  if (problems.valid && !changed && taxon) texts.push(NO_CHANGES_TEXT);
  const summary: Problem[] = taxon ? texts.map((text) => ({ text, field: NAMES_FIELD })) : [{ text: CHOOSE_TAXON_TEXT, field: TAXON_FIELD }];

  return (
    <>
      <Typography variant="h1">Rediger populærnavn</Typography>
      <p>Legg til, endre og fjern populærnavn på bokmål, nynorsk og nordsamisk, og velg ett anbefalt navn per språk.</p>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Rediger populærnavn">
        <OperationStepper
          label="Steg for å redigere populærnavn"
          steps={[
            {
              id: 'taxon',
              title: 'Velg takson',
              content: (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                  <TaxonChooser
                    label="Takson"
                    value={taxon}
                    onChange={chooseTaxon}
                    requireAccess
                    initialId={initialId}
                    required
                    id={TAXON_FIELD.id}
                    error={validation.submitted && !taxon ? CHOOSE_TAXON_TEXT : undefined}
                  />
                  {taxon && <TaxonMiniCard scientificNameId={taxon.scientificNameId} title="Valgt takson" />}
                </Box>
              ),
            },
            {
              id: 'names',
              title: 'Populærnavn',
              locked: !ready,
              lockedReason: taxon ? 'Henter populærnavnene …' : CHOOSE_TAXON_TEXT,
              content:
                taxon && !ready ? (
                  <Spinner />
                ) : (
                  <VernacularNamesEditor value={entries} onChange={setEntries} showErrors={validation.submitted} id={NAMES_FIELD.id} />
                ),
            },
            {
              id: 'finish',
              title: 'Ferdigstill',
              content: (
                <FinishStep
                  showProblems={validation.submitted && (!problems.valid || !changed)}
                  problems={summary}
                  attemptKey={validation.attempts}
                  pending={operation.isPending}
                >
                  {taxon && !changed && (
                    <Alert severity="info" role="note">
                      {NO_CHANGES_TEXT}
                    </Alert>
                  )}
                  <RemarkField value={remark} onChange={setRemark} />
                </FinishStep>
              ),
            },
          ]}
        />
      </Box>
    </>
  );
}
