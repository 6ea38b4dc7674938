import type { AnyMachineSnapshot } from 'xstate';
import type { SignupAccountInput } from '../domain/schemas/signup';
import type { AccountWizardContext } from '../machines/accountWizard.types';
import type { signupMachine } from '../machines/signup.machine';
import type { validateAccountMachine } from '../machines/validateAccount.machine';
import type { EventFixtures, MachineModel } from './model';

export const TOKEN = 'jeton-du-lien-envoye-par-e-mail';
export const PERSONAL_DATA_ID = 'identite-prouvee-gardee-par-le-serveur';
export const ACCOUNT: SignupAccountInput = {
  Prenom: 'Claire',
  Nom: 'Lambert',
  NomUtilisateur: 'claire.lambert',
  Email: 'claire@exemple.be',
  EmailConfirmation: 'claire@exemple.be',
  password: 'Lambert-2026',
  passwordConfirmation: 'Lambert-2026',
};

/** The events both screens share, with the data their actions read. */
const common = {
  LINK_OPENED: [{ type: 'LINK_OPENED', token: TOKEN }],
  START: [{ type: 'START' }],
  PREVIOUS: [{ type: 'PREVIOUS' }],
  AUTHENTICATED: [{ type: 'AUTHENTICATED', personalDataId: PERSONAL_DATA_ID }],
  IDENTITY_REFUSED: [{ type: 'IDENTITY_REFUSED', message: 'Ce numéro de registre national est déjà utilisé.' }],
  IDENTITY_EXPIRED: [{ type: 'IDENTITY_EXPIRED', message: 'Votre identification a expiré.' }],
  CONFIRMED: [{ type: 'CONFIRMED' }],
  TOKEN_REJECTED: [{ type: 'TOKEN_REJECTED' }],
} as const;

/** The same state for the walk: where it is, and which parts of the context are there. */
function accountWizardState(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as AccountWizardContext;
  return JSON.stringify([snapshot.value, c.token !== null, c.tokenNotValid, c.personalDataId !== null, c.account !== null, c.email !== null, c.refusal !== null]);
}

export const signupModel = {
  events: {
    ...common,
    ACCOUNT_CREATED: [{ type: 'ACCOUNT_CREATED', email: ACCOUNT.Email }],
    IDENTITY_CARRIED: [{ type: 'IDENTITY_CARRIED', personalDataId: PERSONAL_DATA_ID }],
  } satisfies EventFixtures<typeof signupMachine>,
  inert: {},
  serializeState: accountWizardState,
} satisfies MachineModel;

export const validateAccountModel = {
  events: {
    ...common,
    ACCOUNT_SAVED: [{ type: 'ACCOUNT_SAVED', account: ACCOUNT }],
    REFUSED: [{ type: 'REFUSED', message: "Ce nom d'utilisateur est déjà utilisé par un autre contact." }],
  } satisfies EventFixtures<typeof validateAccountMachine>,
  inert: {},
  serializeState: accountWizardState,
} satisfies MachineModel;
