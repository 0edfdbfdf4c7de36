import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { isTaxonomicStatus, TAXONOMIC_STATUS_LABELS, TAXONOMIC_STATUSES, type TaxonomicStatus } from '@navnebase/domain';

/** Taxonomic status as radio buttons (required; default accepted). `allowed` narrows the choices. */
export function TaxonomicStatusField({
  value,
  onChange,
  allowed = TAXONOMIC_STATUSES,
  label = 'Taksonomisk status',
  error,
  disabled = false,
}: {
  value: TaxonomicStatus;
  onChange: (status: TaxonomicStatus) => void;
  allowed?: readonly TaxonomicStatus[];
  label?: string;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <FormControl required error={Boolean(error)} disabled={disabled} className="taxonomic-status-field">
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={id} value={value} onChange={(e) => isTaxonomicStatus(e.target.value) && onChange(e.target.value)}>
        {allowed.map((status) => (
          <FormControlLabel key={status} value={status} control={<Radio />} label={TAXONOMIC_STATUS_LABELS[status]} />
        ))}
      </RadioGroup>
      {error && <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText>}
    </FormControl>
  );
}

/** "Finnes i Norge?" yes/no (only for the accepted or unresolved name at species rank and below). */
export function ExistsInNorwayField({
  value,
  onChange,
  disabled = false,
}: {
  value: boolean;
  onChange: (value: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <FormControl disabled={disabled} className="exists-in-norway-field">
      <FormLabel id={id}>Finnes i Norge?</FormLabel>
      <RadioGroup row aria-labelledby={id} value={value ? 'yes' : 'no'} onChange={(e) => onChange(e.target.value === 'yes')}>
        <FormControlLabel value="yes" control={<Radio />} label="Ja" />
        <FormControlLabel value="no" control={<Radio />} label="Nei" />
      </RadioGroup>
      <FormHelperText sx={{ mx: 0 }}>Gjelder bare gjeldende eller uavklart navn på art eller lavere rang.</FormHelperText>
    </FormControl>
  );
}
