import { TypeContact } from '../domain/contact-types';
import { TypeAdresse } from '../domain/organisation-types';
import { pmeProblem, platformToday } from '../domain/sme';
import { isValidBce } from '../domain/validators/bce';
import { normaliseForeignIdentification } from '../domain/validators/identity-document';
import { mayCreateBeneficiaire } from './access/beneficiaireCreation';
import { ORGANISATION_WIZARD_STEPS, type OrganisationWizardContext, type OrganisationWizardEvent, type OrganisationWizardStep } from './organisationWizard.types';

type Args = { context: OrganisationWizardContext; event: OrganisationWizardEvent };

/** The first step not done yet: the furthest the step indicator may go. */
export function furthestStep(context: OrganisationWizardContext): OrganisationWizardStep {
  const done = [context.identite, context.pme, context.contacts, context.adresses];
  const index = done.findIndex((part) => part === null);
  return ORGANISATION_WIZARD_STEPS[index === -1 ? ORGANISATION_WIZARD_STEPS.length - 1 : index]!;
}

/**
 * The rules of spec section 5 each step must meet before the next one opens; the step's form checks the
 * same with the payload's schema, and the server again.
 */
export const organisationWizardGuards = {
  /**
   * "Create beneficiary" (spec section 6: A, R) of a provider organisation, signed in as provider: the rule the
   * server applies to POST /organisations/add (machines/access/beneficiaireCreation.ts).
   */
  mayCreateBeneficiary: ({ event }: Args) =>
    // Stryker disable next-line ConditionalExpression: XState calls this guard only on OPEN; the test narrows the event's type.
    event.type === 'OPEN' &&
    mayCreateBeneficiaire(event.creator),
  /**
   * "Company number is mandatory, with a foreign-company option": a company the register knows as active, or a
   * foreign one with its number and name.
   */
  isIdentified: ({ event }: Args) => {
    // Stryker disable next-line ConditionalExpression,BooleanLiteral: XState calls this guard only on IDENTITE_SAVED; the test narrows the event's type.
    if (event.type !== 'IDENTITE_SAVED') return false;
    const { identite } = event;
    return 'registre' in identite ? isValidBce(identite.numeroBce) && identite.registre.actif : normaliseForeignIdentification(identite.numeroIdentification) !== null && identite.nomLong.trim() !== '';
  },
  /** "The SME type Standard is required in some cases" (domain/sme.ts). */
  isPmeValid: ({ event }: Args) =>
    // Stryker disable next-line ConditionalExpression: XState calls this guard only on PME_SAVED; the test narrows the event's type.
    event.type === 'PME_SAVED' &&
    pmeProblem(event.pme, platformToday()) === null,
  /** "Organisation creation needs an authority and a reference contact." */
  hasAuthorityAndReference: ({ event }: Args) =>
    // Stryker disable next-line ConditionalExpression: XState calls this guard only on CONTACTS_SAVED; the test narrows the event's type.
    event.type === 'CONTACTS_SAVED' &&
    // Stryker disable next-line EqualityOperator: the payload's contacts are Authority or Reference only (domain/schemas/organisation-add.ts); with two types, "one of each" and "one of the other type for each" agree.
    [TypeContact.AUTORITE, TypeContact.REFERENCE].every((type) => event.contacts.some((c) => c.typeContactId === type)),
  /** "... plus a head office and an establishment unit." */
  hasHeadOfficeAndUnit: ({ event }: Args) =>
    // Stryker disable next-line ConditionalExpression: XState calls this guard only on ADRESSES_SAVED; the test narrows the event's type.
    event.type === 'ADRESSES_SAVED' &&
    [TypeAdresse.SIEGE_SOCIAL, TypeAdresse.UNITE_ETABLISSEMENT].every((type) => event.adresses.some((a) => a.typeAdresse === type)),
  /** A step the user may go back or forward to: every step before it is done. */
  isReachable: ({ context, event }: Args, { step }: { step: OrganisationWizardStep }) =>
    // Stryker disable next-line ConditionalExpression: XState calls this guard only on GO_TO; the test narrows the event's type.
    event.type === 'GO_TO' &&
    event.step === step &&
    ORGANISATION_WIZARD_STEPS.indexOf(step) <= ORGANISATION_WIZARD_STEPS.indexOf(furthestStep(context)),
  /** The server's refusal names a field of that step. */
  isRefusedAt: ({ event }: Args, { step }: { step: OrganisationWizardStep | null }) =>
    // Stryker disable next-line ConditionalExpression: XState calls this guard only on REFUSED; the test narrows the event's type.
    event.type === 'REFUSED' &&
    event.step === step,
};
