import type { resetPasswordMachine } from '../machines/resetPassword.machine';
import type { EventFixtures, MachineModel } from './model';

export const EXPIRED = 'Ce lien de réinitialisation a expiré. Merci de refaire une demande.';

export const resetPasswordEvents = {
  REQUEST_SENT: [{ type: 'REQUEST_SENT' }],
  REQUEST_AGAIN: [{ type: 'REQUEST_AGAIN' }],
  LINK_OPENED: [{ type: 'LINK_OPENED', token: 'jeton-du-lien' }],
  TOKEN_VALID: [{ type: 'TOKEN_VALID' }],
  TOKEN_REFUSED: [{ type: 'TOKEN_REFUSED', message: EXPIRED }],
  PASSWORD_CHANGED: [{ type: 'PASSWORD_CHANGED' }],
} satisfies EventFixtures<typeof resetPasswordMachine>;

export const resetPasswordModel = {
  events: resetPasswordEvents,
  inert: {},
} satisfies MachineModel;
