import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { EARLIER_STEPS_TEXT, OperationStepper, stepStates } from './OperationStepper';

describe('step locking', () => {
  it('locks every step after a locked one, with the nearest reason', () => {
    expect(
      stepStates([
        {},
        { locked: true, lockedReason: 'Velg plassering i treet og rang først.' },
        {},
        { locked: true, lockedReason: 'Velg synonym først.' },
        {},
      ]),
    ).toEqual([
      { number: 1, locked: false },
      { number: 2, locked: true, reason: 'Velg plassering i treet og rang først.' },
      { number: 3, locked: true, reason: 'Velg plassering i treet og rang først.' },
      { number: 4, locked: true, reason: 'Velg synonym først.' },
      { number: 5, locked: true, reason: 'Velg synonym først.' },
    ]);
  });

  it('numbers the shown steps only, and gives a general reason when none is given', () => {
    expect(stepStates([{ hidden: true }, {}, { locked: true }])).toEqual([
      { number: 0, locked: true },
      { number: 1, locked: false },
      { number: 2, locked: true, reason: EARLIER_STEPS_TEXT },
    ]);
  });

  it('shows a locked step visibly disabled with its reason instead of its content', () => {
    renderPage(
      <OperationStepper
        steps={[
          { id: 'a', title: 'Velg takson', content: <button>velg</button> },
          { id: 'b', title: 'Populærnavn', locked: true, lockedReason: 'Velg et takson først.', content: <button>skjult</button> },
          { id: 'c', title: 'Ferdigstill', content: <button>publiser</button> },
        ]}
      />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(within(steps[0]!).getByRole('heading', { name: '1. Velg takson' })).toBeInTheDocument();
    expect(within(steps[0]!).getByRole('button', { name: 'velg' })).toBeInTheDocument();
    expect(steps[1]).toHaveAttribute('data-locked', 'true');
    expect(within(steps[1]!).getByRole('heading', { name: /2\. Populærnavn.*låst/ })).toBeInTheDocument();
    expect(within(steps[1]!).getByText('Velg et takson først.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'skjult' })).not.toBeInTheDocument();
    expect(within(steps[2]!).getByText('Velg et takson først.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'publiser' })).not.toBeInTheDocument();
  });
});
