import { StatutDossier } from '../domain/dossier-status';
import { EtapeEncodage } from '../domain/encoding-steps';
import { stepScreens, type StepScreen, type WizardKind } from '../domain/wizard-steps';
import { screenAccess, type WizardDossier } from './access/wizardAccess';
import type { DossierWizardContext } from './dossierWizard.types';
import { initiationWizardMachine } from './initiationWizard.machine';
import { introductionWizardMachine } from './introductionWizard.machine';

/**
 * The dossier wizards restored from what the server sent (the dossier, the caller's right and contact
 * types), and asked what a route may open: the browser's routes and the server's tests ask the same
 * statechart the screens run, so the drawn chart, the route and the server answer from one place. The
 * contact types it is opened with come from ./dossierWizard.context.ts.
 */

/** A dossier as POST /dossiers/add returns it: in introduction, at its first step, nothing chosen yet. */
export const NEW_WIZARD_DOSSIER: WizardDossier = {
  statut: StatutDossier.DOSSIER_INTRODUCTION,
  etapeEncodage: EtapeEncodage.DossierAide,
  hasCompetences: false,
  providerContactTypes: [],
};

const MACHINES = { introduction: introductionWizardMachine, initiation: initiationWizardMachine };

/** The wizard as the setup screen holds it, opened with what the server sent: no entry action runs. */
export function restoreDossierWizard(wizard: WizardKind, context: DossierWizardContext) {
  return MACHINES[wizard].resolveState({ value: 'chequeSetup', context });
}

/** The machine's own named guard, asked through the machine (its implementations), not a copy of its rule. */
function machineGuard(wizard: WizardKind, name: 'mayComplete', context: DossierWizardContext): boolean {
  const guard = MACHINES[wizard].implementations.guards[name] as (args: { context: DossierWizardContext; event: { type: string } }) => boolean;
  // Stryker disable next-line ObjectLiteral,StringLiteral: mayComplete reads the context only; the event is there for the guard's signature.
  return guard({ context, event: { type: 'GO_TO' } });
}

/** Whether the setup screen opens: in, not found, or a refusal said in words. */
export type WizardSetupVerdict = { open: true } | { notFound: true } | { refused: 'createDossier' | 'completeDossier' };

/** Whether a dossier's address opens its screen, or sends to another. */
export type WizardRouteVerdict<W extends WizardKind> = WizardSetupVerdict | { redirect: StepScreen<W> };

const OPEN = { open: true } as const;
const NOT_FOUND = { notFound: true } as const;

/**
 * The setup screen ('') exists to create a dossier (POST /dossiers/add): it opens when the machine takes the
 * creation. The other wizard's right gives not found (the spec's "wrong role"); a right without an
 * organisation it may file for is told why.
 */
export function wizardSetupVerdict(wizard: WizardKind, context: DossierWizardContext): WizardSetupVerdict {
  if (isUnknown(wizard, { ...context, dossier: NEW_WIZARD_DOSSIER })) return NOT_FOUND;
  const created = { type: 'CREATED', dossierId: 0, dossier: NEW_WIZARD_DOSSIER } as const;
  return restoreDossierWizard(wizard, context).can(created) ? OPEN : { refused: 'createDossier' };
}

/** The screens the machine opens on the address, in order (GO_TO each). */
function openScreens<W extends WizardKind>(wizard: W, context: DossierWizardContext): Array<StepScreen<W>> {
  const snapshot = restoreDossierWizard(wizard, context);
  return stepScreens(wizard).filter((screen) => snapshot.can({ type: 'GO_TO', screen } as never));
}

/** The wizard guard as the machine's `isOpen` asks it, for a screen. */
function guardOf<W extends WizardKind>(wizard: W, context: DossierWizardContext, targetScreen: StepScreen<W>) {
  return screenAccess({ wizard, dossier: context.dossier, droitId: context.droitId, targetScreen });
}

/** The wizard guard's first rule: the dossier did not load, or the right is the other wizard's. */
function isUnknown(wizard: WizardKind, context: DossierWizardContext): boolean {
  return 'notFound' in guardOf(wizard, context, 'cheque');
}

/**
 * A dossier's address, for a step (`screen`) or alone (null, resuming): a caller who may not complete the
 * dossier is told why; a step opens when the machine takes GO_TO that screen, else goes where the wizard
 * guard the machine asks sends it (the spec's "screen matching the saved step"); the dossier alone resumes
 * at the furthest screen the machine opens, as the step indicator does; not found when none opens.
 */
export function wizardScreenVerdict<W extends WizardKind>(wizard: W, context: DossierWizardContext, screen: StepScreen<W> | null): WizardRouteVerdict<W> {
  if (!isUnknown(wizard, context) && !machineGuard(wizard, 'mayComplete', context)) return { refused: 'completeDossier' };
  const open = openScreens(wizard, context);
  if (
    // Stryker disable next-line ConditionalExpression: the open screens never include null; the test narrows the type.
    screen !== null &&
    open.includes(screen)
  )
    return OPEN;
  const access = screen === null ? null : guardOf(wizard, context, screen);
  if (access !== null && 'redirect' in access) return access;
  const furthest = open.at(-1);
  return furthest === undefined ? NOT_FOUND : { redirect: furthest };
}
