import { describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { emptyStatusForm, statusFormToValues, type TaxonomicStatus } from '@navnebase/domain';
import { renderPage } from '../../test/render';
import { NO_STATUS_CHOSEN_TEXT, NomenclaturalStatusForm } from './NomenclaturalStatusForm';
import type { NomenclaturalStatusFormValue } from './status-rules';

let latest: NomenclaturalStatusFormValue = emptyStatusForm();

function Harness({ isFungus = false, initialStatus = 'Synonym' as TaxonomicStatus }) {
  const [value, setValue] = useState(emptyStatusForm());
  const [status, setStatus] = useState<TaxonomicStatus>(initialStatus);
  latest = value;
  return (
    <>
      <button onClick={() => setStatus('Accepted')}>gjør gjeldende</button>
      <NomenclaturalStatusForm value={value} onChange={setValue} taxonomicStatus={status} isFungus={isFungus} />
    </>
  );
}

const check = (name: string | RegExp) => fireEvent.click(screen.getByRole('checkbox', { name }));

describe('NomenclaturalStatusForm', () => {
  it('offers nothing until the name has a bi-status, then warns until a status is chosen', () => {
    renderPage(<Harness />);
    expect(screen.queryByRole('radio', { name: 'Gyldig publisert' })).not.toBeInTheDocument();
    check('Navnet har nomenklatorisk status');
    expect(screen.getByText(NO_STATUS_CHOSEN_TEXT)).toBeInTheDocument();
    check('Illegitimt');
    expect(screen.queryByText(NO_STATUS_CHOSEN_TEXT)).not.toBeInTheDocument();
  });

  it('offers only nom. inval. and nom. nud. for a name that is not validly published, and clears the rest', () => {
    renderPage(<Harness />);
    check('Navnet har nomenklatorisk status');
    check('Illegitimt');
    check(/nom\. illeg\./);
    fireEvent.click(screen.getByRole('radio', { name: 'Ikke gyldig publisert' }));
    expect(screen.queryByRole('checkbox', { name: 'Illegitimt' })).not.toBeInTheDocument();
    check(/nom\. nud\./);
    expect(statusFormToValues(latest)).toEqual({ nomenclaturalStatuses: ['NotValidlyPublished'], statusAttributes: ['NomenNudum'] });
  });

  it('clears a sub-status with its parent', () => {
    renderPage(<Harness />);
    check('Navnet har nomenklatorisk status');
    check('Tvilsomt navn');
    check(/nom\. dub\./);
    check('Tvilsomt navn');
    expect(latest).toMatchObject({ dubious: false, nomDub: false });
  });

  it('clears what an accepted name may not have when the taxonomic status changes, and keeps the rest', () => {
    renderPage(<Harness />);
    check('Navnet har nomenklatorisk status');
    check('Tvilsomt navn');
    check('Forkastet');
    check('Feilaktig anvendt (misapplied)');
    fireEvent.click(screen.getByRole('button', { name: 'gjør gjeldende' }));
    expect(latest).toMatchObject({ dubious: true, rejected: false, misapplied: false, validlyPublished: true });
    expect(screen.getByText('Et gjeldende navn er alltid gyldig publisert.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Forkastet' })).not.toBeInTheDocument();
  });

  it('gives fungi the three-way choice conserved/sanctioned/neither, and others a conserved box', () => {
    renderPage(<Harness isFungus initialStatus="Accepted" />);
    check('Navnet har nomenklatorisk status');
    expect(screen.queryByRole('checkbox', { name: /Konservert/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Sanksjonert/ }));
    expect(statusFormToValues(latest).nomenclaturalStatuses).toEqual(['Sanctioned']);
    fireEvent.click(screen.getByRole('radio', { name: 'Ingen av delene' }));
    expect(statusFormToValues(latest).nomenclaturalStatuses).toEqual([]);
  });

  it('shows the outdated taxonomic view only for names not in use', () => {
    renderPage(<Harness initialStatus="NotInUse" />);
    check('Navnet har nomenklatorisk status');
    expect(screen.getByRole('checkbox', { name: 'Utdatert taksonomisk syn' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /^Konservert/ })).toBeInTheDocument();
  });
});
