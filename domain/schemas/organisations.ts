import { REGISTER_FIELDS, type RegisterField } from '../wire/organisations';

/** Spec section 5: data imported from the company register is changed by the helpdesk only. */
export const REGISTER_FIELD_MESSAGE = 'modifiable par le helpdesk uniquement';

/**
 * Which of an organisation's fields came from the company register: a Belgian organisation is identified
 * by its company number, and its name, legal form, number and NACE codes are the register's. A foreign
 * company or a project holder is not in the register, so its user keeps them.
 */
export function registerFieldsOf(organisation: { numeroBce: string | null; etranger: boolean }): RegisterField[] {
  return organisation.numeroBce !== null && !organisation.etranger ? [...REGISTER_FIELDS] : [];
}
