import { describe, expect, it } from 'vitest';
import { menuEntriesFor } from '../../domain/menu';
import { Droit } from '../../domain/droits';

const keys = (droitId: number | null) => menuEntriesFor(droitId).map((e) => e.key);

describe('menuEntriesFor (spec section 2, Layout and menu)', () => {
  it('gives a beneficiary Home, Dossiers cheques and Contact', () => {
    expect(keys(Droit.Beneficiaire)).toEqual(['home', 'dossiersCheques', 'contact']);
  });

  it('adds Dossiers label, the beneficiaries list and Cheques for a provider', () => {
    expect(keys(Droit.Prestataire)).toEqual(['home', 'dossiersCheques', 'dossiersLabel', 'beneficiaires', 'cheques', 'contact']);
  });

  it('does not offer the dossiers section to a manager, who may not enter it', () => {
    expect(keys(Droit.Gestionnaire)).toEqual(['home', 'contact']);
  });
});
