import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TaxonomicStatus } from '@navnebase/domain';
import { isMainStatus } from '../../domain/statuses';
import {
  DEFAULT_ERRORS,
  SAVED_TEXTS,
  FinishStep,
  OperationStepper,
  RemarkField,
  TaxonChooser,
  TaxonMiniCard,
  TaxonomicStatusField,
  useOperation,
  useSubmitAttempt,
  type TaxonChoice,
  StatusChangeWaitAlert,
} from '../shared';

export const SWAP_TAXON_HEADING = 'Flytt et synonym til et annet takson';
export const MAIN_NAME_CANNOT_MOVE_TEXT =
  'Et gjeldende eller uavklart navn kan ikke bytte takson. Omprioriter taksonet eller slå sammen taksonene i stedet.';
export const SAME_TAXON_TEXT = 'Navnet hører allerede til dette taksonet.';

/**
 * Swap taxon (POST …/SwapTaxon): one synonym or not-in-use name leaves its taxon and joins another, keeping its id
 * and history. The one-name move that merge (all names of a taxon) and split (the taxon archived) do not cover.
 */
export function SwapTaxonSection() {
  const [name, setName] = useState<TaxonChoice | null>(null);
  const [target, setTarget] = useState<TaxonChoice | null>(null);
  const [status, setStatus] = useState<TaxonomicStatus | null>(null);
  const [remark, setRemark] = useState('');
  const validation = useSubmitAttempt();
  const operation = useOperation({
    operation: 'SwapTaxon',
    defaultError: DEFAULT_ERRORS.swapTaxon,
    savedText: SAVED_TEXTS.swapTaxon,
  });

  const isMain = name !== null && isMainStatus(name.taxonomicStatus);
  const sameTaxon = name !== null && target !== null && name.taxonId === target.taxonId;
  const chosenStatus: TaxonomicStatus = status ?? (name?.taxonomicStatus === 'NotInUse' ? 'NotInUse' : 'Synonym');
  const problems = [
    ...(name ? [] : ['Velg navnet som skal flyttes.']),
    ...(isMain ? [MAIN_NAME_CANNOT_MOVE_TEXT] : []),
    ...(target ? [] : ['Velg taksonet navnet skal flyttes til.']),
    ...(sameTaxon ? [SAME_TAXON_TEXT] : []),
  ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!validation.attempt(problems.length === 0) || !name || !target || operation.isPending) return;
    operation.submit({
      scientificNameId: name.scientificNameId,
      targetScientificNameId: target.scientificNameId,
      taxonomicStatus: chosenStatus === 'NotInUse' ? 'NotInUse' : 'Synonym',
      ...(remark.trim() ? { remark: remark.trim() } : {}),
    });
  };

  return (
    <Box
      component="section"
      aria-labelledby="swap-taxon-heading"
      id="flytt-synonym"
      sx={{ mt: 6, pt: 3, borderTop: '2px solid', borderColor: 'divider' }}
    >
      <Typography variant="h2" id="swap-taxon-heading" sx={{ fontSize: '1.6rem' }}>
        {SWAP_TAXON_HEADING}
      </Typography>
      <p>
        Et synonym som er knyttet til feil takson, kan flyttes til riktig takson. Navnet beholder navne-id og historikk. Skal et gjeldende navn bytte
        takson, bruk{' '}
        <Link component={RouterLink} to="/rearrange">
          Omprioriter taxon
        </Link>{' '}
        eller{' '}
        <Link component={RouterLink} to="/merge">
          Slå sammen
        </Link>
        .
      </p>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={SWAP_TAXON_HEADING}>
        <OperationStepper
          label="Steg for å flytte et synonym"
          steps={[
            {
              id: 'synonym',
              title: 'Velg synonym',
              content: (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                  <TaxonChooser
                    label="Synonym som skal flyttes"
                    value={name}
                    onChange={(c) => {
                      setName(c);
                      setStatus(null);
                    }}
                    requireAccess
                    chooseNames
                    required
                  />
                  {isMain && <Alert severity="warning">{MAIN_NAME_CANNOT_MOVE_TEXT}</Alert>}
                </Box>
              ),
            },
            {
              id: 'target',
              title: 'Velg nytt takson',
              locked: name === null || isMain,
              lockedReason: isMain ? MAIN_NAME_CANNOT_MOVE_TEXT : 'Velg et synonym først.',
              content: (
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                  <TaxonChooser label="Takson navnet skal flyttes til" value={target} onChange={setTarget} requireAccess required />
                  {sameTaxon && <Alert severity="warning">{SAME_TAXON_TEXT}</Alert>}
                  {target && <TaxonMiniCard scientificNameId={target.scientificNameId} title="Nytt takson" />}
                  <TaxonomicStatusField
                    label="Status i det nye taksonet"
                    value={chosenStatus}
                    onChange={setStatus}
                    allowed={['Synonym', 'NotInUse']}
                  />
                </Box>
              ),
            },
            { id: 'remark', title: 'Kommentar', content: <RemarkField value={remark} onChange={setRemark} /> },
            {
              id: 'finish',
              title: 'Ferdigstill',
              content: (
                <FinishStep
                  showProblems={validation.submitted && problems.length > 0}
                  problems={problems}
                  attemptKey={validation.attempts}
                  pending={operation.isPending}
                  label="Flytt synonymet"
                  pendingLabel="Flytter …"
                  size="medium"
                >
                  <StatusChangeWaitAlert wait={operation.statusChangeWait} pending={operation.isPending} />
                </FinishStep>
              ),
            },
          ]}
        />
      </Box>
    </Box>
  );
}
