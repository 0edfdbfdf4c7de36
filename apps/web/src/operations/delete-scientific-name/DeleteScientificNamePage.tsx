import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../api/http';
import { NameHtml } from '../../components/NameHtml';
import { Spinner } from '../../components/Spinner';
import { useSession } from '../../shell/session';
import { useDocumentTitle } from '../../util/use-document-title';
import {
  DEFAULT_ERRORS,
  intParam,
  OperationStepper,
  RemarkField,
  ScientificNameCard,
  TaxonChooser,
  TaxonMiniCard,
  useOperation,
  useTaxonInfo,
  type TaxonChoice,
} from '../shared';
import { deleteCheck, type DeleteCheck } from './delete-rules';

export const HAS_CHILDREN_TEXT = 'Dette elementet har underelementer, og kan derfor ikke slettes.';
export const DELETE_ALL_BUTTON = 'Slett alle navn og taksonet';

/** What happened: the deleted name and the page to go on to. */
interface Deleted {
  readonly name: TaxonChoice;
  readonly check: DeleteCheck;
}

/**
 * /delete-scientific-name "Slett navn" (spec 2 §2.6, §4.6; administrators, and editors within their taxa): choose a name, check its taxon
 * (children block it; the main name of a taxon with several names needs the explicit "Slett alle navn og
 * taksonet"), a comment, "Slett". The server asks the downstream services whether they use the name; when one does
 * not answer, an administrator may "Slett likevel" with a written reason. Result states: loading, then deleted.
 */
