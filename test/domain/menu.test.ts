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

  it('gives a manager the desk\'s queue instead of the dossiers section, which they may not enter', () => {
    expect(keys(Droit.Gestionnaire)).toEqual(['home', 'gestion', 'labellisationDesk', 'contact']);
  });

  it('gives the centres and the administration the labellisation requests waiting for them', () => {
    for (const droit of [Droit.AdministrateurGeneral, Droit.Administrateur, Droit.Gestionnaire, Droit.CentreReference, Droit.CentreAvis]) expect(keys(droit)).toContain('labellisationDesk');
    expect(keys(Droit.CentreReference)).toEqual(['home', 'labellisationDesk', 'contact']);
    for (const droit of [Droit.Beneficiaire, Droit.Prestataire, Droit.Emetteur, null]) expect(keys(droit)).not.toContain('labellisationDesk');
  });

  it('gives an issuer the platform\'s cheques, read-only, and no dossier section (docs/cheques.md)', () => {
    expect(keys(Droit.Emetteur)).toEqual(['home', 'cheques', 'contact']);
    for (const droit of [Droit.Beneficiaire, Droit.Gestionnaire, Droit.CentreAvis, null]) expect(keys(droit)).not.toContain('cheques');
  });

  it('offers the queue to managers only', () => {
    for (const droit of [Droit.Beneficiaire, Droit.Prestataire, null]) expect(keys(droit)).not.toContain('gestion');
  });
});
