import { CONTACT_ADDRESS_TYPE } from '../../../domain/schemas/contacts';
import type { ContactWire } from '../../../domain/wire/contacts';
import { contactInputValues } from '../../forms/contact-values';

/**
 * The update form's values from the contact as read: every field of POST /contacts/{id}/update, the address saved
 * with the contact's address type whatever it was read with, and the version as text.
 */
export function contactFormValues(contact: ContactWire) {
  const values = contactInputValues(contact);
  return { ...values, adresse: { ...values.adresse, typeAdresse: String(CONTACT_ADDRESS_TYPE) }, version: String(contact.version) };
}

export type ContactFormValues = ReturnType<typeof contactFormValues>;
