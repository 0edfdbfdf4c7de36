import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Spinner } from '../../components/Spinner';
import { taxonomicStatusLabel } from '../../domain/statuses';
import { useDocumentTitle } from '../../util/use-document-title';
import {
  authorRequired,
  DEFAULT_ERRORS,
  SAVED_TEXTS,
  ExistsInNorwayField,
  FormInvalidAlert,
  intParam,
  isFungusKingdom,
  isValid,
  NameFields,
  NomenclaturalStatusForm,
  OperationStepper,
  linkedProblems,
  PublishButton,
  RemarkField,
  ScientificNameCard,
  TaxonChooser,
  useOperation,
  useSubmitAttempt,
  useTaxonInfo,
  type TaxonChoice,
} from '../shared';
import { editAsksExistsInNorway, editFormFromName, editNameProblems, editNameRequest, type EditNameForm } from './edit-name-form';

export const IN_USE_WARNING =
  'Navnet kan allerede være i bruk og eksponert i andre tjenester, for eksempel i kart- og observasjonstjenestene. Endringer du gjør her, slår igjennom der. Rediger bare når endringen ikke medfører meningsendring, for eksempel en skrivefeil, en autor eller en referanse.';
export const SECOND_CONFIRM_TEXT = 'Er du sikker? Endringen blir synlig for alle som bruker navnet, også i andre tjenester.';
export const LOCKED_TEXT = 'Du må bekrefte to ganger før du kan redigere navnet.';

/** The fields the problem summary links to. */
const FIELDS = {
  scientificName: { id: 'edit-name-name', label: 'Vitenskapelig navn' },
  author: { id: 'edit-name-author', label: 'Autor' },
  references: { id: 'edit-name-references', label: 'Referanser' },
} as const;

/**
 * /edit-scientific-name "Rediger vitenskapelig navn" (spec 1 §2): choose the name, confirm twice that an existing
 * name may be edited, then its data and status; "Lagre". Rank, taxonomic status and placement are not edited here.
 */
