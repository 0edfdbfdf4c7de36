import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { NOMENCLATURAL_STATUSES, RANKS, TAXONOMIC_STATUS_LABELS, TAXONOMIC_STATUSES, VERNACULAR_NAME_STATUSES } from '@navnebase/domain';
import { renderPage } from '../../test/render';
import GlossaryPage from './GlossaryPage';

describe('GlossaryPage', () => {
  it('lists every rank with an anchor rank-<Rank>', () => {
    const { container } = renderPage(<GlossaryPage />);
    const list = screen.getByTestId('glossary-ranks');
    expect(within(list).getAllByRole('term')).toHaveLength(RANKS.length);
    for (const r of RANKS) {
      const entry = container.querySelector(`#rank-${r.rank}`);
      expect(entry).not.toBeNull();
      expect(entry).toHaveTextContent(r.label);
    }
    expect(RANKS.map((r) => r.rank)).toEqual(
      expect.arrayContaining(['Root', 'Sphere', 'Kingdom', 'Species', 'Subspecies', 'Variety', 'Form', 'Unknown']),
    );
    expect(RANKS).toHaveLength(28);
  });

  it('lists every taxonomic status with an anchor status-<Status>, and the other status lists', () => {
    const { container } = renderPage(<GlossaryPage />);
    expect(TAXONOMIC_STATUSES).toEqual(['Accepted', 'Unresolved', 'Synonym', 'NotInUse']);
    for (const s of TAXONOMIC_STATUSES) expect(container.querySelector(`#status-${s}`)).toHaveTextContent(TAXONOMIC_STATUS_LABELS[s]);
    for (const s of NOMENCLATURAL_STATUSES) expect(container.querySelector(`#nomenclatural-${s}`)).not.toBeNull();
    for (const s of VERNACULAR_NAME_STATUSES) expect(container.querySelector(`#vernacular-${s}`)).not.toBeNull();
  });

  it('defines the terms of spec 2 §2.11', () => {
    renderPage(<GlossaryPage />);
    for (const term of [
      'Vitenskapelig navn',
      'Takson',
      'Synonym',
      'Populærnavn',
      'Klassifikasjon',
      'Taksonomisk rang',
      'Taksonomisk status',
      'Livets tre',
    ]) {
      expect(screen.getAllByText(term, { selector: 'dt' }).length).toBeGreaterThan(0);
    }
  });
});
