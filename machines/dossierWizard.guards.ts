import type { TypeContactId } from '../domain/contact-types';
import { isAllowed } from '../domain/permissions';
import type { StepScreen, WizardKind } from '../domain/wizard-steps';
import { isOpen, screenAccess, type WizardDossier } from './access/wizardAccess';

/** What both wizards' guards read of their context and events. */
interface GuardArgs {
  context: { dossier: WizardDossier | null; droitId: number | null; userContactTypes: readonly TypeContactId[] };
  event: { type: string };
}

/**
 * The guards both wizard statecharts share. `isOpen` is the spec's wizard guard: a dossier the event brings
 * is the server's newer one, so the screen is judged with it. `isRequested` matches a GO_TO to that screen.
 * `mayComplete` is the matrix row "create or complete a dossier" (A, R, E), which the server asks before
 * creating a dossier or saving any screen: a screen whose save it would refuse never opens.
 */
export function wizardGuards<W extends WizardKind>(wizard: W) {
  return {
    isOpen: ({ context, event }: GuardArgs, { screen }: { screen: StepScreen<W> }) =>
      isOpen(
        screenAccess({
          wizard,
          dossier: 'dossier' in event ? (event.dossier as WizardDossier) : context.dossier,
          droitId: context.droitId,
          targetScreen: screen,
        }),
      ),
    mayComplete: ({ context }: GuardArgs) => context.userContactTypes.some((type) => isAllowed('COMPLETE_DOSSIER', type)),
    isRequested: ({ event }: GuardArgs, { screen }: { screen: StepScreen<W> }) =>
      // Stryker disable next-line ConditionalExpression,LogicalOperator: only the GO_TO transitions name this guard, and GO_TO always carries a screen; the tests narrow the event's type.
      event.type === 'GO_TO' && 'screen' in event &&
      event.screen === screen,
  };
}
