import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import i18n from '../../src/i18n';
import { TypeContact } from '../../domain/contact-types';
import { StatutValidationLien, type StatutValidationLienId } from '../../domain/link-validation';
import { TypeOrganisation } from '../../domain/organisation-types';
import { ContactLinks } from '../../src/screens/contacts/ContactLinks';

const link = (id: number, organisation_nom: string, validation_status: StatutValidationLienId) => ({
  id,
  organisation_id: id,
  organisation_nom,
  TypeOrganisationId: TypeOrganisation.PRESTATAIRE,
  TypeContactId: TypeContact.REFERENCE,
  validation_status,
  organisation_actif: true,
  fonction: 'Consultante',
  telephone: null,
  email: null,
});

describe('ContactLinks', () => {
  it('names each organisation with the type held and the status, a pending link as awaiting validation', async () => {
    await i18n.loadNamespaces('contacts');
    render(<ContactLinks links={[link(1, 'Conseil SRL', StatutValidationLien.VALIDE), link(2, 'Atelier SA', StatutValidationLien.EN_ATTENTE)]} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Conseil SRL — Référence (Consultante)Validé');
    expect(items[1]).toHaveTextContent('Atelier SA — Référence (Consultante)En attente de validation');
  });

  it('says when the contact has no organisation', async () => {
    await i18n.loadNamespaces('contacts');
    render(<ContactLinks links={[]} />);
    expect(screen.getByText("Ce contact n'est lié à aucune organisation.")).toBeInTheDocument();
  });
});
