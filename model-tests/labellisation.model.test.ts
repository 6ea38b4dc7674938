import { describe, expect, it } from 'vitest';
import { StatutDemandeLabellisation, StatutLabellisation, type StatutDemandeLabellisationId, type StatutLabellisationId } from '../domain/labellisation';
import { submissionProblems, type SubmittedRequest } from '../domain/labellisation-submission';
import { labelMachine, type LabelEvent } from '../machines/label.machine';
import { nextLabelStatut, stateToStatutLabel, statutLabelToState } from '../machines/label.state';
import { labellisationRequestMachine, type LabellisationRequestEvent } from '../machines/labellisationRequest.machine';
import { nextLabellisationRequest, stateToStatutDemande, statutDemandeToState } from '../machines/labellisationRequest.state';
import { submissionGroupMachine } from '../machines/submissionGroup.machine';
import { coverageOf } from './coverage';
import { labellisationRequestModel, labelModel, SELECTIONS, submissionGroupModel, WALK_EXPIRY } from './labellisation.model';
import { describeStep, effects, stepsWhere, uniqueSteps } from './steps';
import { walk } from './walk';

const requestPaths = walk(labellisationRequestMachine, labellisationRequestModel);
const labelPaths = walk(labelMachine, labelModel);
const groupPaths = walk(submissionGroupMachine, submissionGroupModel);

const STATUTS_DEMANDE = Object.values(StatutDemandeLabellisation) as StatutDemandeLabellisationId[];
const STATUTS_LABEL = Object.values(StatutLabellisation) as StatutLabellisationId[];

describe('labellisation request chart (spec section 4)', () => {
  it('has one state per request status, mapped both ways, and every transition walked', () => {
    expect(Object.keys(labellisationRequestMachine.root.states).sort()).toEqual(STATUTS_DEMANDE.map(statutDemandeToState).sort());
    for (const statut of STATUTS_DEMANDE) expect(stateToStatutDemande(statutDemandeToState(statut))).toBe(statut);
    const coverage = coverageOf(labellisationRequestMachine, requestPaths);
    expect(coverage.uncovered).toEqual([]);
    expect(coverage.unreached).toEqual([]);
  });

  it('gives the server, restoring a stored request and sending the event, what the walk gives', () => {
    for (const step of uniqueSteps(requestPaths)) {
      const next = nextLabellisationRequest(stateToStatutDemande(step.before.value), step.event as LabellisationRequestEvent);
      if (step.transitions.length === 0) {
        expect(next, describeStep(step)).toBeNull();
        continue;
      }
      expect(next?.statut, describeStep(step)).toBe(stateToStatutDemande(step.after.value));
      expect(next?.effects, describeStep(step)).toEqual(effects(step));
    }
  });

  it('lets the provider cancel only before a decision, and grants the label only on validation', () => {
    const cancellable = STATUTS_DEMANDE.filter((statut) => nextLabellisationRequest(statut, { type: 'CANCEL' }) !== null);
    expect(cancellable.sort()).toEqual([StatutDemandeLabellisation.EN_INTRODUCTION, StatutDemandeLabellisation.EN_EXAMEN, StatutDemandeLabellisation.EN_DRC].sort());
    for (const step of stepsWhere(requestPaths, (s) => effects(s).includes('grantLabel'))) {
      expect(step.event.type, describeStep(step)).toBe('VALIDATE');
      expect(step.after.value).toBe('completed');
    }
  });

  it('keeps a request in examination while the centres give their opinions, and decides only there', () => {
    for (const step of stepsWhere(requestPaths, (s) => s.event.type === 'RECORD_OPINION' && s.transitions.length > 0)) {
      expect([step.before.value, step.after.value]).toEqual(['examination', 'examination']);
    }
    for (const type of ['VALIDATE', 'REFUSE', 'OPEN_DRC', 'RECORD_OPINION'] as const) {
      const from = STATUTS_DEMANDE.filter((statut) => nextLabellisationRequest(statut, { type }) !== null);
      expect(from, type).toEqual([StatutDemandeLabellisation.EN_EXAMEN]);
    }
  });

  it('ends archived: nothing changes an archived request', () => {
    for (const event of Object.values(labellisationRequestModel.events).flat()) {
      expect(nextLabellisationRequest(StatutDemandeLabellisation.ARCHIVEE, event)).toBeNull();
    }
  });
});

