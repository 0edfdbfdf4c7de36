import { describe, expect, it } from '@jest/globals';
import type { TaxonomicStatus } from '@navnebase/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import type { SubtreeDiff } from '../../api/taxon-name';
import type { TaxonNameInfo } from '../../api/types';
import { nameView } from '../../test/fixtures';
import { mockFetch } from '../../test/mock-fetch';
import { renderPage } from '../../test/render';
import SubtreeChangesPage from './SubtreeChangesPage';

const URSUS = {
  scientificNameId: 6,
  taxonId: 6,
  scientificNames: [nameView(6, 'Ursus', { taxonId: 6, author: 'Linnaeus, 1758', status: 'Accepted' })],
} as unknown as TaxonNameInfo;
const n = (scientificNameId: number, scientificName: string, taxonomicStatus: TaxonomicStatus, taxonId = 8) => ({
  scientificNameId,
  taxonId,
  scientificName,
  author: 'Phipps, 1774',
  rank: 'Species',
  taxonomicStatus,
});
const MERGE = {
  position: 9,
  operation: 'TaxaMerged',
  operationLabel: 'Taksa slått sammen',
  time: '2026-01-04T10:00:00.000Z',
  userName: 'Ada Admin',
  remark: 'Slått sammen',
};
const DIFF: SubtreeDiff = {
  scientificNameId: 6,
  taxonId: 6,
  from: { time: '2026-01-01T23:00:00.000Z', position: 3 },
  to: { time: '2026-01-05T23:00:00.000Z', position: 9 },
  counts: { added: 0, removed: 0, renamed: 0, statusChanged: 1, movedIn: 0, movedOut: 0, changed: 0 },
  items: [
    {
      change: 'statusChanged',
      changeLabel: 'Endret status',
      scientificNameId: 8,
      before: n(8, 'Ursus maritimus', 'Accepted'),
      after: n(8, 'Ursus maritimus', 'Synonym', 7),
      fields: ['taxonomicStatus', 'taxonId'],
      events: [MERGE],
    },
  ],
};

describe('SubtreeChangesPage', () => {
  it('shows what changed below the name between the two days, with the events, and asks again for other days', async () => {
    const fetch = mockFetch([
      ['/api/v1/TaxonName/ByScientificNameId/6', () => URSUS],
      ['/api/v1/TaxonName/Diff?scientificNameId=6&from=2026-01-02&to=2026-01-05', () => DIFF],
      ['/api/v1/TaxonName/Diff?scientificNameId=6&from=2026-01-02&to=2026-01-03', () => ({ ...DIFF, items: [] })],
    ]);
    renderPage(<SubtreeChangesPage />, {
      path: '/name-info/6/subtree-changes?from=2026-01-02&to=2026-01-05',
      route: '/name-info/:id/subtree-changes',
    });
    expect(await screen.findByText('1 endrede navn fra 02.01.2026 til 05.01.2026.')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Endret status/ });
    expect(within(row).getAllByRole('link', { name: 'Ursus maritimus' })[0]).toHaveAttribute('href', '/name-info/8');
    expect(row).toHaveTextContent('Endret: status, takson');
    expect(row).toHaveTextContent('Taksa slått sammen (Ada Admin): Slått sammen');
    fireEvent.change(screen.getByLabelText('Til dato'), { target: { value: '2026-01-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vis endringer' }));
    expect(await screen.findByText('Ingen endringer fra 02.01.2026 til 03.01.2026.')).toBeInTheDocument();
    expect(fetch.callsTo('/Diff')).toHaveLength(2);
  });

  it('shows the problem of a period it cannot show', async () => {
    mockFetch([
      ['/api/v1/TaxonName/ByScientificNameId/6', () => URSUS],
      [/\/Diff\?/, () => ({ status: 400, body: { errorCode: 'INVALID_REQUEST', detail: 'Fra-tidspunktet må være før til-tidspunktet.' } })],
    ]);
    renderPage(<SubtreeChangesPage />, {
      path: '/name-info/6/subtree-changes?from=2026-01-05&to=2026-01-02',
      route: '/name-info/:id/subtree-changes',
    });
    expect(await screen.findByText('Fra-tidspunktet må være før til-tidspunktet.')).toBeInTheDocument();
  });
});
