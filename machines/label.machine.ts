import { setup } from 'xstate';

/**
 * Events of a provider's label. The expiry is sent by the platform's scheduler with today's day and the
 * label's last day (ISO, Brussels), so that the machine reads no clock.
 */
export type LabelEvent =
  | { type: 'SUSPEND' }
  | { type: 'REINSTATE' }
  | { type: 'RENEW' }
  | { type: 'EXPIRE'; today: string; expiry: string };

export type LabelEventType = LabelEvent['type'];

/**
 * A provider's label (spec section 3: enabled (valid), disabled (suspended), expired): granted valid by a
 * validated request, suspended and reinstated by the administration, renewed by a validated renewal before
 * it expires, and expired by itself the day after its last day.
 */
export const labelMachine = setup({
  // Stryker disable next-line ObjectLiteral: types only, erased at run time.
  types: { events: {} as LabelEvent },
  guards: {
    // Stryker disable next-line ConditionalExpression: only the EXPIRE transitions name this guard; the type test narrows the event.
    isExpiryPassed: ({ event }) => event.type === 'EXPIRE' && event.today > event.expiry,
  },
}).createMachine({
  id: 'label',
  description: "Le label d'un prestataire : valide, suspendu ou expiré ; il expire de lui-même le lendemain de son dernier jour (spec section 3).",
  initial: 'active',
  states: {
    active: {
      description: 'Valide : le prestataire est reconnu ; son label court jusqu’à sa date d’expiration.',
      on: {
        SUSPEND: { target: 'suspended', description: "L'administration suspend le label, avec une justification." },
        RENEW: { target: 'active', description: 'Un renouvellement validé prolonge le label avant son expiration.' },
        EXPIRE: { target: 'expired', guard: 'isExpiryPassed', description: "Le dernier jour du label est passé : il expire (planificateur de la plateforme)." },
      },
    },
    suspended: {
      description: 'Suspendu : le label ne vaut plus tant que l’administration ne le rétablit pas.',
      on: {
        REINSTATE: { target: 'active', description: "L'administration rétablit le label suspendu." },
        EXPIRE: { target: 'expired', guard: 'isExpiryPassed', description: 'Un label suspendu expire aussi le lendemain de son dernier jour.' },
      },
    },
    expired: { type: 'final', description: 'Expiré : le label ne vaut plus ; une nouvelle demande de reconnaissance est nécessaire.' },
  },
});
