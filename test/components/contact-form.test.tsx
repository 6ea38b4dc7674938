import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../../src/i18n';
import { ContactAddPayload } from '../../domain/schemas/contacts';
import { ContactForm } from '../../src/screens/contacts/ContactForm';
import { emptyContactForm } from '../../src/screens/contacts/form-values';
import { connectedSession } from '../support/session';
import { renderInApp } from '../support/render-in-app';
import { summaryEntry } from '../support/summary-entry';

/** The contact's form: the server's schema checks it in the browser, and the server's field refusals land on their fields. */
async function renderForm(onSave: (payload: ContactAddPayload) => Promise<void>) {
  await i18n.loadNamespaces('contacts');
  const { actor } = await connectedSession();
  await renderInApp(<ContactForm schema={ContactAddPayload} defaultValues={emptyContactForm()} onSave={onSave} onCancel={() => {}} />, { session: actor });
  const user = userEvent.setup();
  const fill = async (label: string | RegExp, value: string) => {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
  };
  await fill('Prénom', 'Lucie');
  await fill(/^Nom$/, 'Navigateur');
  await fill('Adresse e-mail', 'lucie@exemple.be');
  await fill('Rue', 'Rue de Fer');
  await fill(/^Numéro$/, '12');
  await fill('Code postal', '5000');
  await fill('Localité', 'Namur');
  await fill("Nom d'utilisateur", 'lucie');
  return { user, fill };
}

describe('ContactForm', () => {
  it('checks a Belgian register number, asks a foreigner for an identification number instead, and sends the payload', async () => {
    const onSave = vi.fn<(payload: ContactAddPayload) => Promise<void>>(async () => {});
    const { user, fill } = await renderForm(onSave);
    await fill('Numéro de registre national (facultatif)', '90.02.01-123.06');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('link', { name: /Numéro de registre national invalide/ })).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Nationalité'), 'FR');
    await fill("Numéro d'identification (facultatif)", 'AB-123');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ Nationalite: 'FR', NumeroIdentification: 'AB-123', adresse: { typeAdresse: 1, codePostal: '5000' }, ReceptionEmail: true });
  });

  it("shows the server's refusal on the field it names", async () => {
    const refusal = { status: 400, code: 'ValidationError', message: 'Certaines données sont invalides.', fields: [{ field: 'Email', message: 'Cette adresse e-mail est déjà utilisée par un autre contact.' }] };
    const { user } = await renderForm(async () => Promise.reject(refusal));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('link', { name: summaryEntry('Cette adresse e-mail est déjà utilisée par un autre contact.') })).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
  });
});
