import { EMPTY_CONTACT } from '../../../domain/schemas/contacts';
import type { ContactWire } from '../../../domain/wire/contacts';
import { contactInputValues } from '../../forms/contact-values';
import type { ContactFormValues } from './ContactForm';

/** An empty contact form: Belgian, mails on. */
export const emptyContactForm = (): ContactFormValues => ({ ...EMPTY_CONTACT, adresse: { ...EMPTY_CONTACT.adresse } });

/** The edit form filled from the contact as read (with its address), at the version read; no new password yet. */
export const contactFormValues = (contact: ContactWire): ContactFormValues => ({ ...contactInputValues(contact), newPassword: '' });
