import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NameHtml } from '../../components/NameHtml';
import { Spinner } from '../../components/Spinner';
import { rankLabel } from '../../domain/ranks';
import { useMessages } from '../../shell/messages';
import { useDocumentTitle } from '../../util/use-document-title';
import {
  DEFAULT_ERRORS,
  SAVED_TEXTS,
  FinishStep,
  intParam,
  OperationStepper,
  placementMarker,
  RemarkField,
  TaxonChooser,
  TaxonMiniCard,
  useOperation,
  useSubmitAttempt,
  stepField,
  type Problem,
  type TaxonChoice,
} from '../shared';
import { fetchTransferPreview, type InvalidReason, type TransferPreview } from './api';
import { HierarchyComparison } from './HierarchyComparison';
import { NameCorrection } from './NameCorrection';
import { ReasonList } from './ReasonList';
import {
  CANNOT_MOVE,
  isNameCorrectionReason,
  nameEditErrors,
  nameReasons,
  needsAuthorEditor,
  parentReasons,
  transferRequest,
  transferSteps,
  type NameEdit,
  type NameEdits,
} from './transfer-rules';

/** The author editor string is sent to the preview after a pause in typing. */
const useDebounced = <T,>(value: T, ms: number): T => {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
};

function Reasons({ reasons, title = CANNOT_MOVE }: { reasons: readonly InvalidReason[]; title?: string }) {
  if (reasons.length === 0) return null;
  return (
    <Alert severity="error" className="transfer-invalid-reasons" sx={{ my: 1 }}>
      <AlertTitle>{title}</AlertTitle>
      <ReasonList reasons={reasons} />
    </Alert>
  );
}

const previewQuery = (scientificNameId: number | undefined, newParentScientificNameId?: number, authorEditor?: string) => ({
  queryKey: ['transfer-preview', scientificNameId, newParentScientificNameId ?? null, authorEditor ?? ''] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    fetchTransferPreview({ scientificNameId: scientificNameId!, newParentScientificNameId, authorEditor }, signal),
  staleTime: 0,
  retry: false,
});

/**
 * /transfer "Flytt" (spec 2 §2.5, §4.5, §5): pick a name; pick a new parent, seeing the old parent, the comparison of
 * the old and new hierarchy and the allowed parent ranks; correct the new names when the genus changes; a comment;
 * "Publiser". Every check comes from the server's preview, which decides the move the same way.
 */
