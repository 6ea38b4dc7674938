import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object } from 'superstruct';
import { LoginPayload } from '../../domain/schemas/auth';
import '../../src/i18n';
import type { ApiFailure } from '../../src/api/errors';
import { RadioGroupField } from '../../src/forms/ChoiceList';
import { ErrorSummary } from '../../src/forms/ErrorSummary';
import { showSaveFailure } from '../../src/forms/save-failure';
import { TextField } from '../../src/forms/TextField';
import { useSchemaForm } from '../../src/forms/useSchemaForm';

// A choice is required as a login is (the same French message).
const Payload = object({ login: LoginPayload.schema.login, password: LoginPayload.schema.password, profil: LoginPayload.schema.login });

/** A form built as every screen's: the wrapper's hook, the shared fields, the summary at the top; `refusal` is the server's answer. */
function Form({ refusal }: { refusal?: ApiFailure }) {
  const form = useSchemaForm<{ login: string; password: string; profil: string }>(Payload, { defaultValues: { login: '', password: '', profil: '' } });
  const { errors } = form.formState;
  const save = async () => {
    if (refusal) await showSaveFailure(refusal, { setError: form.setError, fieldNames: ['login', 'password', 'profil'] });
  };
  return (
    <form onSubmit={form.handleSubmit(save)} noValidate>
      <ErrorSummary control={form.control} />
      <TextField label="Identifiant" error={errors.login?.message} {...form.register('login')} />
      <TextField label="Mot de passe" type="password" error={errors.password?.message} {...form.register('password')} />
      <RadioGroupField legend="Profil" choices={[{ value: 'a', label: 'Prestataire' }, { value: 'b', label: 'Bénéficiaire' }]} registration={form.register('profil')} error={errors.profil?.message} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

const summary = () => screen.getByTestId('error-summary');

describe('the error summary of every form (GOV.UK pattern, WCAG 3.3.1)', () => {
  it('is absent until a submit is refused, then lists each error as a link to its field and takes the focus', async () => {
    const user = userEvent.setup();
    render(<Form />);
    expect(screen.queryByTestId('error-summary')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(within(summary()).getByRole('heading', { level: 2, name: 'Il y a un problème' })).toBeInTheDocument();
    expect(summary()).toHaveAccessibleName('Il y a un problème');
    const links = within(summary()).getAllByRole('link');
    // Each entry names its field (a radio group by its legend), so that a generic message says which field it is about.
    expect(links.map((link) => link.textContent)).toEqual([
      'Identifiant\u00a0: Ce champ est obligatoire.',
      'Mot de passe\u00a0: Ce champ est obligatoire.',
      'Profil\u00a0: Ce champ est obligatoire.',
    ]);
    const login = screen.getByLabelText('Identifiant');
    const password = screen.getByLabelText('Mot de passe');
    const firstRadio = screen.getByLabelText('Prestataire');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`#${login.id}`, `#${password.id}`, `#${firstRadio.id}`]);
  });

  it('ties each message to its field (aria-describedby, aria-invalid), and a link moves the focus to that field', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(summary()).toHaveFocus());
    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Ce champ est obligatoire.');
    await user.click(within(summary()).getAllByRole('link')[1]!);
    expect(password).toHaveFocus();
    await user.type(password, 'secret');
    await user.type(screen.getByLabelText('Identifiant'), 'demo');
    await user.click(screen.getByLabelText('Prestataire'));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.queryByTestId('error-summary')).toBeNull());
  });

  it("lists the server's field refusals (a 400 with fields) and takes the focus again", async () => {
    const user = userEvent.setup();
    const refusal = { status: 400, code: 'ValidationError', message: 'Certaines données sont invalides.', fields: [{ field: 'login', message: 'Cet identifiant est déjà pris.' }] } as ApiFailure;
    render(<Form refusal={refusal} />);
    await user.type(screen.getByLabelText('Identifiant'), 'demo');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret');
    await user.click(screen.getByLabelText('Bénéficiaire'));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(summary()).toHaveFocus());
    const link = within(summary()).getByRole('link', { name: 'Identifiant\u00a0: Cet identifiant est déjà pris.' });
    expect(link).toHaveAttribute('href', `#${screen.getByLabelText('Identifiant').id}`);
    expect(screen.getByLabelText('Identifiant')).toHaveAccessibleDescription('Cet identifiant est déjà pris.');
  });
});
