import { describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { VernacularNamesEditor } from './VernacularNamesEditor';
import { entriesFromNames, type VernacularEntry } from './vernacular-rules';

let latest: VernacularEntry[] = [];

function Harness({ showErrors = false }) {
  const [value, setValue] = useState(() =>
    entriesFromNames([
      { id: 1, nameId: 1, vernacularName: 'rødrev', vernacularNameStatus: 'Recommended', languageIsoCode: 'nb', comment: '', reference: '' },
      { id: 2, nameId: 2, vernacularName: 'rev', vernacularNameStatus: 'NotRecommended', languageIsoCode: 'nb', comment: '', reference: '' },
    ]),
  );
  latest = value;
  return <VernacularNamesEditor value={value} onChange={setValue} showErrors={showErrors} />;
}

const section = (language: string) => document.querySelector(`section[data-language="${language}"]`) as HTMLElement;

describe('VernacularNamesEditor', () => {
  it('marks a removed existing name for deletion and restores it with undo', () => {
    renderPage(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Fjern rev' }));
    expect(screen.getByText('(slettes når du publiserer)')).toBeInTheDocument();
    expect(latest.find((e) => e.nameId === 2)?.operation).toBe('deleted');
    fireEvent.click(screen.getByRole('button', { name: 'Angre sletting av rev' }));
    expect(latest.find((e) => e.nameId === 2)?.operation).toBe('none');
    expect(screen.queryByText('(slettes når du publiserer)')).not.toBeInTheDocument();
  });

  it('adds a name with focus in it, marks a duplicate at once, and asks for a recommended name after submit', () => {
    renderPage(<Harness showErrors />);
    const nb = section('nb');
    fireEvent.click(within(nb).getByRole('button', { name: 'Legg til navn på norsk, bokmål' }));
    const input = within(nb).getByRole('textbox', { name: 'Populærnavn 3 (nb)' });
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'Rev' } });
    expect(within(nb).getByText('Duplikat navn')).toBeInTheDocument();
    expect(within(nb).getByText(/Alle navn må være unike\./)).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'vanlig rødrev' } });
    expect(within(nb).queryByText('Duplikat navn')).not.toBeInTheDocument();
    fireEvent.click(within(nb).getByRole('radio', { name: 'Anbefalt navn: vanlig rødrev' }));
    expect(latest.filter((e) => e.recommended).map((e) => e.vernacularName)).toEqual(['vanlig rødrev']);
    fireEvent.click(within(nb).getByRole('button', { name: 'Fjern vanlig rødrev' }));
    expect(within(nb).getByText('Du må velge et anbefalt navn.')).toBeInTheDocument();
  });

  it('recommends a single name in a language by itself', () => {
    renderPage(<Harness />);
    const se = section('se');
    fireEvent.click(within(se).getByRole('button', { name: 'Legg til navn på nordsamisk' }));
    fireEvent.change(within(se).getByRole('textbox', { name: 'Populærnavn 1 (se)' }), { target: { value: 'rukses' } });
    expect(within(se).getByRole('radio', { name: 'Anbefalt navn: rukses' })).toBeChecked();
    expect(latest.find((e) => e.vernacularName === 'rukses')).toMatchObject({ operation: 'added', recommended: true, languageIsoCode: 'se' });
  });
});
