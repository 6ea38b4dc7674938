import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import type { AnyStateMachine } from 'xstate';
import type { StepScreen, WizardKind } from '../../../domain/wizard-steps';
import { introductionWizardMachine } from '../../../machines/introductionWizard.machine';
import { initiationWizardMachine } from '../../../machines/initiationWizard.machine';
import type { InitiationWizardEvent, IntroductionWizardEvent } from '../../../machines/dossierWizard.types';
import type { DossierDetail } from '../../api/dossiers/types';
import { stepTo } from '../../paths/wizard-paths';
import { useSession } from '../../session/SessionContext';
import type { WizardReturn } from './step-search';
import { toWizardDossier } from '../../api/wizard/wizard-dossier';
import { wizardContextOf } from './wizard-dossier';
import { inspect } from '../../machines-inspection';

/**
 * What a screen tells the wizard's statechart, which decides where the user goes next (always a screen
 * the wizard guard opens) and shows it by navigating there.
 */
export interface WizardFlow {
  /** The server saved the screen: go to the next screen its dossier opens; false when none opens yet. */
  next(detail: DossierDetail): boolean;
  previous(): void;
  /** The setup screen created the dossier: go to its first step. */
  created(detail: DossierDetail): void;
  /** Introduction: the provider's submission was accepted; false when the machine refuses it (not an Authority). */
  submitted(detail: DossierDetail): boolean;
}

/** The screen of the address, or the setup screen (no dossier yet). */
type FlowScreen = StepScreen<WizardKind> | 'chequeSetup';

/** Either machine's actor, as the screens use it: an event of the other wizard is simply not handled. */
interface FlowActor {
  send(event: IntroductionWizardEvent | InitiationWizardEvent): void;
  getSnapshot(): { value: unknown };
}

/** showScreen of both machines: navigate, unless the address already shows that screen. */
function useShowScreen(wizard: WizardKind, current: FlowScreen) {
  const navigate = useNavigate();
  const latest = useRef({ navigate, current });
  useEffect(() => {
    latest.current = { navigate, current };
  });
  return ({ context }: { context: { dossierId: number | null } }, { screen }: { screen: StepScreen<WizardKind> }) => {
    if (context.dossierId === null || screen === latest.current.current) return;
    void latest.current.navigate({ to: stepTo(wizard, screen), params: { dossierId: String(context.dossierId) } });
  };
}

/** `returnTo`: the screen the address asks to come back to after saving (`?retour=`). */
export function useWizardFlow(wizard: WizardKind, screen: FlowScreen, detail: DossierDetail | null, returnTo?: WizardReturn): WizardFlow {
  const session = useSession((s) => s.context);
  const known = (fresh: DossierDetail) => ({ dossier: toWizardDossier(fresh), userContactTypes: wizardContextOf(wizard, session, fresh).userContactTypes });
  const showScreen = useShowScreen(wizard, screen);
  // Restored at the screen of the address with the dossier as loaded: no entry action runs, nothing navigates.
  const [start] = useState(() => {
    const context = wizardContextOf(wizard, session, detail);
    const logic: AnyStateMachine =
      wizard === 'introduction' ? introductionWizardMachine.provide({ actions: { showScreen } }) : initiationWizardMachine.provide({ actions: { showScreen } });
    return { logic, snapshot: logic.resolveState({ value: screen, context }) };
  });
  const actor: FlowActor = useActorRef(start.logic, { snapshot: start.snapshot, inspect });

  useEffect(() => {
    // A newer dossier in the cache (a save, a reload after a conflict) is what the guard must judge with.
    if (detail) actor.send({ type: 'SAVED', ...known(detail) });
  }, [actor, detail]);
  useEffect(() => {
    // The step indicator, the back button or a typed address moved: the route guard has already let the user in.
    if (screen !== 'chequeSetup' && actor.getSnapshot().value !== screen) actor.send({ type: 'GO_TO', screen });
  }, [actor, screen]);

  const moved = (send: () => void) => {
    // A move the unsaved-changes guard held back (the user stayed) left the statechart on the screen it
    // asked for: it starts again from the screen the address shows.
    if (screen !== 'chequeSetup' && actor.getSnapshot().value !== screen) actor.send({ type: 'GO_TO', screen });
    const before = actor.getSnapshot().value;
    send();
    return actor.getSnapshot().value !== before;
  };
  return {
    next: (fresh) =>
      moved(() => {
        actor.send({ type: 'SAVED', ...known(fresh) });
        // Opened from the recap's "Modifier": back to the recap when it still opens, else on as usual.
        if (returnTo) actor.send({ type: 'GO_TO', screen: returnTo });
        if (actor.getSnapshot().value === screen) actor.send({ type: 'NEXT' });
      }),
    previous: () => void moved(() => actor.send({ type: 'PREVIOUS' })),
    created: (fresh) => actor.send({ type: 'CREATED', dossierId: fresh.id, dossier: toWizardDossier(fresh) }),
    submitted: (fresh) => moved(() => actor.send({ type: 'SUBMITTED', dossier: toWizardDossier(fresh) })),
  };
}
