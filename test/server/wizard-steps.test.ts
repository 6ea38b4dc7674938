import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Droit } from '../../domain/droits';
import { EtapeEncodage as E, type EtapeEncodageId } from '../../domain/encoding-steps';
import { createTestApp, type TestApp } from '../support/test-app';
import { createOutsiderProvider, demoParties, dossierRow, historyOf, post, type DemoParties } from '../support/dossiers';
import { completeIntroduction, introductionAt, wizardReferences, type IntroductionOptions, type WizardReferences } from '../support/wizard';

let t: TestApp;
let p: DemoParties;
let r: WizardReferences;
const as: Record<'presta' | 'benef' | 'outsider' | 'prestaAsBenef', string> = { presta: '', benef: '', outsider: '', prestaAsBenef: '' };
beforeAll(async () => {
  t = await createTestApp();
  p = await demoParties(t);
  r = await wizardReferences(t);
  await createOutsiderProvider(t, 'wizard.outsider');
  as.presta = (await t.login('demo.presta', Droit.Prestataire)).authorization;
  as.benef = (await t.login('demo.benef')).authorization;
  as.outsider = (await t.login('wizard.outsider')).authorization;
  // An Authority of another beneficiary (Verrerie Wallonne SA): no right on Menuiserie Dupont's dossiers.
  as.prestaAsBenef = (await t.login('demo.presta', Droit.Beneficiaire)).authorization;
});
afterAll(() => t.close());

interface Situation {
  at: EtapeEncodageId;
  options?: IntroductionOptions;
  /** Completed with everything is-valid asks (and the mandatory documents). */
  complete?: boolean;
}

/**
 * Every call of the wizards that saves or moves a dossier: who makes it, from where, with a payload it
 * accepts and one it refuses, the step it leads to, and a situation where the wizard guard refuses it.
 */
interface StepCase {
  path: string;
  who: 'presta' | 'benef';
  from: Situation;
  valid: () => object;
  invalid: object;
  invalidFields: string[];
  reaches: EtapeEncodageId;
  outOfStep: Situation;
}

const CASES: StepCase[] = [
  { path: 'update-type-aide', who: 'presta', from: { at: E.DossierAide }, valid: () => ({ typeAideId: r.numerique.id }), invalid: { typeAideId: 'deux' }, invalidFields: ['typeAideId'], reaches: E.DossierBeneficiaire, outOfStep: { at: E.DossierUpload, complete: true } },
  { path: 'configure-beneficiaire', who: 'presta', from: { at: E.DossierBeneficiaire }, valid: () => ({ beneficiaireOrganisationId: p.entreprise, uniteEtablissementId: 0, autoriteContactId: p.benef }), invalid: { beneficiaireOrganisationId: '', autoriteContactId: -1 }, invalidFields: ['beneficiaireOrganisationId', 'uniteEtablissementId', 'autoriteContactId'], reaches: E.DossierPrestataire, outOfStep: { at: E.DossierAide } },
  { path: 'configure-prestataire', who: 'presta', from: { at: E.DossierPrestataire }, valid: () => ({ prestataireOrganisationId: p.prestataire, autoriteContactId: p.presta, referenceContactId: p.reference, informationContactId: p.information }), invalid: { prestataireOrganisationId: 1 }, invalidFields: ['autoriteContactId', 'referenceContactId', 'informationContactId'], reaches: E.DossierPrestation, outOfStep: { at: E.DossierBeneficiaire } },
  { path: 'configure-competences', who: 'presta', from: { at: E.DossierPrestation }, valid: () => ({ competences: [{ competenceId: r.strat.id, pourcentage: 60 }, { competenceId: r.num.id, pourcentage: 40 }], expertContactIds: [p.expert] }), invalid: { competences: [{ competenceId: 1, pourcentage: 50 }], expertContactIds: [] }, invalidFields: ['competences', 'expertContactIds'], reaches: E.DossierPrestation, outOfStep: { at: E.DossierPrestataire } },
  // Out of step: "Reaching the prestation screen with no competences chosen redirects to the saved step."
  { path: 'configure-prestation', who: 'presta', from: { at: E.DossierPrestation, options: { competences: true } }, valid: () => ({ titre: 'Plan de transformation numérique', objectifGeneral: 'Numériser la prise de commande.', valeurAjoutee: 'Des délais réduits de moitié.', dateDebutEstimee: '2030-02-01', dateFinEstimee: '2030-05-31', planning: 'Diagnostic, choix des outils, déploiement.', nombreJours: '7,5' }), invalid: { titre: ' ', dateDebutEstimee: '2030-02-30', nombreJours: 0 }, invalidFields: ['titre', 'dateDebutEstimee', 'nombreJours'], reaches: E.DossierFinanciere, outOfStep: { at: E.DossierPrestation } },
  { path: 'configure-financier', who: 'presta', from: { at: E.DossierFinanciere, options: { competences: true } }, valid: () => ({ montantTotal: '12 000', montantCheque: 6000 }), invalid: { montantTotal: 1000, montantCheque: 1500 }, invalidFields: ['montantCheque'], reaches: E.DossierSpecificite, outOfStep: { at: E.DossierPrestation, options: { competences: true } } },
  { path: 'configure-specificites', who: 'presta', from: { at: E.DossierSpecificite, options: { competences: true } }, valid: () => ({ codesNaceSupplementaires: ['62.010'] }), invalid: { codesNaceSupplementaires: ['6201'], dossierPrealableId: 'x' }, invalidFields: ['codesNaceSupplementaires.0', 'dossierPrealableId'], reaches: E.DossierValidation, outOfStep: { at: E.DossierFinanciere, options: { competences: true } } },
  { path: 'validate', who: 'presta', from: { at: E.DossierValidation, complete: true }, valid: () => ({}), invalid: { version: 'un' }, invalidFields: ['version'], reaches: E.DossierUpload, outOfStep: { at: E.DossierUpload, complete: true } },
  { path: 'confirm-documents', who: 'presta', from: { at: E.DossierUpload, complete: true }, valid: () => ({}), invalid: { version: 0 }, invalidFields: ['version'], reaches: E.DossierConfirmation, outOfStep: { at: E.DossierValidation, complete: true } },
  { path: 'configure-prestataire-partially', who: 'benef', from: { at: E.DossierPrestataire, options: { prestataire: false } }, valid: () => ({ prestataireOrganisationId: p.prestataire }), invalid: { prestataireOrganisationId: 'x' }, invalidFields: ['prestataireOrganisationId'], reaches: E.DossierPrestation, outOfStep: { at: E.DossierBeneficiaire, options: { prestataire: false } } },
  // Out of step: not a screen of the wizard but the dossier's state: nothing to write before the dossier goes to a provider.
  { path: 'askPrestataire', who: 'benef', from: { at: E.DossierPrestation }, valid: () => ({ askText: 'Pouvez-vous me rappeler ?' }), invalid: { askText: '   ' }, invalidFields: ['askText'], reaches: E.DossierPrestation, outOfStep: { at: E.DossierPrestataire, options: { prestataire: false } } },
];

