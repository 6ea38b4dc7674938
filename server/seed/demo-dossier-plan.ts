import { EtapeEncodage, type EtapeEncodageId } from '../../domain/encoding-steps';
import type { DossierStatusUserEventType } from '../../machines/dossierStatus.types';

/** One status event of a demo dossier's life, with the text a user would have typed. */
export type DemoEvent = DossierStatusUserEventType | [DossierStatusUserEventType, string];

export interface DemoDossierPlan {
  /** The encoding step the dossier was created at (the walks start from the recap step, where it is validated). */
  etape: EtapeEncodageId;
  events: DemoEvent[];
  anciennePlateforme?: boolean;
  /** Begun by the provider, whose organisation is named from step 1 (else by the beneficiary, the provider coming at step 3). */
  byProvider?: boolean;
}

const submitted: DemoEvent[] = ['VALIDATE_INTRODUCTION', 'SUBMIT_INTRODUCTION'];
const admissible: DemoEvent[] = [...submitted, 'DECLARE_ADMISSIBLE'];
const shared: DemoEvent[] = [...admissible, 'REGISTER_SHARE_PAYMENT'];
const reported: DemoEvent[] = [...shared, 'SUBMIT_REPORT_TO_BENEFICIARY'];
const validated: DemoEvent[] = [...reported, 'BENEFICIARY_VALIDATES_REPORT'];
const approved: DemoEvent[] = [...validated, 'APPROVE_SERVICE'];
const settled: DemoEvent[] = [...approved, 'SETTLE'];
const ask = (text: string): DemoEvent => ['ASK_INFORMATION', text];
const answer = (text: string): DemoEvent => ['COMPLETE_INFORMATION', text];
const walk = (events: DemoEvent[], anciennePlateforme = false): DemoDossierPlan => ({ etape: EtapeEncodage.DossierValidation, events, anciennePlateforme });
const draft = (etape: EtapeEncodageId): DemoDossierPlan => ({ etape, events: [] });
/** An introduction the provider began and left at its first step: the only step where a dossier may be duplicated or deleted. */
const begunByProvider: DemoDossierPlan = { etape: EtapeEncodage.DossierAide, events: [], byProvider: true };

/**
 * About 30 demo dossiers: an introduction at every encoding step, every other status at least once,
 * each reached by walking the real status machine from the introduction, and one dossier of the
 * older platform (read-only). Dossiers that wait for the beneficiary come late, so that their
 * countdown is still running. The last three are at step 1, where their authors are offered to
 * duplicate and delete them: two begun by the provider, one by the beneficiary.
 */
export const DEMO_DOSSIER_PLAN: DemoDossierPlan[] = [
  draft(EtapeEncodage.DossierAide),
  walk(settled, true),
  walk([...settled, ['CANCEL_AFTER_SETTLEMENT', 'Double financement constaté lors du contrôle a posteriori.']]),
  walk([...validated, ['CANCEL_AND_SETTLE', 'Seule la première phase de la prestation a été réalisée.']]),
  walk([...validated, ['CANCEL_SERVICE', 'La prestation ne correspond pas à la demande introduite.']]),
  draft(EtapeEncodage.DossierBeneficiaire),
  walk([...shared, ['CANCEL_SERVICE_BY_PROVIDER', 'Le bénéficiaire a renoncé au projet.']]),
  { etape: EtapeEncodage.DossierPrestataire, events: [['CANCEL_INTRODUCED', 'Demande introduite par erreur pour ce bénéficiaire.']] },
  walk([...admissible, ['MARK_OBSOLETE', "Quote-part non payée dans les délais."]]),
  walk([...submitted, ['DECLARE_INADMISSIBLE', "L'entreprise ne remplit pas les conditions d'éligibilité."]]),
  draft(EtapeEncodage.DossierPrestataire),
  walk(settled),
  walk(approved),
  walk([...validated, ask('Merci de joindre les livrables signés.'), answer('Les livrables signés sont joints au rapport.')]),
  walk([...validated, ask('Merci de préciser le nombre de jours prestés.')]),
  draft(EtapeEncodage.DossierPrestation),
  walk([...reported, ['BENEFICIARY_REFUSES_REPORT', 'Le rapport ne décrit pas les tâches réellement effectuées.']]),
  walk(validated),
  walk([...submitted, ask('Merci de préciser le planning de la prestation.'), answer('Le planning détaillé a été ajouté.')]),
  walk([...submitted, ask('Le devis du sous-traitant est manquant.')]),
  draft(EtapeEncodage.DossierFinanciere),
  walk(admissible),
  walk(submitted),
  walk(shared),
  draft(EtapeEncodage.DossierSpecificite),
  walk(submitted),
  draft(EtapeEncodage.DossierValidation),
  walk(['VALIDATE_INTRODUCTION']),
  walk(shared),
  walk(reported),
  begunByProvider,
  begunByProvider,
  draft(EtapeEncodage.DossierAide),
];
