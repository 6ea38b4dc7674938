import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ConfirmDialog } from '../../src/forms/ConfirmDialog';
import { withModalDialogs } from '../support/modal-dialogs';

describe('useModalDialog (ConfirmDialog, FormDialog)', () => {
  withModalDialogs();

  it('opens as a modal and gives the focus back to its opener when it leaves the page', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const view = render(<ConfirmDialog title="Supprimer ?" text="Définitif." confirmLabel="Supprimer" cancelLabel="Annuler" onConfirm={() => {}} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Supprimer ?' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    screen.getByRole('button', { name: 'Annuler' }).focus();
    view.unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});
