import { describe, expect, it } from 'vitest';
import { Droit } from '../../domain/droits';
import { dossierViewLink } from '../../src/paths/dossier-paths';

describe('the link to a dossier, by the right of the session', () => {
  it('leads a manager to the managers\' section: /dossiers is only for the parties (spec section 2)', () => {
    for (const droitId of [Droit.AdministrateurGeneral, Droit.Administrateur, Droit.Gestionnaire]) {
      expect(dossierViewLink(droitId, 30)).toEqual({ to: '/gestion/dossiers/$dossierId/recapitulatif', params: { dossierId: '30' } });
    }
    expect(dossierViewLink(Droit.Gestionnaire, 30, 'historique').to).toBe('/gestion/dossiers/$dossierId/historique');
  });

  it('leads a provider or a beneficiary to the dossiers section', () => {
    expect(dossierViewLink(Droit.Prestataire, 7)).toEqual({ to: '/dossiers/$dossierId/recapitulatif', params: { dossierId: '7' } });
    expect(dossierViewLink(Droit.Beneficiaire, 7, 'documents').to).toBe('/dossiers/$dossierId/documents');
  });
});
