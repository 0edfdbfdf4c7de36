import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Rank } from '@navnebase/domain';
import type { TaxonNameInfo } from '../../api/types';
import { NameHtml } from '../../components/NameHtml';
import { allowedChildRanks, rankLabel } from '../../domain/ranks';
import { isMainStatus, taxonomicStatusLabel } from '../../domain/statuses';
import { useDocumentTitle } from '../../util/use-document-title';
import {
  authorRequired,
  DEFAULT_ERRORS,
  SAVED_TEXTS,
  ExistsInNorwayField,
  FinishStep,
  intParam,
  isAnimalKingdom,
  isFungusKingdom,
  isValid,
  NameFields,
  nameHtmlFor,
  NomenclaturalStatusForm,
  OperationStepper,
  placementMarker,
  linkedProblems,
  RemarkField,
  TaxonChooser,
  TaxonomicStatusField,
  useOperation,
  useSubmitAttempt,
  useTaxonInfo,
  VernacularNamesEditor,
  type OperationStep,
} from '../shared';
import {
  addTaxonProblems,
  addTaxonRequest,
  allowedRanksUnder,
  asksExistsInNorway,
  fullNameFor,
  initialAddTaxonForm,
  isSynonymStatus,
  preNameFor,
  type AddTaxonForm,
  type ParentFacts,
} from './add-taxon-form';
import { RankStep } from './RankStep';

/** The fields the problem summary links to. */
const FIELDS = {
  parent: { id: 'add-taxon-parent', label: 'Overordnet takson' },
  rank: { id: 'add-taxon-rank', label: 'Rang' },
  scientificName: { id: 'add-taxon-name', label: 'Navn' },
  author: { id: 'add-taxon-author', label: 'Autor' },
  references: { id: 'add-taxon-references', label: 'Referanser' },
  synonymTo: { id: 'add-taxon-synonym-to', label: 'Synonym til' },
  vernacular: { id: 'add-taxon-vernacular', label: 'Populærnavn' },
} as const;

const LOCKED_UNTIL_PARENT_AND_RANK = 'Velg plassering i treet og rang først.';
const LOCKED_UNTIL_SYNONYM_TARGET = 'Velg hvilket takson navnet er synonym til først (steg 4).';

/** The facts the form needs about a taxon: its main name and kingdom. */
export const parentFactsOf = (info: TaxonNameInfo): ParentFacts | undefined => {
  const main =
    info.scientificNames.find((n) => n.scientificNameId === info.mainScientificNameId) ??
    info.scientificNames.find((n) => isMainStatus(n.taxonomicStatus));
  return main ? { scientificName: main.scientificName, rank: main.taxonRank, isAnimal: isAnimalKingdom(info.kingdom?.scientificName) } : undefined;
};

/** The taxon above a name's taxon (the last but one of its higher classification). */
const parentNameIdOf = (info: TaxonNameInfo): number | undefined => {
  const path = info.higherClassification;
  return path.length >= 2 ? path[path.length - 2]!.scientificNameId : undefined;
};

/**
 * /addtaxon "Legg til vitenskapelig navn" (spec 1 §2, §4, §5): placement in the tree, rank, name, status,
 * vernacular names, then "Ferdigstill" and "Publiser". Query parentId preselects the parent; synonymToId and
 * isNotInUseToId preselect a synonym (or not-in-use name) of that taxon, placed beside it.
 */