async function dossierIn(situation: Situation) {
  const dossier = await introductionAt(t, p, r, situation.at, situation.options);
  if (situation.complete) await completeIntroduction(t, p, r, dossier.id, { documents: true });
  return dossier;
}

/** The payload, with the establishment unit filled in once the demo data is known. */
function validPayload(c: StepCase, unit: number) {
  const payload = c.valid() as Record<string, unknown>;
  return 'uniteEtablissementId' in payload ? { ...payload, uniteEtablissementId: unit } : payload;
}

describe('the wizard calls: valid, invalid payload, forbidden caller, out of step', () => {
  for (const c of CASES) {
    describe(c.path, () => {
      const url = (id: number) => `/api/dossiers/${id}/${c.path}`;

      it('saves a valid payload, moves the saved step forward and answers the dossier with its tabs', async () => {
        const dossier = await dossierIn(c.from);
        const response = await post(t, as[c.who], url(dossier.id), { ...validPayload(c, await r.unitOf(p.entreprise)), version: dossier.version });
        expect(response.statusCode, response.body).toBe(200);
        const result = response.json().result;
        expect(result.EtapeEncodage).toBe(c.reaches);
        expect(result.x_contacts).toEqual(expect.any(Array));
        // A message to the provider changes nothing of the dossier itself.
        expect(result.version).toBe(c.path === 'askPrestataire' ? dossier.version : dossier.version + 1);
      });

      it('refuses an invalid payload with 400 and the failing fields, in French', async () => {
        const dossier = await dossierIn(c.from);
        const response = await post(t, as[c.who], url(dossier.id), c.invalid);
        expect(response.statusCode, response.body).toBe(400);
        const body = response.json();
        expect(body.code).toBe('ValidationError');
        expect(body.fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(c.invalidFields));
        for (const { message } of body.fields) expect(message).not.toMatch(/^Expected/);
        expect((await dossierRow(t, dossier.id))!.version).toBe(dossier.version);
      });

      it('refuses a caller with no right on the dossier with 403', async () => {
        const dossier = await dossierIn(c.from);
        const stranger = c.who === 'presta' ? as.outsider : as.prestaAsBenef;
        const response = await post(t, stranger, url(dossier.id), validPayload(c, await r.unitOf(p.entreprise)));
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json().code).toBe('Forbidden');
      });

      it('refuses the call where the wizard guard does not open its screen with 409 InvalidTransition', async () => {
        const dossier = await dossierIn(c.outOfStep);
        const response = await post(t, as[c.who], url(dossier.id), validPayload(c, await r.unitOf(p.entreprise)));
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json()).toEqual({ code: 'InvalidTransition', message: "Cette action n'est pas possible dans l'état actuel du dossier." });
        expect(await dossierRow(t, dossier.id)).toMatchObject({ version: dossier.version, etapeEncodage: c.outOfStep.at });
        expect(await historyOf(t, dossier.id)).toHaveLength(1);
      });

      it('refuses a stale version with 409 Conflict', async () => {
        const dossier = await dossierIn(c.from);
        const response = await post(t, as[c.who], url(dossier.id), { ...validPayload(c, await r.unitOf(p.entreprise)), version: dossier.version + 1 });
        expect(response.statusCode, response.body).toBe(409);
        expect(response.json().code).toBe('Conflict');
      });
    });
  }

  it("refuses a call of the other side's wizard with 403: a beneficiary has no competences screen, a provider no partial provider step", async () => {
    const dossier = await dossierIn({ at: E.DossierPrestation, options: { prestataire: false } });
    const competences = await post(t, as.benef, `/api/dossiers/${dossier.id}/configure-competences`, CASES[3]!.valid());
    expect(competences.statusCode, competences.body).toBe(403);
    const other = await dossierIn({ at: E.DossierPrestataire });
    const partially = await post(t, as.presta, `/api/dossiers/${other.id}/configure-prestataire-partially`, { prestataireOrganisationId: p.prestataire });
    expect(partially.statusCode, partially.body).toBe(403);
  });

  it('answers 404 for a dossier that does not exist and for a malformed id', async () => {
    for (const c of CASES) {
      for (const id of ['2147483647', 'abc', '0']) {
        const response = await post(t, as[c.who], `/api/dossiers/${id}/${c.path}`, validPayload(c, 1));
        expect(response.statusCode, `${c.path} ${id}`).toBe(404);
      }
    }
  });
});
