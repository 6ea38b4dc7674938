import { TypeOrganisation } from '../../../domain/organisation-types';
import type { OrganisationAddPayload } from '../../../domain/schemas/organisation-add';
import type { OrganisationWizardContext, OrganisationWizardStep } from '../../../machines/organisationWizard.types';

/** The body of POST /organisations/add from what the wizard's steps saved (all done: the recap's SUBMIT). */
export function organisationPayload({ identite, pme, contacts, adresses }: OrganisationWizardContext): OrganisationAddPayload {
  if (!identite || !pme || !contacts || !adresses) throw new Error('the wizard submits only once every step is done');
  const identity = 'registre' in identite ? { numeroBce: identite.numeroBce } : { numeroIdentification: identite.numeroIdentification, nomLong: identite.nomLong };
  return { typeId: TypeOrganisation.BENEFICIAIRE, sousTypeId: identite.sousTypeId, organisation: { ...identity, ...pme }, contacts, adresses, documents: [] };
}

/** The step whose form holds a field the server refused ('organisation.numeroBce', 'contacts.1.email'...). */
export function stepOfField(field: string): OrganisationWizardStep | null {
  const [part, name = ''] = field.split('.');
  if (part === 'organisation') return name.startsWith('pme') || name === 'typePme' ? 'pme' : 'identite';
  if (part === 'contacts' || part === 'adresses') return part;
  return null;
}

/** The organisation's name as the recap and the confirmation show it. */
export function organisationName({ identite }: Pick<OrganisationWizardContext, 'identite'>): string {
  if (!identite) return '';
  return 'registre' in identite ? identite.registre.denomination : identite.nomLong;
}