export default function AddTaxonPage() {
  useDocumentTitle('Legg til vitenskapelig navn');
  const [params] = useSearchParams();
  const parentId = intParam(params.get('parentId'));
  const synonymToId = intParam(params.get('synonymToId'));
  const notInUseToId = intParam(params.get('isNotInUseToId'));
  const targetId = synonymToId ?? notInUseToId;

  const [form, setForm] = useState<AddTaxonForm>(() =>
    initialAddTaxonForm(synonymToId !== undefined ? 'Synonym' : notInUseToId !== undefined ? 'NotInUse' : 'Accepted'),
  );
  const update = (patch: Partial<AddTaxonForm>) => setForm((current) => ({ ...current, ...patch }));
  const validation = useSubmitAttempt();

  // A synonym preset places the new name beside its taxon, at the same rank.
  const target = useTaxonInfo(targetId);
  const parentInitialId = parentId ?? (target.data ? parentNameIdOf(target.data) : undefined);
  const [firstParentTaxonId, setFirstParentTaxonId] = useState<number | undefined>();

  const parentInfo = useTaxonInfo(form.parent?.scientificNameId);
  const parentFacts = parentInfo.data && form.parent && parentInfo.data.taxonId === form.parent.taxonId ? parentFactsOf(parentInfo.data) : undefined;
  const isFungus = isFungusKingdom(parentInfo.data?.kingdom?.scientificName ?? form.parent?.kingdom);
  const allowedRanks = allowedRanksUnder(parentFacts);

  useEffect(() => {
    if (form.parent && firstParentTaxonId === undefined) setFirstParentTaxonId(form.parent.taxonId);
  }, [form.parent, firstParentTaxonId]);

  // A rank that the new parent does not allow is dropped; the preset rank of a synonym is taken when allowed.
  useEffect(() => {
    if (!parentFacts) return;
    if (form.rank && !allowedRanks.includes(form.rank)) update({ rank: null });
    else if (!form.rank && target.data) {
      const targetRank = target.data.scientificNames.find((n) => n.scientificNameId === target.data!.mainScientificNameId)?.taxonRank as
        Rank | undefined;
      if (targetRank && allowedRanks.includes(targetRank)) update({ rank: targetRank });
    }
  }, [parentFacts?.rank, parentFacts?.scientificName, target.data]);

  const problems = addTaxonProblems(form, parentFacts);
  const synonym = isSynonymStatus(form.taxonomicStatus);
  const preName = preNameFor(form, parentFacts);
  const fullName = fullNameFor(form, parentFacts);
  const basicsChosen = Boolean(form.parent && form.rank && parentFacts);

  const operation = useOperation({
    operation: 'AddTaxon',
    defaultError: DEFAULT_ERRORS.addTaxon,
    savedText: SAVED_TEXTS.addTaxon,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!validation.attempt(isValid(problems)) || operation.isPending) return;
    operation.submit(addTaxonRequest(form));
  };

  const markers = useMemo(
    () =>
      placementMarker({
        newParentTaxonId: form.parent?.taxonId,
        oldParentTaxonId: firstParentTaxonId !== form.parent?.taxonId ? firstParentTaxonId : undefined,
        isAllowedParent: (node) => allowedChildRanks(node.rank).length > 0,
      }),
    [form.parent?.taxonId, firstParentTaxonId],
  );
  const openPath = parentInfo.data?.higherClassification.map((item) => item.taxonId) ?? [];

  const steps: OperationStep[] = [
    {
      id: 'placement',
      title: 'Plassering i tre',
      content: (
        <>
          <p>Alle nye taksa må knyttes til et overordnet takson. Velg det i søket eller i livets tre.</p>
          <TaxonChooser
            label="Overordnet takson"
            value={form.parent}
            onChange={(parent) => update({ parent })}
            requireAccess
            initialId={parentInitialId}
            renderMarker={markers}
            openTaxonIds={openPath}
            treeInitiallyOpen
            required
            error={validation.show(problems.parent)}
            id={FIELDS.parent.id}
          />
        </>
      ),
    },
    {
      id: 'rank',
      title: 'Rang',
      content: (
        <RankStep
          parent={form.parent}
          parentFacts={parentFacts}
          allowedRanks={allowedRanks}
          value={form.rank}
          onChange={(rank) => update({ rank })}
          error={validation.show(problems.rank)}
          id={FIELDS.rank.id}
        />
      ),
    },
    {
      id: 'name',
      title: 'Navn',
      locked: !basicsChosen,
      lockedReason: LOCKED_UNTIL_PARENT_AND_RANK,
      content: (
        <NameFields
          value={form}
          onChange={update}
          preName={preName}
          authorRequired={authorRequired(form.rank)}
          errors={problems}
          showErrors={validation.submitted}
          preview={fullName}
          rank={form.rank}
          idPrefix="add-taxon"
        />
      ),
    },
    {
      id: 'status',
      title: 'Status',
      content: (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <TaxonomicStatusField value={form.taxonomicStatus} onChange={(taxonomicStatus) => update({ taxonomicStatus })} />
          {synonym && (
            <TaxonChooser
              label="Synonym til"
              value={form.synonymTo}
              onChange={(synonymTo) => update({ synonymTo })}
              requireAccess
              initialId={targetId}
              required
              error={validation.show(problems.synonymTo)}
              id={FIELDS.synonymTo.id}
              helperText={
                form.taxonomicStatus === 'NotInUse'
                  ? 'Taksonet navnet tidligere ble brukt om (ikke lenger i bruk).'
                  : 'Taksonet det nye navnet er synonym til.'
              }
            />
          )}
          <NomenclaturalStatusForm
            value={form.status}
            onChange={(status) => update({ status })}
            taxonomicStatus={form.taxonomicStatus}
            isFungus={isFungus}
          />
          {asksExistsInNorway(form) && <ExistsInNorwayField value={form.existsInNorway} onChange={(existsInNorway) => update({ existsInNorway })} />}
        </Box>
      ),
    },
    {
      id: 'vernacular',
      title: 'Populærnavn',
      locked: synonym && !form.synonymTo,
      lockedReason: LOCKED_UNTIL_SYNONYM_TARGET,
      content: synonym ? (
        <Alert severity="info">
          Synonymer har ikke egne populærnavn; de hører til taksonet.{' '}
          {form.synonymTo && (
            <Link component={RouterLink} to={`/edit-vernacular-names?id=${form.synonymTo.scientificNameId}`}>
              Rediger populærnavnene til {form.synonymTo.scientificName}
            </Link>
          )}
        </Alert>
      ) : (
        <>
          <p>Legg til populærnavn per språk, og velg hvilket navn som er anbefalt. Populærnavn er valgfrie.</p>
          <VernacularNamesEditor
            value={form.vernacular}
            onChange={(vernacular) => update({ vernacular })}
            showErrors={validation.submitted}
            id={FIELDS.vernacular.id}
          />
        </>
      ),
    },
    {
      id: 'finish',
      title: 'Ferdigstill',
      content: (
        <FinishStep
          showProblems={validation.submitted && !isValid(problems)}
          problems={linkedProblems(problems, FIELDS)}
          attemptKey={validation.attempts}
          pending={operation.isPending}
        >
          <Box className="add-taxon-summary">
            {fullName ? (
              <>
                Du legger til{' '}
                <strong>
                  <NameHtml html={nameHtmlFor(fullName, form.rank ?? '')} fallback={fullName} />
                </strong>{' '}
                {form.author.trim()} ({form.rank ? rankLabel(form.rank).toLowerCase() : ''},{' '}
                {taxonomicStatusLabel(form.taxonomicStatus).toLowerCase()})
                {form.parent && (
                  <>
                    {' '}
                    under <NameHtml html={form.parent.presentationNameHtml} fallback={form.parent.scientificName} />
                  </>
                )}
                {synonym && form.synonymTo && (
                  <>
                    {' '}
                    som {taxonomicStatusLabel(form.taxonomicStatus).toLowerCase()} til {form.synonymTo.scientificName}
                  </>
                )}
                .
              </>
            ) : (
              'Fyll ut navnet i steg 3.'
            )}
          </Box>
          <RemarkField value={form.remark} onChange={(remark) => update({ remark })} />
        </FinishStep>
      ),
    },
  ];

  return (
    <>
      <Typography variant="h1">Legg til vitenskapelig navn</Typography>
      <p>Opprett et nytt takson under et overordnet takson, eller et nytt synonym eller navn som ikke lenger er i bruk.</p>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Legg til vitenskapelig navn">
        <OperationStepper steps={steps} label="Steg for å legge til et navn" />
      </Box>
    </>
  );
}
