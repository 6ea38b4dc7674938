import { describe, expect, it } from 'vitest';
import { competenceNotCovered } from '../../domain/competence-recognition';
import { competenceSelectionProblems } from '../../domain/competence-request';

describe('competenceNotCovered: expert-competence requests need the provider to hold recognitions (spec section 4)', () => {
  const competence = { libelle: 'Audit énergétique', thematique: { id: 7, libelle: 'Énergie' } };

  it('allows a competence whose thematic the provider is recognised on', () => {
    expect(competenceNotCovered(competence, new Set([7]))).toBeNull();
  });

  it('refuses it otherwise, naming the thematic and the competence', () => {
    expect(competenceNotCovered(competence, new Set([8]))).toMatch(/Énergie.*Audit énergétique/);
    expect(competenceNotCovered({ ...competence, thematique: null }, new Set([7]))).toMatch(/Audit énergétique.*aucune thématique/);
  });
});

describe('competenceSelectionProblems: a competence the recognitions do not cover', () => {
  it('gives the server’s reason, or says that no valid recognition covers its thematic', () => {
    const uncovered = { id: 3, libelle: 'Audit énergétique', couverte: false, raison: null };
    expect(competenceSelectionProblems([uncovered])).toEqual([expect.stringMatching(/« Audit énergétique ».*reconnaissance valide/)]);
    expect(competenceSelectionProblems([{ ...uncovered, raison: 'Reconnaissance expirée.' }])).toEqual(['Reconnaissance expirée.']);
  });
});
