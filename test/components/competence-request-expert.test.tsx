import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../src/i18n';
import { ExpertStep } from '../../src/screens/labellisation/CompetenceRequestSteps';
import { summaryEntry } from '../support/summary-entry';

const EXPERTS = [
  { id: 7, prenom: 'Anne', nom: 'Lambert', email: 'anne.lambert@demo.example' },
  { id: 9, prenom: 'Luc', nom: 'Renard', email: 'luc.renard@demo.example' },
];

/** The competence request's first step on a provider's side, its choice checked as the request's `expertId`. */
function renderStep(saved: number | null = null) {
  const onSave = vi.fn();
  render(<ExpertStep experts={EXPERTS} saved={saved} back={null} onSave={onSave} />);
  return { onSave, next: () => userEvent.click(screen.getByRole('button', { name: 'Continuer' })) };
}

describe("the competence request's expert step", () => {
  it('asks for an expert in words, on the choice and in the summary, and goes nowhere', async () => {
    const { onSave, next } = renderStep();
    await next();
    const summary = await screen.findByTestId('error-summary');
    expect(within(summary).getByRole('link', { name: summaryEntry("Choisissez l'expert.") })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Expert' })).toHaveTextContent("Choisissez l'expert.");
    expect(onSave).not.toHaveBeenCalled();
  });

  it("sends the chosen expert's id as a number, the one saved chosen already", async () => {
    const { onSave, next } = renderStep(9);
    expect(screen.getByRole('radio', { name: /Luc Renard/ })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Anne Lambert/ }));
    await next();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(7));
  });
});