export default function DeleteScientificNamePage() {
  useDocumentTitle('Slett navn');
  const { session } = useSession();
  const [params] = useSearchParams();
  const initialId = intParam(params.get('id'));
  const [choice, setChoice] = useState<TaxonChoice | null>(null);
  const [deleteTaxon, setDeleteTaxon] = useState(false);
  const [remark, setRemark] = useState('');
  const [overrideReason, setOverrideReason] = useState('');
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  const info = useTaxonInfo(choice?.scientificNameId);
  const check = info.data && choice ? deleteCheck(info.data, choice.scientificNameId) : undefined;

  const operation = useOperation({
    operation: 'Delete',
    defaultError: DEFAULT_ERRORS.delete,
    navigateOnSuccess: false,
    onSuccess: () => {
      if (choice && check) setDeleted({ name: choice, check });
      // the name is gone: stop asking for it
      setChoice(null);
    },
  });

  if (!session.hasAccess) {
    return (
      <>
        <Typography variant="h1">Slett navn</Typography>
        <Alert severity="warning" sx={{ my: 2 }}>
          Du trenger tilgang til taksonet for å slette navn i det.
        </Alert>
      </>
    );
  }

  if (deleted) {
    return (
      <DeletedResult
        deleted={deleted}
        onReset={() => {
          setDeleted(null);
          setChoice(null);
          setDeleteTaxon(false);
          setRemark('');
          operation.reset();
        }}
      />
    );
  }

  const choose = (next: TaxonChoice | null) => {
    setChoice(next);
    setDeleteTaxon(false);
  };

  const canDelete = Boolean(check && !check.hasChildren && (!check.needsConfirmation || deleteTaxon));
  // A downstream service did not say whether it uses the name: an administrator may go on with a written reason.
  const unanswered = session.isAdmin && operation.error instanceof ApiError && operation.error.errorCode === 'USAGE_CHECK_UNANSWERED';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice || !canDelete || operation.isPending) return;
    operation.submit({
      scientificNameId: choice.scientificNameId,
      deleteTaxon: Boolean(check?.deletesTaxon),
      remark: remark.trim(),
      ...(unanswered && overrideReason.trim() ? { usageOverrideReason: overrideReason.trim() } : {}),
    });
  };

  return (
    <>
      <Typography variant="h1">Slett navn</Typography>
      <p>
        Slett et vitenskapelig navn som ble registrert ved en feil. Sletting må ikke føre til synonymisering eller navneendring, og navnet må ikke
        være i bruk i kart- og observasjonstjenestene. Vil du heller gjøre et annet navn gjeldende, bruk{' '}
        <Link component={RouterLink} to={choice ? `/rearrange?id=${choice.scientificNameId}` : '/rearrange'}>
          Omprioriter
        </Link>
        .
      </p>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Slett navn">
        <OperationStepper
          label="Steg for å slette et navn"
          steps={[
            {
              id: 'choose',
              title: 'Velg navn',
              content: (
                <TaxonChooser
                  label="Vitenskapelig navn som skal slettes"
                  value={choice}
                  onChange={choose}
                  chooseNames
                  initialId={initialId}
                  required
                />
              ),
            },
            {
              id: 'check',
              title: 'Sjekk taksonet',
              locked: !choice,
              lockedReason: 'Velg et navn først.',
              content: choice && (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 760 }}>
                  <ScientificNameCard scientificNameId={choice.scientificNameId} title="Navnet som slettes" />
                  <TaxonMiniCard scientificNameId={choice.scientificNameId} title="Taksonet navnet hører til" />
                  {!check && <Spinner text="Sjekker taksonet …" />}
                  {check?.hasChildren && (
                    <Alert severity="error" className="delete-has-children">
                      {HAS_CHILDREN_TEXT}{' '}
                      <Link component={RouterLink} to={`/transfer?id=${choice.scientificNameId}`}>
                        Flytt underelementene først
                      </Link>
                      .
                    </Alert>
                  )}
                  {check && !check.hasChildren && !check.deletesTaxon && (
                    <Alert severity="info">Navnet er {check.statusText} og slettes alene. Taksonet og de andre navnene blir stående.</Alert>
                  )}
                  {check && !check.hasChildren && check.deletesTaxon && !check.needsConfirmation && (
                    <Alert severity="warning">Taksonet har bare dette navnet, og taksonet slettes sammen med navnet.</Alert>
                  )}
                  {check && !check.hasChildren && check.needsConfirmation && (
                    <Alert severity="warning" className="delete-confirmation">
                      <AlertTitle>Taksonet forsvinner</AlertTitle>
                      Navnet er {check.statusText} navn for et takson med {check.nameCount} navn. Sletter du det, slettes alle navnene og taksonet.
                      Vil du heller beholde taksonet, gjør et annet navn gjeldende med{' '}
                      <Link component={RouterLink} to={`/rearrange?id=${choice.scientificNameId}`}>
                        Omprioriter
                      </Link>{' '}
                      først.
                      <Box sx={{ mt: 1 }}>
                        <Button
                          variant={deleteTaxon ? 'contained' : 'outlined'}
                          color="error"
                          size="small"
                          aria-pressed={deleteTaxon}
                          onClick={() => setDeleteTaxon((v) => !v)}
                        >
                          {DELETE_ALL_BUTTON}
                        </Button>
                        {deleteTaxon && <Box sx={{ mt: 0.5 }}>Bekreftet: alle navnene og taksonet slettes.</Box>}
                      </Box>
                    </Alert>
                  )}
                </Box>
              ),
            },
            {
              id: 'comment',
              title: 'Kommentar',
              locked: !check || check.hasChildren,
              lockedReason: check?.hasChildren ? HAS_CHILDREN_TEXT : 'Sjekk taksonet først.',
              content: <RemarkField value={remark} onChange={setRemark} />,
            },
            {
              id: 'finish',
              title: 'Slett',
              locked: check?.needsConfirmation && !deleteTaxon,
              lockedReason: `Bekreft med «${DELETE_ALL_BUTTON}» først.`,
              content: (
                <Box>
                  {unanswered && (
                    <TextField
                      id="usage-override-reason"
                      label="Begrunnelse for å slette uten svar *"
                      helperText="Skriv hvorfor navnet kan slettes selv om tjenesten ikke svarte (minst 10 tegn). Begrunnelsen lagres i endringsloggen."
                      value={overrideReason}
                      onChange={(event) => setOverrideReason(event.target.value)}
                      multiline
                      minRows={2}
                      fullWidth
                      sx={{ mb: 2 }}
                    />
                  )}
                  {operation.isPending ? (
                    <Spinner text="Sletter …" />
                  ) : (
                    <Button type="submit" variant="contained" color="error" size="large" disabled={!canDelete}>
                      {unanswered ? 'Slett likevel' : 'Slett'}
                    </Button>
                  )}
                </Box>
              ),
            },
          ]}
        />
      </Box>
    </>
  );
}

function DeletedResult({ deleted, onReset }: { deleted: Deleted; onReset: () => void }) {
  const { name, check } = deleted;
  return (
    <>
      <Typography variant="h1">Slett navn</Typography>
      <Alert severity="success" role="status" className="deleted-result" sx={{ my: 2 }}>
        <AlertTitle>Slettet</AlertTitle>
        <NameHtml html={name.presentationNameHtml} fallback={name.scientificName} /> {name.author} er slettet
        {check.deletesTaxon ? ', sammen med taksonet' : ''}.
      </Alert>
      <Box component="ul" sx={{ pl: 2.5 }}>
        {check.successor && (
          <li>
            <Link component={RouterLink} to={`/name-info/${check.successor.scientificNameId}`}>
              Gå til {check.successor.label}
            </Link>
          </li>
        )}
        <li>
          <Link component="button" type="button" onClick={onReset}>
            Slett et annet navn
          </Link>
        </li>
      </Box>
    </>
  );
}