describe('label chart (spec section 3: valid, suspended, expired)', () => {
  it('has one state per label status, mapped both ways, and every transition walked', () => {
    expect(Object.keys(labelMachine.root.states).sort()).toEqual(STATUTS_LABEL.map(statutLabelToState).sort());
    for (const statut of STATUTS_LABEL) expect(stateToStatutLabel(statutLabelToState(statut))).toBe(statut);
    expect(coverageOf(labelMachine, labelPaths).uncovered).toEqual([]);
    for (const step of uniqueSteps(labelPaths)) {
      const next = nextLabelStatut(stateToStatutLabel(step.before.value), step.event as LabelEvent);
      expect(next, describeStep(step)).toBe(step.transitions.length === 0 ? null : stateToStatutLabel(step.after.value));
    }
  });

  it('expires a label, valid or suspended, only once its last day is over, and for good', () => {
    const onLastDay: LabelEvent = { type: 'EXPIRE', today: WALK_EXPIRY, expiry: WALK_EXPIRY };
    const dayAfter: LabelEvent = { type: 'EXPIRE', today: '2027-07-01', expiry: WALK_EXPIRY };
    for (const statut of [StatutLabellisation.ACTIVE, StatutLabellisation.DESACTIVEE] as const) {
      expect(nextLabelStatut(statut, onLastDay)).toBeNull();
      expect(nextLabelStatut(statut, dayAfter)).toBe(StatutLabellisation.EXPIREE);
    }
    for (const event of Object.values(labelModel.events).flat()) expect(nextLabelStatut(StatutLabellisation.EXPIREE, event)).toBeNull();
    expect(nextLabelStatut(StatutLabellisation.DESACTIVEE, { type: 'RENEW' })).toBeNull();
  });
});

describe('submission group chart and rules (spec sections 4 and 9)', () => {
  it('walks every transition: a selection that keeps the rules goes on, one that breaks one stays', () => {
    expect(coverageOf(submissionGroupMachine, groupPaths).uncovered).toEqual([]);
    for (const step of stepsWhere(groupPaths, (s) => s.event.type !== 'BACK')) {
      const { facts } = step.event as unknown as { facts: Parameters<typeof submissionProblems>[0] };
      expect(step.transitions.length > 0, describeStep(step)).toBe(submissionProblems(facts).length === 0);
    }
  });

  it('asks a recognition outside the restricted context for a system access, submitted with it or granted', () => {
    expect(submissionProblems(SELECTIONS.recognitionWithSystemAccess)).toEqual([]);
    expect(submissionProblems(SELECTIONS.recognitionAccessGranted)).toEqual([]);
    expect(submissionProblems(SELECTIONS.recognitionAlone)).toEqual([
      "La reconnaissance LAB-3 demande un accès au dispositif : soumettez une demande d'accès au dispositif avec elle, ou attendez que l'accès soit accordé.",
    ]);
    const restricted: SubmittedRequest = { ...SELECTIONS.recognitionAlone.requests[0]!, contexteRestreint: true };
    expect(submissionProblems({ ...SELECTIONS.recognitionAlone, requests: [restricted] })).toEqual([]);
  });

  it('never submits a thematic access alone, nor an incomplete request, nor nothing', () => {
    expect(submissionProblems(SELECTIONS.thematicAccessAlone)).toEqual([
      "Une demande d'accès thématique ne peut pas être soumise seule : soumettez-la avec la reconnaissance à laquelle elle se rapporte.",
    ]);
    const [recognition] = SELECTIONS.recognitionAccessGranted.requests;
    const withRecognition = { ...SELECTIONS.thematicAccessAlone, requests: [...SELECTIONS.thematicAccessAlone.requests, recognition!] };
    expect(submissionProblems(withRecognition)).toEqual([]);
    expect(submissionProblems({ ...withRecognition, requests: [{ ...recognition!, complete: false }] })).toEqual(["La demande LAB-4 n'est pas complète."]);
    expect(submissionProblems({ ...withRecognition, requests: [] })).toEqual(['Sélectionnez au moins une demande à soumettre.']);
  });

  it('submits expert competence validations in groups of their own, each competence still covered by a recognition', () => {
    expect(submissionProblems(SELECTIONS.competencesCovered)).toEqual([]);
    expect(submissionProblems(SELECTIONS.competenceNoLongerCovered)).toEqual(['LAB-8 : La reconnaissance a expiré.']);
    expect(submissionProblems(SELECTIONS.competencesWithRecognition)).toEqual(['Les validations de compétences se soumettent entre elles, sans demande de reconnaissance ni d’accès.']);
  });

  it('opens a renewal N days before the label expires, until its last day', () => {
    const renewal = (today: string) => ({
      ...SELECTIONS.renewalTooEarly,
      today,
      requests: [{ ...SELECTIONS.renewalTooEarly.requests[0]!, renewalOf: { expiry: '2027-12-31' } }],
    });
    expect(submissionProblems(renewal('2027-10-02'))).toEqual([]);
    expect(submissionProblems(renewal('2027-12-31'))).toEqual([]);
    expect(submissionProblems(renewal('2027-10-01'))).toEqual([
      "Le renouvellement LAB-6 ne peut être soumis qu'à partir du 02/10/2027, 90 jours avant l'expiration du label.",
    ]);
    expect(submissionProblems(renewal('2028-01-01'))).toEqual(["Le label que renouvelle LAB-6 a expiré : introduisez une nouvelle demande."]);
  });
});