export default function EditScientificNamePage() {
  useDocumentTitle('Rediger vitenskapelig navn');
  const [params] = useSearchParams();
  const initialId = intParam(params.get('id'));
  const [choice, setChoice] = useState<TaxonChoice | null>(null);
  const [confirmations, setConfirmations] = useState(0);
  const [form, setForm] = useState<EditNameForm | null>(null);
  const validation = useSubmitAttempt();
  const info = useTaxonInfo(choice?.scientificNameId);
  const name = info.data?.scientificNames.find((n) => n.scientificNameId === choice?.scientificNameId);
  const isFungus = isFungusKingdom(info.data?.kingdom?.scientificName);

  const resetForm = () => {
    if (info.data && name) setForm(editFormFromName(info.data, name, isFungus));
  };

  useEffect(() => {
    if (info.data && name && !form) setForm(editFormFromName(info.data, name, isFungus));
  }, [info.data, name, form]);

  const choose = (next: TaxonChoice | null) => {
    setChoice(next);
    setForm(null);
    setConfirmations(0);
    validation.reset();
  };

  const cancelEditing = () => {
    setConfirmations(0);
    resetForm();
    validation.reset();
  };

  const operation = useOperation({
    operation: 'EditScientificName',
    defaultError: DEFAULT_ERRORS.editScientificName,
    savedText: SAVED_TEXTS.editScientificName,
  });
  const unlocked = confirmations >= 2 && Boolean(form && name && info.data);
  const problems = form && name ? editNameProblems(form, name) : {};
  const update = (patch: Partial<EditNameForm>) => setForm((current) => (current ? { ...current, ...patch } : current));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form || !name || !info.data || !unlocked) return;
    if (!validation.attempt(isValid(problems)) || operation.isPending) return;
    operation.submit(editNameRequest(form, info.data, name));
  };

  const confirmBlock = choice && (
    <Box className="edit-confirmation" sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxWidth: 760 }}>
      {confirmations === 0 && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" variant="outlined" size="small" onClick={() => setConfirmations(1)}>
              Jeg forstår
            </Button>
          }
        >
          {IN_USE_WARNING}
        </Alert>
      )}
      {confirmations === 1 && (
        <Alert severity="warning" role="alert">
          {SECOND_CONFIRM_TEXT}
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" color="warning" size="small" onClick={() => setConfirmations(2)}>
              Ja, lås opp redigering
            </Button>
            <Button variant="outlined" size="small" onClick={cancelEditing}>
              Avbryt redigering
            </Button>
          </Box>
        </Alert>
      )}
      {confirmations >= 2 && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={cancelEditing}>
              Avbryt redigering
            </Button>
          }
        >
          Redigering er låst opp. «Avbryt redigering» forkaster endringene og låser skjemaet igjen.
        </Alert>
      )}
    </Box>
  );

  return (
    <>
      <Typography variant="h1">Rediger vitenskapelig navn</Typography>
      <p>Redigering som ikke medfører meningsendring.</p>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Rediger vitenskapelig navn">
        <OperationStepper
          label="Steg for å redigere et navn"
          steps={[
            {
              id: 'choose',
              title: 'Velg navn',
              content: (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                  <TaxonChooser
                    label="Vitenskapelig navn"
                    value={choice}
                    onChange={choose}
                    chooseNames
                    requireAccess
                    initialId={initialId}
                    required
                  />
                  {choice && <ScientificNameCard scientificNameId={choice.scientificNameId} title="Navnet slik det er lagret" />}
                  {confirmBlock}
                </Box>
              ),
            },
            {
              id: 'data',
              title: 'Navnedata',
              locked: !unlocked,
              lockedReason: choice ? LOCKED_TEXT : 'Velg et navn først.',
              content:
                form && name ? (
                  <NameFields
                    value={form}
                    onChange={update}
                    nameLabel="Vitenskapelig navn"
                    nameHelp="Hele navnet, uten autor. Under slekt må slektsnavnet være det samme som hos det overordnede taksonet (bruk Flytt for å flytte navnet)."
                    authorRequired={authorRequired(name.taxonRank)}
                    errors={problems}
                    showErrors={validation.submitted}
                    idPrefix="edit-name"
                  />
                ) : (
                  <Spinner />
                ),
            },
            {
              id: 'status',
              title: 'Navnestatus',
              content:
                form && name && info.data ? (
                  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 760 }}>
                    <Box>
                      Taksonomisk status: <strong>{taxonomicStatusLabel(name.taxonomicStatus)}</strong>. Den endres ikke her, men med{' '}
                      <Link component={RouterLink} to={`/rearrange?id=${info.data.mainScientificNameId}`}>
                        Omprioriter
                      </Link>
                      .
                    </Box>
                    <NomenclaturalStatusForm
                      value={form.status}
                      onChange={(status) => update({ status })}
                      taxonomicStatus={name.taxonomicStatus}
                      isFungus={isFungus}
                    />
                    {editAsksExistsInNorway(info.data, name) && (
                      <ExistsInNorwayField value={form.existsInNorway} onChange={(existsInNorway) => update({ existsInNorway })} />
                    )}
                  </Box>
                ) : (
                  <Spinner />
                ),
            },
          ]}
        />
        {unlocked && form && (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720, mt: 3 }}>
            <RemarkField value={form.remark} onChange={(remark) => update({ remark })} />
            <FormInvalidAlert
              show={validation.submitted && !isValid(problems)}
              problems={linkedProblems(problems, FIELDS)}
              attemptKey={validation.attempts}
            />
            <Box sx={{ display: 'flex', gap: 2 }}>
              <PublishButton pending={operation.isPending} label="Lagre" pendingLabel="Lagrer …" />
              <Button variant="text" onClick={cancelEditing} disabled={operation.isPending}>
                Avbryt redigering
              </Button>
            </Box>
          </Box>
        )}
      </Box>
    </>
  );
}
