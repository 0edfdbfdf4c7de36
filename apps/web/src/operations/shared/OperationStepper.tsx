import { useId, type ReactNode } from 'react';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface OperationStep {
  readonly id: string;
  readonly title: string;
  /** The step cannot be used yet. */
  readonly locked?: boolean;
  /** Why it is locked (shown in place of the content). */
  readonly lockedReason?: string;
  readonly content: ReactNode;
  /** Hide the step entirely (steps are numbered without it). */
  readonly hidden?: boolean;
}

export interface StepState {
  readonly number: number;
  readonly locked: boolean;
  readonly reason?: string;
}

/** The element id of a step (the problem summary links to a step when a problem has no single field). */
export const stepElementId = (stepId: string): string => `steg-${stepId}`;

/** A step as the field a problem speaks of. */
export const stepField = (stepId: string, label: string) => ({ id: stepElementId(stepId), label });

/** Spec 2 §8: a step waits for the ones above it. */
export const EARLIER_STEPS_TEXT = 'Fyll ut skjemaet først';

/**
 * Steps unlock in order: a step is locked when it is locked itself or any step before it is. Its reason is its own,
 * else the reason of the nearest locked step before it. Hidden steps take no number.
 */
export const stepStates = (steps: readonly Pick<OperationStep, 'locked' | 'lockedReason' | 'hidden'>[]): StepState[] => {
  let number = 0;
  let earlierReason: string | undefined;
  let earlierLocked = false;
  return steps.map((step) => {
    if (step.hidden) return { number: 0, locked: true };
    number += 1;
    const locked = Boolean(step.locked) || earlierLocked;
    const reason = step.locked ? (step.lockedReason ?? EARLIER_STEPS_TEXT) : earlierLocked ? (earlierReason ?? EARLIER_STEPS_TEXT) : undefined;
    if (step.locked) {
      earlierLocked = true;
      earlierReason = step.lockedReason ?? earlierReason;
    }
    return { number, locked, ...(reason ? { reason } : {}) };
  });
};

/** The steps of an operation screen: numbered sections with headings; a locked step shows why instead of its content. */
export function OperationStepper({ steps, label }: { steps: readonly OperationStep[]; label?: string }) {
  const baseId = useId();
  const states = stepStates(steps);
  return (
    <Box
      component="ol"
      aria-label={label ?? 'Steg'}
      className="operation-steps"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      {steps.map((step, index) => {
        const state = states[index]!;
        if (step.hidden) return null;
        const headingId = `${baseId}-${step.id}`;
        return (
          <Box
            component="li"
            key={step.id}
            id={stepElementId(step.id)}
            tabIndex={-1}
            className={`operation-step${state.locked ? ' operation-step--locked' : ''}`}
            data-step={step.id}
            data-locked={state.locked ? 'true' : 'false'}
            aria-labelledby={headingId}
            sx={{ borderLeft: '4px solid', borderColor: state.locked ? 'grey.400' : 'primary.main', pl: 2, py: 0.5 }}
          >
            <Typography variant="h2" id={headingId} sx={{ color: state.locked ? 'text.secondary' : 'text.primary', mt: 0 }}>
              {state.number}. {step.title}
              {state.locked && (
                <Box component="span" sx={{ fontSize: '0.8em', fontWeight: 400 }}>
                  {' '}
                  <LockOutlined aria-hidden="true" fontSize="inherit" sx={{ verticalAlign: '-0.1em' }} /> (låst)
                </Box>
              )}
            </Typography>
            {state.locked ? (
              <Box className="step-locked-reason" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                {state.reason}
              </Box>
            ) : (
              step.content
            )}
          </Box>
        );
      })}
    </Box>
  );
}
