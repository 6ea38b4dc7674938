import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Consumption, TypeAide } from '../../../domain/wire/wizard';
import { FinancierStep } from '../../../src/screens/wizard/FinancierStep';
import { connectedSession } from '../../support/session';
import { renderInApp } from '../../support/render-in-app';
import { dossierAtPrestation, InWizard, recordingFlow } from './fixtures';

const typeAide: TypeAide = { id: 1, code: 'CE-DIG', libelle: 'Chèque numérique', description: '', plateformeId: 100, tauxInterventionPublique: 75, montantMaximumParDossier: 15000 };
const consumption: Consumption = {
  beneficiaireId: 4,
  montantMaximumParDossier: 15000,
  annuel: { depuis: 2026, jusqua: 2026, plafond: 60000, consomme: 0, disponible: 60000 },
  troisAns: { depuis: 2024, jusqua: 2026, plafond: 100000, consomme: 0, disponible: 100000 },
};

const json = (result: unknown, status = 200) => new Response(JSON.stringify(status < 300 ? { result } : result), { status, headers: { 'content-type': 'application/json' } });

/** The step over a fake API answering the catalogue and the consumption; `saved` answers the save. */
async function renderFinancier({ montants = {}, saved }: { montants?: Partial<ReturnType<typeof dossierAtPrestation>['montants']>; saved?: Response } = {}) {
  const { actor } = await connectedSession();
  const dossier = dossierAtPrestation();
  dossier.montants = { ...dossier.montants, ...montants };
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith('/dossiers/types-aide')) return json([typeAide]);
    if (url.endsWith('/consumption')) return json(consumption);
    return saved ?? json({}, 500);
  });
  const flow = recordingFlow();
  await renderInApp(
    <InWizard dossier={dossier} flow={flow}>
      <FinancierStep />
    </InWizard>,
    { session: actor },
  );
  await screen.findByText('Maximum par dossier');
  const saves = () => fetch.mock.calls.filter(([url]) => String(url).endsWith('/configure-financier'));
  return { saves };
}

const total = () => screen.getByLabelText('Montant total de la prestation (€ HTVA)');
const cheque = () => screen.getByLabelText('Montant du chèque demandé (€)');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
/** How many times a text shows on the page, its no-break spaces kept (Testing Library's matchers fold them). */
const occurrences = (text: string) => document.body.textContent!.split(text).length - 1;
const breakdown = () => screen.queryByRole('heading', { name: 'Répartition du chèque' });

afterEach(() => vi.restoreAllMocks());

describe('the financier step', () => {
  it('shows the amounts back as they were typed, cents included', async () => {
    await renderFinancier({ montants: { montantTotal: 9000.5, montantCheque: 6000 } });
    expect(total()).toHaveValue('9\u202f000,50');
    expect(cheque()).toHaveValue('6\u202f000');
  });

  it('derives the share only from two valid amounts: never from a half-typed one, nor from a voucher above the total', async () => {
    await renderFinancier();
    await userEvent.type(total(), '9000,');
    await userEvent.type(cheque(), '6000');
    expect(breakdown()).toBeNull();
    await userEvent.type(total(), '50');
    expect(breakdown()).not.toBeNull();
    expect(screen.getByText('Quote-part du bénéficiaire').closest('div')!.textContent).toBe('Quote-part du bénéficiaire1\u202f500,00\u00a0€');
    await userEvent.clear(cheque());
    await userEvent.type(cheque(), '9500');
    expect(breakdown()).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN/);
  });

  it('says a voucher above the maximum under its field and in the error summary only, and sends nothing', async () => {
    const { saves } = await renderFinancier();
    await userEvent.type(total(), '20000');
    await userEvent.type(cheque(), '16000');
    await save();
    const message = 'Le montant du chèque ne peut pas dépasser le maximum par dossier (15\u202f000,00\u00a0€).';
    await waitFor(() => expect(cheque()).toHaveAccessibleDescription(message));
    // Under its field and in the form's error summary, never a third time (a toast).
    expect(occurrences(message)).toBe(2);
    expect(saves()).toHaveLength(0);
  });

  it("puts the server's refusal under its field and in the error summary, not in a toast", async () => {
    const message = 'Le bénéficiaire ne peut plus demander que 1\u202f000,00\u00a0€ de chèques cette année (plafond annuel de 60\u202f000,00\u00a0€).';
    const { saves } = await renderFinancier({
      saved: json({ code: 'ValidationError', message: 'Certaines données sont invalides.', fields: [{ field: 'montantCheque', message }] }, 400),
    });
    await userEvent.type(total(), '9000,50');
    await userEvent.type(cheque(), '6000');
    await save();
    await waitFor(() => expect(cheque()).toHaveAccessibleDescription(message));
    expect(occurrences(message)).toBe(2);
    expect(JSON.parse(String(saves()[0]![1]?.body))).toMatchObject({ montantTotal: 9000.5, montantCheque: 6000, version: 3 });
  });
});
