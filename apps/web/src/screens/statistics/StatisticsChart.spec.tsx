import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../test/mock-fetch';
import { renderPage } from '../../test/render';
import StatisticsChart from './StatisticsChart';

const DAYS = [
  { day: '2026-01-10', taxa: 13, names: 14, synonyms: 1, vernacular: { nb: 2, nn: 0, se: 1 } },
  { day: '2026-02-03', taxa: 13, names: 1015, synonyms: 2, vernacular: { nb: 2, nn: 0, se: 1 } },
];

describe('the counts over time on the statistics page', () => {
  it('draws the lines and offers the same figures as a table, newest day first', async () => {
    mockFetch([['/api/v1/Statistics/OverTime', () => ({ days: DAYS })]]);
    renderPage(<StatisticsChart />);
    const table = await screen.findByRole('table', { name: 'Utvikling over tid' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Dag',
      'Taksa',
      'Vitenskapelige navn',
      'Synonymer og navn ikke lenger i bruk',
      'Populærnavn (Norsk, bokmål)',
      'Populærnavn (Norsk, nynorsk)',
      'Populærnavn (Nordsamisk)',
    ]);
    const cells = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);
    expect(cells(rows[1]!)).toEqual(['03.02.2026', '13', '1\u00a0015', '2', '2', '0', '1']);
    expect(cells(rows[2]!)).toEqual(['10.01.2026', '13', '14', '1', '2', '0', '1']);
    expect(screen.getByText('Vis tallene som tabell')).toBeInTheDocument();
  });

  it('says so when the register is empty, and when the figures cannot be fetched', async () => {
    mockFetch([['/api/v1/Statistics/OverTime', () => ({ days: [] })]]);
    const empty = renderPage(<StatisticsChart />);
    expect(await screen.findByText('Registeret er tomt: ingen utvikling å vise ennå.')).toBeInTheDocument();
    empty.unmount();
    mockFetch([['/api/v1/Statistics/OverTime', () => ({ status: 500, body: { errorCode: 'X', detail: 'Feil' } })]]);
    renderPage(<StatisticsChart />);
    expect(await screen.findByText('Utviklingen over tid er ikke tilgjengelig akkurat nå.')).toBeInTheDocument();
  });
});
