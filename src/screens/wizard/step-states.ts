import type { EtapeEncodageId } from '../../../domain/encoding-steps';
import { STEP_SCREENS, screenOfEtape, type StepScreen, type WizardKind } from '../../../domain/wizard-steps';

/**
 * How the step indicator draws a step: where the user is, saved already (before the screen the saved step
 * resumes at, even when the data is locked), open to visit, or not reached yet.
 */
export type StepState = 'current' | 'completed' | 'open' | 'closed';

export interface IndicatorStep<W extends WizardKind> {
  screen: StepScreen<W>;
  number: number;
  state: StepState;
  /** The wizard guard opens it: a link, unless it is the current one. */
  isOpen: boolean;
}

export function indicatorSteps<W extends WizardKind>(
  wizard: W,
  current: StepScreen<W>,
  open: ReadonlyArray<StepScreen<W>>,
  saved: EtapeEncodageId,
): Array<IndicatorStep<W>> {
  const steps: ReadonlyArray<{ screen: StepScreen<W>; number: number }> = STEP_SCREENS[wizard];
  const resumeIndex = steps.findIndex((step) => step.screen === screenOfEtape(wizard, saved));
  return steps.map(({ screen, number }, index) => {
    const isOpen = open.includes(screen);
    const state: StepState = screen === current ? 'current' : index < resumeIndex ? 'completed' : isOpen ? 'open' : 'closed';
    return { screen, number, state, isOpen };
  });
}
