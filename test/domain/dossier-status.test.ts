import { describe, expect, it } from 'vitest';
import {
  ALL_STATUTS_DOSSIER,
  isStatutDossierId,
  STATUT_DOSSIER_LABELS,
  StatutDossier,
} from '../../domain/dossier-status';

describe('dossier statuses (spec section 4)', () => {
  it('pins every status id to the table of the spec', () => {
    expect(StatutDossier).toEqual({
      DOSSIER_INTRODUCTION: 1,
      DOSSIER_EXAMEN: 2,
      DOSSIER_ATTENTE_PAIEMENT_QUOTE_PART: 3,
      DOSSIER_IRRECEVABLE: 4,
      DOSSIER_DEMANDE_INFOS: 5,
      DOSSIER_PRESTATION_CONFIRME: 6,
      DOSSIER_PRESTATION_EXAMEN: 7,
      DOSSIER_PRESTATION_APPROUVEE: 8,
      DOSSIER_PRESTATION_ATTENTE_INFOS: 9,
      DOSSIER_PRESTATION_ANNULEE: 10,
      DOSSIER_SOLDE: 11,
      DOSSIER_ANNULE_APRES_SOLDE: 12,
      DOSSIER_ANNULE_SOLDE: 13,
      DOSSIER_EXAMEN_APRES_INFOS: 14,
      DOSSIER_PRESTATION_SUSPENDUE: 17,
      DOSSIER_OBSOLETE: 18,
      DOSSIER_PRESTATION_EXAMEN_APRES_INFOS: 19,
      DOSSIER_ANNULE_PAR_PRESTATAIRE: 20,
      DOSSIER_PRESTATION_ANNULEE_PAR_PRESTATAIRE: 21,
    });
  });

  it('lists the 19 statuses, without 15 and 16', () => {
    expect([...ALL_STATUTS_DOSSIER].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17, 18, 19, 20, 21,
    ]);
    expect(isStatutDossierId(15)).toBe(false);
    expect(isStatutDossierId(16)).toBe(false);
    expect(isStatutDossierId(22)).toBe(false);
    expect(isStatutDossierId('1')).toBe(false);
    expect(isStatutDossierId(21)).toBe(true);
  });

  it('labels each status in French', () => {
    expect(STATUT_DOSSIER_LABELS).toEqual({
      1: 'Introduction',
      2: 'En examen',
      3: 'En attente du paiement de la quote-part',
      4: 'Demande irrecevable',
      5: "Demande d'informations complémentaires",
      6: 'Prestation confirmée',
      7: 'Prestation en examen',
      8: 'Prestation approuvée',
      9: "Prestation en attente d'informations",
      10: 'Prestation annulée',
      11: 'Soldé',
      12: 'Annulé après solde',
      13: 'Annulé soldé',
      14: 'En examen après informations complétées',
      17: 'Prestation suspendue',
      18: 'Obsolète',
      19: 'Prestation en examen après informations complétées',
      20: 'Demande annulée par le prestataire',
      21: 'Prestation annulée par le prestataire',
    });
  });
});
