import type { AnyMachineSnapshot } from 'xstate';
import { TypeContact } from '../domain/contact-types';
import { Droit } from '../domain/droits';
import type { CreationCaller } from '../machines/access/dossierCreation';
import { SousTypeOrganisation, TypeAdresse, TypeOrganisation, TypePme } from '../domain/organisation-types';
import type { AddressInput } from '../domain/schemas/address';
import type { ContactAjoute, PmeInput } from '../domain/schemas/organisation-add';
import type { RegisterCompany } from '../domain/wire/wizard';
import type { organisationWizardMachine } from '../machines/organisationWizard.machine';
import { ORGANISATION_WIZARD_STEPS, type IdentiteOrganisation, type OrganisationWizardContext } from '../machines/organisationWizard.types';
import type { EventFixtures, MachineModel } from './model';

const registre = (numeroBce: string, denomination: string): RegisterCompany => {
  const at = { rue: 'Grand-Place', numero: '3', boite: null, codePostal: '7500', localite: 'Tournai', pays: 'BE' };
  return { numeroBce, denomination, formeJuridique: 'SRL', codesNace: ['10.710'], dateCreation: '2015-01-12', actif: true, siegeSocial: at, unitesEtablissement: [{ ...at, numeroUnite: '2.442.796.189', nom: null }] };
};

/** Identities the user may give: two register companies, a foreign one; and two the guard must refuse. */
export const IDENTITES = {
  lemaire: { sousTypeId: SousTypeOrganisation.ENTREPRISE, numeroBce: '0442796189', registre: registre('0442796189', 'Boulangerie Lemaire SRL') },
  digiwal: { sousTypeId: SousTypeOrganisation.ENTREPRISE, numeroBce: '0891234515', registre: registre('0891234515', 'DigiWal SRL') },
  etrangere: { sousTypeId: SousTypeOrganisation.ENTREPRISE_ETRANGERE, numeroIdentification: 'FR12345678901', nomLong: 'Société Lilloise SAS' },
  badCheckDigits: { sousTypeId: SousTypeOrganisation.ENTREPRISE, numeroBce: '0442796188', registre: registre('0442796188', 'Nulle part') },
  unnamedForeign: { sousTypeId: SousTypeOrganisation.ENTREPRISE_ETRANGERE, numeroIdentification: 'FR1', nomLong: ' ' },
  closed: { sousTypeId: SousTypeOrganisation.ENTREPRISE, numeroBce: '0777888926', registre: { ...registre('0777888926', 'Ancienne Imprimerie Collard SC'), actif: false } },
} satisfies Record<string, IdentiteOrganisation>;

const pme = (changes: Partial<PmeInput> = {}): PmeInput => ({ typePme: TypePme.STANDARD, pmeChiffreAffaire: 850000, pmeNombreEmploye: 6.5, pmeDateCreation: '2015-01-12', ...changes });
/** A valid SME, and an old company calling itself a starter (Standard required). */
export const PMES = { valid: pme(), oldStarter: pme({ typePme: TypePme.STARTER, pmeDateCreation: '1990-01-01' }) };

const contact = (typeContactId: ContactAjoute['typeContactId']): ContactAjoute => ({ typeContactId, Email: `c${typeContactId}@exemple.be`, Prenom: 'Anne', Nom: 'Dupont', fonction: '', Telephone: '' });
export const CONTACTS = { both: [contact(TypeContact.AUTORITE), contact(TypeContact.REFERENCE)], authorityOnly: [contact(TypeContact.AUTORITE)] };

const adresse = (typeAdresse: AddressInput['typeAdresse']): AddressInput => ({ typeAdresse, nom: '', rue: 'Rue Royale', numero: '45', boite: '', codePostal: '7500', localite: 'Tournai', pays: 'BE' });
export const ADRESSES = { both: [adresse(TypeAdresse.SIEGE_SOCIAL), adresse(TypeAdresse.UNITE_ETABLISSEMENT)], headOfficeOnly: [adresse(TypeAdresse.SIEGE_SOCIAL)] };

const creator = (droitId: number, typeContactId: number, type_organisation_id: number = TypeOrganisation.PRESTATAIRE): CreationCaller => ({
  contactId: 1,
  droitId,
  linkedOrganisations: [{ id: 10, type_organisation_id, type_contact_id: typeContactId, validation_status: 1 }],
});

/** Who opens the wizard: a provider's Reference (it opens), its Expert, a provider's Authority signed in as beneficiary, a beneficiary's Authority. */
export const CREATORS = {
  providerReference: creator(Droit.Prestataire, TypeContact.REFERENCE),
  providerExpert: creator(Droit.Prestataire, TypeContact.EXPERT),
  providerAuthorityAsBeneficiary: creator(Droit.Beneficiaire, TypeContact.AUTORITE),
  beneficiaryAuthority: creator(Droit.Prestataire, TypeContact.AUTORITE, TypeOrganisation.BENEFICIAIRE),
} satisfies Record<string, CreationCaller>;

export const organisationWizardEvents = {
  OPEN: Object.values(CREATORS).map((c) => ({ type: 'OPEN', creator: c }) as const),
  IDENTITE_SAVED: Object.values(IDENTITES).map((identite) => ({ type: 'IDENTITE_SAVED', identite }) as const),
  PME_SAVED: Object.values(PMES).map((p) => ({ type: 'PME_SAVED', pme: p }) as const),
  CONTACTS_SAVED: Object.values(CONTACTS).map((contacts) => ({ type: 'CONTACTS_SAVED', contacts }) as const),
  ADRESSES_SAVED: Object.values(ADRESSES).map((adresses) => ({ type: 'ADRESSES_SAVED', adresses }) as const),
  PREVIOUS: [{ type: 'PREVIOUS' }],
  GO_TO: ORGANISATION_WIZARD_STEPS.map((step) => ({ type: 'GO_TO', step }) as const),
  SUBMIT: [{ type: 'SUBMIT' }],
  CREATED: [{ type: 'CREATED', organisationId: 77 }],
  REFUSED: [...ORGANISATION_WIZARD_STEPS, null].map((step) => ({ type: 'REFUSED', step, message: `Refus (${step ?? 'aucune étape'}).` }) as const),
} satisfies EventFixtures<typeof organisationWizardMachine>;

/** The same state for the walk: where it is, which company, which steps are done, whether a refusal shows. */
function organisationWizardState(snapshot: AnyMachineSnapshot): string {
  const c = snapshot.context as OrganisationWizardContext;
  const company = c.identite === null ? null : 'numeroBce' in c.identite ? c.identite.numeroBce : c.identite.numeroIdentification;
  return JSON.stringify([snapshot.value, company, c.pme !== null, c.contacts !== null, c.adresses !== null, c.refusal !== null, c.organisationId]);
}

export const organisationWizardModel = {
  events: organisationWizardEvents,
  inert: {},
  serializeState: organisationWizardState,
} satisfies MachineModel;
