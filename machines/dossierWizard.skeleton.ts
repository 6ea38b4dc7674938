import { and } from 'xstate';
import { screenTitle, stepScreens, type StepScreen, type WizardKind } from '../domain/wizard-steps';
import type { CreatedEvent, DossierWizardContext } from './dossierWizard.types';

/**
 * What both dossier wizards are built from (issue 30: one skeleton): the setup screen where the voucher creates
 * the dossier, GO_TO any screen the wizard guard opens, and one state per numbered screen in the order of
 * domain/wizard-steps.ts, showing its screen on entry, NEXT to the following screen and PREVIOUS to the one before
 * when the guard opens them. Each wizard says only what is its own: each screen's description, where a screen has
 * no NEXT or no PREVIOUS, its own extra transitions, and its final screen.
 */

/** What a wizard says of one of its numbered screens. */
export interface StepOptions {
  description: string;
  /** false: the screen does not lead on to the next one by NEXT. */
  next?: false;
  /** false: the screen does not lead back to the one before by PREVIOUS. */
  previous?: false;
  /** Transitions of this screen besides NEXT and PREVIOUS. */
  on?: Record<string, unknown>;
  /** The wizard ends on this screen. */
  final?: true;
}

/** A guarded move to another screen of wizard W, described in French with the screen's name. */
function moveTo<W extends WizardKind>(wizard: W, screen: StepScreen<W>, description: (title: string) => string) {
  return { guard: { type: 'isOpen' as const, params: { screen } }, target: screen, description: description(screenTitle(wizard, screen)) };
}

/** A numbered screen's state, as the skeleton builds it. */
interface StepState<W extends WizardKind> {
  description: string;
  type?: 'final';
  entry: { type: 'showScreen'; params: { screen: StepScreen<W> } };
  on?: Record<string, unknown>;
}

/** The numbered screens' states of wizard W, from what the wizard says of each. */
export function stepStates<W extends WizardKind>(wizard: W, steps: { [S in StepScreen<W>]: StepOptions }) {
  const screens = stepScreens(wizard);
  return Object.fromEntries(
    screens.map((screen, index) => {
      const { description, next, previous, on, final } = steps[screen];
      const following = final || next === false ? undefined : screens[index + 1];
      const preceding = final || previous === false ? undefined : screens[index - 1];
      const transitions = {
        ...(following && { NEXT: moveTo(wizard, following, (title) => `Enregistré : l'écran suivant, « ${title} », s'il est ouvert.`) }),
        ...(preceding && { PREVIOUS: moveTo(wizard, preceding, (title) => `Retour à l'écran précédent, « ${title} », s'il est ouvert.`) }),
        ...on,
      };
      return [
        screen,
        {
          description,
          ...(final && { type: 'final' as const }),
          entry: { type: 'showScreen' as const, params: { screen } },
          ...(Object.keys(transitions).length > 0 && { on: transitions }),
        },
      ];
    }),
  ) as { [S in StepScreen<W>]: StepState<W> };
}

/** GO_TO from the address or the step indicator: one guarded transition per numbered screen of wizard W. */
export function goToScreens<W extends WizardKind>(wizard: W) {
  return stepScreens(wizard).map((screen) => ({
    guard: and([{ type: 'isRequested', params: { screen } }, 'mayComplete', { type: 'isOpen', params: { screen } }]),
    target: `.${screen}`,
    description: `L'adresse ou l'indicateur d'étapes demande l'écran « ${screen} » : il s'affiche s'il est ouvert et si l'utilisateur peut compléter le dossier (Autorité, Référence ou Expert de son organisation).`,
  }));
}

/** The setup screen ('' under the wizard's route), the same in both wizards. */
export const chequeSetupState = {
  description: "Mise en place (chemin '') : l'application ouvre le guide ; le chèque choisi ici crée le dossier, ou un dossier existant va à l'écran de son adresse.",
  on: {
    OPEN: {
      actions: { type: 'assignOpened', params: ({ event: { type: _, ...opened } }: { event: { type: 'OPEN' } & DossierWizardContext }): DossierWizardContext => opened },
      description: "L'application ouvre le guide avec le dossier (ou sans, pour un nouveau) et le droit de l'utilisateur.",
    },
    CREATED: {
      guard: and(['mayComplete', { type: 'isOpen', params: { screen: 'cheque' as const } }]),
      target: 'cheque',
      actions: { type: 'assignCreated', params: ({ event }: { event: CreatedEvent }): Omit<CreatedEvent, 'type'> => event },
      description:
        "Le chèque choisi a créé le dossier : l'étape 1 s'affiche. Seul un contact Autorité, Référence ou Expert d'une organisation de son côté crée un dossier (matrice, section 6).",
    },
  },
} as const;
