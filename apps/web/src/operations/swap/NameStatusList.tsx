import { useCallback, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { statusFormToValues, TAXONOMIC_STATUSES, type NameAttribute, type NomenclaturalStatus, type TaxonomicStatus } from '@navnebase/domain';
import { NameHtml } from '../../components/NameHtml';
import { rankLabel } from '../../domain/ranks';
import { taxonomicStatusLabel } from '../../domain/statuses';
import {
  isStatusAttribute,
  NomenclaturalStatusForm,
  sameStatusForm,
  statusFormFromValues,
  TaxonomicStatusField,
  type NomenclaturalStatusFormValue,
} from '../shared';

/** One name in a status list (merge, swap/rearrange, split). */
export interface StatusRow {
  readonly key: number;
  readonly display: string;
  readonly html?: string;
  readonly author: string;
  readonly rank: string;
  /** The status the name has now (absent for a name created in the flow). */
  readonly originalStatus?: TaxonomicStatus;
  readonly isNew?: boolean;
  readonly nomenclaturalStatuses: readonly NomenclaturalStatus[];
  readonly attributes: readonly NameAttribute[];
  /** Extra text after the rank and status (the taxon the name comes from). */
  readonly note?: string;
}

/**
 * The nomenclatural sub-forms of a list of names: each starts from the name's stored values; only a form the user
 * changed is sent (a name left out keeps its statuses, cleared by the server where its new taxonomic status demands it).
 */
export const useNomenclaturalForms = () => {
  const [forms, setForms] = useState<Readonly<Record<number, NomenclaturalStatusFormValue>>>({});
  const formOf = useCallback((row: StatusRow) => forms[row.key] ?? statusFormFromValues(row.nomenclaturalStatuses, row.attributes), [forms]);
  const setForm = useCallback((key: number, value: NomenclaturalStatusFormValue) => setForms((all) => ({ ...all, [key]: value })), []);
  const changed = useCallback(
    (row: StatusRow) =>
      forms[row.key] !== undefined && !sameStatusForm(forms[row.key]!, statusFormFromValues(row.nomenclaturalStatuses, row.attributes)),
    [forms],
  );
  /** The values to send for a changed form (other attributes of the name kept), undefined when unchanged. */
  const payload = useCallback(
    (row: StatusRow): { nomenclaturalStatus: NomenclaturalStatus[]; attributes: NameAttribute[] } | undefined => {
      if (!changed(row)) return undefined;
      const { nomenclaturalStatuses, statusAttributes } = statusFormToValues(forms[row.key]!);
      return {
        nomenclaturalStatus: nomenclaturalStatuses,
        attributes: [...new Set([...row.attributes.filter((a) => !isStatusAttribute(a)), ...statusAttributes])],
      };
    },
    [forms, changed],
  );
  const reset = useCallback(() => setForms({}), []);
  return { formOf, setForm, changed, payload, reset };
};

export type NomenclaturalForms = ReturnType<typeof useNomenclaturalForms>;

export interface NameStatusListProps {
  readonly rows: readonly StatusRow[];
  readonly statusOf: (key: number) => TaxonomicStatus;
  readonly onStatus: (key: number, status: TaxonomicStatus) => void;
  readonly forms: NomenclaturalForms;
  readonly isFungus: boolean;
  /** Statuses a name may take (default all four). */
  readonly allowedStatuses?: (row: StatusRow) => readonly TaxonomicStatus[];
  /** A name whose status may not change: the text says why, and its choices are disabled. */
  readonly lockText?: (row: StatusRow) => string | undefined;
  /** Buttons beside a name (edit or delete a name created in the flow). */
  readonly actions?: (row: StatusRow) => ReactNode;
  /** Accessible name of the list. */
  readonly label: string;
  readonly error?: string;
  /** The id of the list's box (the problem summary links to it). */
  readonly id?: string;
}

/** Names with their taxonomic status (radio buttons) and, behind a button, their nomenclatural status sub-form. */
export function NameStatusList({
  rows,
  statusOf,
  onStatus,
  forms,
  isFungus,
  allowedStatuses,
  lockText,
  actions,
  label,
  error,
  id,
}: NameStatusListProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (key: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <Box id={id}>
      {error && (
        <Box className="field-error" role="alert" sx={{ color: 'error.main', mb: 1 }}>
          {error}
        </Box>
      )}
      <Box
        component="ul"
        aria-label={label}
        className="name-status-list"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        {rows.map((row) => {
          const status = statusOf(row.key);
          const locked = lockText?.(row);
          const allowed = allowedStatuses?.(row) ?? TAXONOMIC_STATUSES;
          const expanded = open.has(row.key);
          return (
            <Box
              component="li"
              key={row.key}
              className="name-status-row"
              data-name-id={row.key}
              sx={{ border: '1px solid', borderColor: error ? 'error.light' : 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
                <strong className="name-status-name">
                  <NameHtml html={row.html} fallback={row.display} />
                </strong>
                <span>{row.author}</span>
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.9em' }}>
                  ({rankLabel(row.rank)}
                  {row.originalStatus ? `, nå ${taxonomicStatusLabel(row.originalStatus).toLowerCase()}` : ', nytt navn'}
                  {row.note ? `, ${row.note}` : ''})
                </Box>
                {actions?.(row)}
              </Box>
              {locked && (
                <Box className="cannot-change-status" sx={{ color: 'text.secondary', fontStyle: 'italic', fontSize: '0.9em', mt: 0.5 }}>
                  {locked}
                </Box>
              )}
              <TaxonomicStatusField
                label={`Taksonomisk status for ${row.display}`}
                value={status}
                onChange={(next) => onStatus(row.key, next)}
                allowed={allowed.includes(status) ? allowed : [status, ...allowed]}
                disabled={Boolean(locked) && allowed.length <= 1}
              />
              <Box>
                <Button size="small" variant="text" aria-expanded={expanded} onClick={() => toggle(row.key)}>
                  {expanded ? 'Skjul nomenklatorisk status' : 'Nomenklatorisk status'}
                  {forms.changed(row) ? ' (endret)' : ''}
                </Button>
              </Box>
              {expanded && (
                <NomenclaturalStatusForm
                  legend={`Nomenklatorisk status for ${row.display}`}
                  value={forms.formOf(row)}
                  onChange={(value) => forms.setForm(row.key, value)}
                  taxonomicStatus={status}
                  isFungus={isFungus}
                />
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
