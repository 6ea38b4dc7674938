import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { define, object, string } from 'superstruct';
import '../../src/i18n';
import { RadioGroupField } from '../../src/forms/ChoiceList';
import { TextField } from '../../src/forms/TextField';
import { useSchemaForm } from '../../src/forms/useSchemaForm';

/** A payload whose opinion is an id, as the labellisation's opinion is (AvisDialog). */
const Opinion = object({
  avis: define<1 | 2>('avis', (value) => value === 1 || value === 2 || 'Avis inconnu.'),
  commentaire: string(),
});
type Opinion = { avis: 1 | 2; commentaire: string };
type Values = { avis: string; commentaire: string };

/** The wrapper's three options: the radios' text read as an id, an empty choice in the screen's words, a rule of the screen's own. */
function Form({ onSave }: { onSave: (payload: Opinion) => void }) {
  const form = useSchemaForm<Values, Opinion>(Opinion, {
    defaultValues: { avis: '', commentaire: '' },
    input: (values) => ({ ...values, avis: Number(values.avis) }),
    whenEmpty: { avis: 'Choisissez un avis.' },
    refine: ({ avis, commentaire }) => (avis === 2 && commentaire === '' ? { commentaire: { type: 'reasons', message: 'Dites pourquoi.' } } : {}),
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate>
      <RadioGroupField legend="Avis" choices={[{ value: '1', label: 'Favorable' }, { value: '2', label: 'Défavorable' }]} registration={form.register('avis')} error={errors.avis?.message} />
      <TextField label="Commentaire" error={errors.commentaire?.message} {...form.register('commentaire')} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

describe('useSchemaForm: the domain schema checks the form, with no cast', () => {
  it('says an empty choice in the screen’s words, applies the screen’s own rule after the schema, and sends the payload the schema read', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Form onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Avis' })).toHaveAccessibleDescription('Choisissez un avis.'));

    await user.click(screen.getByLabelText('Défavorable'));
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(screen.getByLabelText('Commentaire')).toHaveAccessibleDescription('Dites pourquoi.'));
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Commentaire'), 'Références trop anciennes.');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toEqual({ avis: 2, commentaire: 'Références trop anciennes.' });
  });
});