export default function TransferPage() {
  useDocumentTitle('Flytt');
  const [params] = useSearchParams();
  const initialId = intParam(params.get('id'));
  const { showError } = useMessages();
  const [name, setName] = useState<TaxonChoice | null>(null);
  const [parent, setParent] = useState<TaxonChoice | null>(null);
  const [authorEditor, setAuthorEditor] = useState('');
  const [edits, setEdits] = useState<NameEdits>({});
  const [remark, setRemark] = useState('');
  const [showComparison, setShowComparison] = useState(true);
  const validation = useSubmitAttempt();
  const author = useDebounced(authorEditor.trim(), 400);

  const namePreview = useQuery({ ...previewQuery(name?.scientificNameId), enabled: name !== null });
  const steps0 = transferSteps({ namePreview: namePreview.data, authorEditor, edits, remark });
  const preview = useQuery({
    ...previewQuery(name?.scientificNameId, parent?.scientificNameId, author || undefined),
    enabled: name !== null && parent !== null && steps0.parent,
    // A new author editor string keeps the comparison on screen while the proposals are fetched again.
    placeholderData: (previous: TransferPreview | undefined) =>
      previous && previous.scientificNameId === name?.scientificNameId && previous.newParent?.scientificNameId === parent?.scientificNameId
        ? previous
        : undefined,
  });

  useEffect(() => {
    if (namePreview.error) showError(namePreview.error, 'Kunne ikke hente informasjon om flyttingen.');
  }, [namePreview.error, showError]);
  useEffect(() => {
    if (preview.error) showError(preview.error, 'Kunne ikke hente informasjon om flyttingen.');
  }, [preview.error, showError]);

  const form = { namePreview: namePreview.data, preview: preview.data, newParentId: parent?.scientificNameId, authorEditor, edits, remark };
  const steps = transferSteps(form);
  const current = steps.names ? preview.data : undefined;
  const genusChanged = Boolean(current?.genusChanged);
  const editErrors = nameEditErrors(current, edits);
  const authorEditorMissing = needsAuthorEditor(current) && authorEditor.trim() === '';
  // The preview knows nothing of the user's own new names: a homonym or a bad proposal the user has typed over may
  // be published (the server checks the typed names again).
  const correctedByUser =
    genusChanged &&
    steps.names &&
    Object.keys(edits).length > 0 &&
    parentReasons(current).every((r) => ['homonym', 'newNameInvalid', 'authorRequired'].includes(r.reason));
  const publishable = steps.publish || correctedByUser;

  const operation = useOperation({
    operation: 'TransferParent',
    defaultError: DEFAULT_ERRORS.transfer,
    savedText: SAVED_TEXTS.transfer,
  });

  const chooseName = (choice: TaxonChoice | null) => {
    setName(choice);
    setParent(null);
    setEdits({});
    setAuthorEditor('');
    validation.reset();
  };
  const chooseParent = (choice: TaxonChoice | null) => {
    setParent(choice);
    setEdits({});
    validation.reset();
  };
  const edit = (id: number, value: NameEdit) => setEdits((all) => ({ ...all, [id]: value }));

  const problems: Problem[] = [
    ...(publishable ? [] : [{ text: 'Velg en gyldig ny plassering først.', field: stepField('parent', 'Ny plassering') }]),
    ...(authorEditorMissing
      ? [{ text: 'Oppgi autor for de nye kombinasjonene (navn utenfor dyreriket).', field: stepField('names', 'Navnekorrigering') }]
      : []),
    ...Object.values(editErrors)
      .flatMap((e) => [e.name, e.author])
      .filter((e): e is string => Boolean(e))
      .map((text) => ({ text, field: stepField('names', 'Navnekorrigering') })),
  ];
  const valid = problems.length === 0 && showComparison;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!validation.attempt(valid) || operation.isPending) return;
    operation.submit(transferRequest(form));
  };

  const oldParent = namePreview.data?.oldParent;
  const allowedRanks: readonly string[] = namePreview.data?.allowedParentRanks ?? [];
  const openTaxonIds = [...(namePreview.data?.oldHierarchy ?? []).map((h) => h.taxonId)];

  return (
    <>
      <Typography variant="h1">Flytt</Typography>
      <p>Flytt et vitenskapelig navn med alle underliggende taksa til en ny plassering i livets tre.</p>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Flytt">
        <OperationStepper
          label="Steg for å flytte et navn"
          steps={[
            {
              id: 'name',
              title: 'Velg navn',
              content: (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                  <TaxonChooser
                    label="Navn som skal flyttes"
                    value={name}
                    onChange={chooseName}
                    requireAccess
                    initialId={initialId}
                    required
                    helperText="Alle underliggende taksa flyttes med. Flyttes en art til en annen slekt, får den en ny kombinasjon."
                  />
                  {name && namePreview.isPending && <Spinner text="Sjekker om navnet kan flyttes …" />}
                  <Reasons reasons={nameReasons(namePreview.data)} />
                  {name && <TaxonMiniCard scientificNameId={name.scientificNameId} title="Valgt takson" />}
                </Box>
              ),
            },
            {
              id: 'parent',
              title: 'Velg ny plassering',
              locked: !steps.parent,
              lockedReason: name ? (namePreview.isPending ? 'Sjekker navnet …' : 'Dette elementet kan ikke flyttes.') : 'Velg et navn først.',
              content: (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                  <Box className="old-parent">
                    <strong>Nåværende overordnet: </strong>
                    {oldParent ? (
                      <>
                        <NameHtml html={oldParent.scientificNamePresentationHtml} fallback={oldParent.scientificName} />{' '}
                        {oldParent.scientificNameAuthorship} ({rankLabel(oldParent.taxonRank)})
                      </>
                    ) : (
                      'ingen'
                    )}
                  </Box>
                  <Box className="allowed-parent-ranks">
                    <strong>Tillatte ranger for ny overordnet: </strong>
                    {allowedRanks.length ? allowedRanks.map(rankLabel).join(', ') : 'ingen'}
                  </Box>
                  <TaxonChooser
                    label="Ny overordnet"
                    value={parent}
                    onChange={chooseParent}
                    requireAccess
                    required
                    openTaxonIds={openTaxonIds}
                    renderMarker={placementMarker({
                      newParentTaxonId: parent?.taxonId,
                      oldParentTaxonId: oldParent?.taxonId,
                      isAllowedParent: (node) => allowedRanks.includes(node.rank),
                    })}
                  />
                  {parent && preview.isPending && <Spinner text="Sammenligner gammel og ny plassering …" />}
                  {parent && preview.data && (
                    <>
                      <Reasons reasons={[...nameReasons(preview.data), ...parentReasons(preview.data).filter((r) => !isNameCorrectionReason(r))]} />
                      <Box>
                        <Button size="small" variant="text" aria-expanded={showComparison} onClick={() => setShowComparison((v) => !v)}>
                          {showComparison ? 'Skjul sammenligningen' : 'Vis sammenligningen'}
                        </Button>
                      </Box>
                      {showComparison && <HierarchyComparison preview={preview.data} />}
                    </>
                  )}
                </Box>
              ),
            },
            {
              id: 'names',
              title: 'Navnekorrigering',
              hidden: !genusChanged,
              locked: !steps.names,
              lockedReason: 'Velg en gyldig ny plassering først.',
              content: current ? (
                <NameCorrection
                  preview={current}
                  authorEditor={authorEditor}
                  onAuthorEditorChange={setAuthorEditor}
                  edits={edits}
                  onEdit={edit}
                  errors={editErrors}
                  showErrors={validation.submitted}
                  reasons={parentReasons(current)
                    .filter(isNameCorrectionReason)
                    .filter((r) => !(r.reason === 'authorEditorRequired' && authorEditor.trim() !== ''))}
                />
              ) : null,
            },
            {
              id: 'remark',
              title: 'Kommentar',
              locked: !steps.remark,
              lockedReason: parent ? 'Velg en gyldig ny plassering først.' : 'Velg ny plassering først.',
              content: <RemarkField value={remark} onChange={setRemark} label="Kommentar til flyttingen" />,
            },
            {
              id: 'finish',
              title: 'Ferdigstill',
              locked: !publishable || !showComparison,
              lockedReason:
                !showComparison && publishable
                  ? 'Vis sammenligningen av gammel og ny plassering før du publiserer.'
                  : 'Flyttingen er ugyldig. Se over stegene over.',
              content: (
                <FinishStep
                  showProblems={validation.submitted && !valid}
                  problems={problems}
                  attemptKey={validation.attempts}
                  pending={operation.isPending}
                  disabled={preview.isFetching}
                >
                  {current && (
                    <Box>
                      Flytter <NameHtml html={current.name.scientificNamePresentationHtml} fallback={current.name.scientificName} /> fra{' '}
                      {current.oldParent?.scientificName ?? '–'} til {current.newParent?.scientificName ?? '–'}.
                    </Box>
                  )}
                </FinishStep>
              ),
            },
          ]}
        />
      </Box>
    </>
  );
}
