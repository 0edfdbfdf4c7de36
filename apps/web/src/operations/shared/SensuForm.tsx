import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { clearSensuForm, type Sensu } from '@navnebase/domain';
import type { SensuFormValue } from './sensu-rules';

/** The sensu / aggregate sub-form (spec 1 §3 "Sensu form", §4 "Sensu rules"); every change goes through the clearing rules. */
export function SensuForm({
  value,
  onChange,
  disabled = false,
}: {
  value: SensuFormValue;
  onChange: (value: SensuFormValue) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const change = (patch: Partial<SensuFormValue>) => onChange(clearSensuForm({ ...value, ...patch }));
  return (
    <FormControl
      component="fieldset"
      className="sensu-form"
      disabled={disabled}
      sx={{ display: 'block', border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <FormLabel component="legend" sx={{ px: 0.5 }}>
        Aggregat og sensu
      </FormLabel>
      <FormControlLabel
        control={
          <Checkbox
            checked={value.isAggColl}
            onChange={(e) => change({ isAggColl: e.target.checked, ...(e.target.checked ? {} : { sensu: 'none' as Sensu }) })}
          />
        }
        label="Navnet er et aggregat, en kollektivart eller brukt i vid/snever forstand"
      />
      {value.isAggColl && (
        <Box sx={{ pl: 4, display: 'flex', flexDirection: 'column' }}>
          <FormControlLabel
            control={<Checkbox checked={value.isAgg} onChange={(e) => change({ isAgg: e.target.checked })} />}
            label="Aggregat (agg.)"
          />
          <FormControlLabel
            control={<Checkbox checked={value.isColl} onChange={(e) => change({ isColl: e.target.checked })} />}
            label="Kollektivart (coll.)"
          />
          <FormControl>
            <FormLabel id={`${id}-sensu`}>Sensu</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${id}-sensu`}
              value={value.sensu}
              onChange={(e) => change({ sensu: e.target.value as Sensu, isSensuLato: false, isSensuStricto: false })}
            >
              <FormControlLabel value="none" control={<Radio />} label="Ingen" />
              <FormControlLabel value="lato" control={<Radio />} label="Sensu lato (s.lat.)" />
              <FormControlLabel value="stricto" control={<Radio />} label="Sensu stricto (s.str.)" />
            </RadioGroup>
          </FormControl>
        </Box>
      )}
    </FormControl>
  );
}
