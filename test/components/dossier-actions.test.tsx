import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOSSIER_ACTIONS, type DossierAction } from '../../machines/access/dossierActions';
import { DossierActions } from '../../src/screens/dossiers/DossierActions';
import { dossierSummary } from './support/dossier-summary';
import { connectedSession } from '../support/session';
import { renderInApp } from '../support/render-in-app';
import { withModalDialogs } from '../support/modal-dialogs';
import fr from '../../src/i18n/fr/dossiers.json';

const REFERENCE = 'CE-2026-00042';

const nameOf = (action: DossierAction) => fr.actions.label[action].replace('{{reference}}', REFERENCE);

async function renderActions(offered: readonly DossierAction[]) {
  const { actor } = await connectedSession();
  return renderInApp(<DossierActions dossier={dossierSummary({ reference: REFERENCE }, offered)} />, { session: actor });
}

/** The controls, inline or among the menu's items, each named by its aria-label (role queries over 25 names are slow). */
const allControls = () => Array.from(document.querySelectorAll<HTMLElement>('a, button'));

withModalDialogs();

describe('DossierActions', () => {
  it('has an enabled control for every action the server may offer', async () => {
    await renderActions(DOSSIER_ACTIONS);
    await userEvent.click(await screen.findByRole('button', { name: `Actions du dossier ${REFERENCE}` }));
    const rendered = allControls();
    for (const action of DOSSIER_ACTIONS) {
      // The provider's and the manager's "Annuler la prestation" share their name: never offered together.
      const sameName = DOSSIER_ACTIONS.filter((other) => nameOf(other) === nameOf(action));
      const controls = rendered.filter((control) => control.getAttribute('aria-label') === nameOf(action));
      expect(controls, action).toHaveLength(sameName.length);
      expect(controls.every((control) => control.getAttribute('aria-disabled') === null), action).toBe(true);
    }
  });

  it('leads edit to the dossier-edit screen, reply to the answer screen, the report actions to its screens', async () => {
    await renderActions(['view', 'reply', 'edit', 'editReport', 'submitReport', 'validateReport']);
    expect(await screen.findByRole('link', { name: nameOf('view') })).toHaveTextContent('Voir');
    await userEvent.click(screen.getByRole('button', { name: `Actions du dossier ${REFERENCE}` }));
    expect(screen.getByRole('menuitem', { name: nameOf('reply') })).toHaveAttribute('href', '/drc/42/reponse');
    expect(screen.getByRole('menuitem', { name: nameOf('editReport') })).toHaveAttribute('href', '/rapportPrestation/42');
    expect(screen.getByRole('menuitem', { name: nameOf('submitReport') })).toHaveAttribute('href', '/rapportPrestation/42/documents');
    expect(screen.getByRole('menuitem', { name: nameOf('validateReport') })).toHaveAttribute('href', '/rapportPrestation/42/validation');
    expect(screen.getByRole('menuitem', { name: nameOf('edit') })).toHaveAttribute('href', '/dossiers/42/modification');
  });

  it('keeps two actions inline, reached with the keyboard', async () => {
    await renderActions(['view', 'edit']);
    await screen.findByRole('link', { name: nameOf('view') });
    expect(screen.queryByRole('button', { name: /^Actions/ })).toBeNull();
    const edit = screen.getByRole('link', { name: nameOf('edit') });
    expect(edit).toHaveTextContent('Modifier');
    await userEvent.tab();
    await userEvent.tab();
    expect(edit).toHaveFocus();
  });

  it('puts all but the first of more than two actions into an "Actions" menu', async () => {
    await renderActions(['view', 'complete', 'duplicate', 'delete']);
    const button = await screen.findByRole('button', { name: `Actions du dossier ${REFERENCE}` });
    expect(screen.getByRole('link', { name: nameOf('view') })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: nameOf('complete') })).toBeNull();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Compléter', 'Dupliquer', 'Supprimer']);
  });

  it('works with the keyboard: arrows move, Escape closes and gives focus back, Enter opens the confirmation', async () => {
    await renderActions(['view', 'complete', 'duplicate', 'delete']);
    const button = await screen.findByRole('button', { name: `Actions du dossier ${REFERENCE}` });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: nameOf('complete') })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: nameOf('delete') })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: nameOf('complete') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{End}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Supprimer le dossier ${REFERENCE} ?` });
    expect(dialog).toHaveTextContent('définitivement supprimés');
    expect(screen.queryByRole('menu')).toBeNull();
    // Destructive: red confirmation, and the focus starts on the way back.
    expect(within(dialog).getByRole('button', { name: 'Confirmer' }).className).toMatch(/danger/);
    expect(within(dialog).getByRole('button', { name: 'Retour' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('asks before duplicating without the danger tone, and names the consequence', async () => {
    await renderActions(['duplicate']);
    await userEvent.click(await screen.findByRole('button', { name: nameOf('duplicate') }));
    const dialog = screen.getByRole('dialog', { name: `Dupliquer le dossier ${REFERENCE} ?` });
    expect(dialog).toHaveTextContent('Un nouveau dossier en introduction sera créé');
    expect(within(dialog).getByRole('button', { name: 'Confirmer' }).className).not.toMatch(/danger/);
  });

  it("takes a manager's decision with the text it carries: the question asked, a required justification, an optional one", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ result: {} }), { headers: { 'content-type': 'application/json' } }));
    await renderActions(['view', 'askInformation', 'declareInadmissible', 'markObsolete']);
    const decide = async (action: DossierAction, text: string) => {
      await userEvent.click(await screen.findByRole('button', { name: `Actions du dossier ${REFERENCE}` }));
      await userEvent.click(screen.getByRole('menuitem', { name: nameOf(action) }));
      const dialog = await screen.findByRole('dialog');
      if (text) await userEvent.type(within(dialog).getByRole('textbox'), text);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
      return dialog;
    };
    const sent = () => fetch.mock.calls.map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);

    const inadmissible = await decide('declareInadmissible', '');
    expect(within(inadmissible).getByRole('textbox', { name: 'Justification' })).toHaveAccessibleDescription('Ce champ est obligatoire.');
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.type(within(inadmissible).getByRole('textbox'), 'Hors du champ du chèque');
    await userEvent.click(within(inadmissible).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await decide('askInformation', 'Merci de joindre le devis signé.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await decide('markObsolete', '');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent()).toEqual([
      ['/api/gestion/dossiers/42/inadmissible', { version: 1, justification: 'Hors du champ du chèque' }],
      ['/api/gestion/dossiers/42/ask-information', { version: 1, askText: 'Merci de joindre le devis signé.' }],
      ['/api/gestion/dossiers/42/obsolete', { version: 1 }],
    ]);
    fetch.mockRestore();
  });
});
