import { useEffect, useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { clearStatusForm, statusChoices, type ConservedSanctioned, type TaxonomicStatus } from '@navnebase/domain';
import { hasNoStatusChosen, sameStatusForm, type NomenclaturalStatusFormValue, type StatusFlag } from './status-rules';

export const NO_STATUS_CHOSEN_TEXT = 'Ingen nomenklatorisk status er valgt. Velg en status nedenfor, eller fjern krysset for nomenklatorisk status.';

export interface NomenclaturalStatusFormProps {
  readonly value: NomenclaturalStatusFormValue;
  readonly onChange: (value: NomenclaturalStatusFormValue) => void;
  /** The name's taxonomic status decides which choices there are and what is cleared. */
  readonly taxonomicStatus: TaxonomicStatus;
  /** Fungi (scientific name id 975) get the three-way conserved/sanctioned/neither choice. */
  readonly isFungus: boolean;
  /** Heading of the group. */
  readonly legend?: string;
  readonly disabled?: boolean;
}

/**
 * The nomenclatural (bi-)status sub-form (spec 1 §3–4, spec 2 §4.1): every change goes through the clearing rules
 * for the name's taxonomic status; a change of taxonomic status clears what it no longer allows and keeps the rest.
 */
export function NomenclaturalStatusForm({
  value,
  onChange,
  taxonomicStatus,
  isFungus,
  legend = 'Nomenklatorisk status',
  disabled = false,
}: NomenclaturalStatusFormProps) {
  const id = useId();
  const context = { isFungus };
  const change = (patch: Partial<NomenclaturalStatusFormValue>) => onChange(clearStatusForm({ ...value, ...patch }, taxonomicStatus, context));

  // A new taxonomic status (or kingdom) clears what it does not allow; the rest stays.
  useEffect(() => {
    const cleared = clearStatusForm(value, taxonomicStatus, context);
    if (!sameStatusForm(cleared, value)) onChange(cleared);
  }, [taxonomicStatus, isFungus]);

  const choices = statusChoices(taxonomicStatus, value, context);
  const flag = (name: StatusFlag, label: ReactNode, children?: ReactNode) => (
    <Box key={name}>
      <FormControlLabel
        control={<Checkbox checked={value[name]} onChange={(e) => change({ [name]: e.target.checked })} disabled={disabled} />}
        label={label}
      />
      {children && value[name] && (
        <Box
          role="group"
          aria-label={typeof label === 'string' ? `Underkategorier for ${label}` : undefined}
          sx={{ pl: 4, display: 'flex', flexDirection: 'column' }}
        >
          {children}
        </Box>
      )}
    </Box>
  );

  return (
    <FormControl
      component="fieldset"
      className="nomenclatural-status-form"
      disabled={disabled}
      sx={{ display: 'block', border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <FormLabel component="legend" sx={{ px: 0.5 }}>
        {legend}
      </FormLabel>
      <FormControlLabel
        control={<Checkbox checked={value.hasBiStatus} onChange={(e) => change({ hasBiStatus: e.target.checked })} />}
        label="Navnet har nomenklatorisk status"
      />
      {!value.hasBiStatus && (
        <Box sx={{ color: 'text.secondary', fontSize: '0.9rem', pl: 4 }}>
          Kryss av for å velge nomenklatorisk status (gyldig publisert, konservert, tvilsomt, illegitimt …).
        </Box>
      )}
      {value.hasBiStatus && (
        <Box sx={{ pl: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {hasNoStatusChosen(value) && (
            <Alert severity="warning" sx={{ my: 0.5 }} className="no-status-chosen">
              {NO_STATUS_CHOSEN_TEXT}
            </Alert>
          )}
          {choices.validlyPublished ? (
            <FormControl>
              <FormLabel id={`${id}-valid`}>Publisering</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${id}-valid`}
                value={value.validlyPublished ? 'valid' : 'invalid'}
                onChange={(e) => change({ validlyPublished: e.target.value === 'valid' })}
              >
                <FormControlLabel value="valid" control={<Radio />} label="Gyldig publisert" />
                <FormControlLabel value="invalid" control={<Radio />} label="Ikke gyldig publisert" />
              </RadioGroup>
            </FormControl>
          ) : (
            <Box sx={{ color: 'text.secondary', fontSize: '0.9rem' }}>Et gjeldende navn er alltid gyldig publisert.</Box>
          )}
          {choices.notValidSubStatuses && (
            <Box role="group" aria-label="Ikke gyldig publisert" sx={{ pl: 2, display: 'flex', flexDirection: 'column' }}>
              {flag('nomInval', 'nom. inval. (nomen invalidum)')}
              {flag('nomNud', 'nom. nud. (nomen nudum)')}
            </Box>
          )}
          {choices.conserved && flag('conserved', 'Konservert (nom. conserv.)')}
          {choices.conservedSanctioned && (
            <FormControl>
              <FormLabel id={`${id}-cons`}>Konservert eller sanksjonert (sopp)</FormLabel>
              <RadioGroup
                aria-labelledby={`${id}-cons`}
                value={value.conservedSanctionedNull ?? 'null'}
                onChange={(e) => change({ conservedSanctionedNull: (e.target.value === 'null' ? null : e.target.value) as ConservedSanctioned })}
              >
                <FormControlLabel value="conserved" control={<Radio />} label="Konservert (nom. conserv.)" />
                <FormControlLabel value="sanctioned" control={<Radio />} label="Sanksjonert (nom. sanct.)" />
                <FormControlLabel value="null" control={<Radio />} label="Ingen av delene" />
              </RadioGroup>
            </FormControl>
          )}
          {choices.dubious &&
            flag('dubious', 'Tvilsomt navn', [flag('nomAmbig', 'nom. ambig. (nomen ambiguum)'), flag('nomDub', 'nom. dub. (nomen dubium)')])}
          {choices.illegitimate &&
            flag('illegitimate', 'Illegitimt', [
              flag('nomIlleg', 'nom. illeg. (nomen illegitimum)'),
              flag('nomSuperfl', 'nom. superfl. (nomen superfluum)'),
              flag('youngHomonym', 'Yngre homonym'),
            ])}
          {choices.rejected && flag('rejected', 'Forkastet', [flag('nomRej', 'nom. rej. (nomen rejiciendum)')])}
          {choices.orthographic &&
            flag('orthographic', 'Ortografisk variant', [
              flag('orthVar', 'orth. var. (orthographia varians)'),
              flag('nomConf', 'nom. conf. (nomen confusum)'),
            ])}
          {choices.misapplied && flag('misapplied', 'Feilaktig anvendt (misapplied)')}
          {choices.notInUse && flag('notInUse', 'Utdatert taksonomisk syn')}
        </Box>
      )}
    </FormControl>
  );
}
