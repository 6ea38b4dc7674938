import { TypeContact, TYPE_CONTACT_LABELS, type TypeContactId } from './contact-types';
import { DOSSIER_CONTACT_TYPES } from './eligibility';
import type { StepScreen } from './wizard-steps';
import { COMPETENCES_TOTAL_PERCENT } from './schemas/wizard';

/**
 * What an introduction still lacks before the provider may validate it (GET /dossiers/{id}/is-valid, and
 * POST /validate refuses while anything is listed). Each item names the screen where it is completed and
 * the field of that screen's payload, so that the recap can link to it.
 */
export interface MissingItem {
  screen: StepScreen<'introduction'>;
  field: string;
  message: string;
}

/** What the rules read of the dossier; the server gathers it, with the problems its other rules found. */
export interface CompletenessFacts {
  typeAideId: number | null;
  beneficiaireId: number | null;
  uniteEtablissementId: number | null;
  /** Why the beneficiary (with its establishment unit) is not eligible: domain/eligibility.ts. */
  beneficiaireProblems: readonly string[];
  beneficiaireContactTypes: readonly number[];
  prestataireId: number | null;
  prestataireProblems: readonly string[];
  prestataireContactTypes: readonly number[];
  competencePercentages: readonly number[];
  /** domain/expert-coverage.ts */
  expertProblems: readonly string[];
  prestation: {
    titre: string | null;
    objectifGeneral: string | null;
    valeurAjoutee: string | null;
    dateDebutEstimee: string | null;
    dateFinEstimee: string | null;
    planning: string | null;
    nombreJours: number | null;
  };
  montantTotal: number | null;
  montantCheque: number | null;
  /** domain/financing.ts voucherLimitProblems, when the amounts are there. */
  montantProblems: readonly string[];
}

/**
 * The performance's own fields, read from a stored dossier: what completeness checks, the detail shows and a
 * duplicate carries over, listed once.
 */
export function prestationFacts(dossier: CompletenessFacts['prestation']): CompletenessFacts['prestation'] {
  const { titre, objectifGeneral, valeurAjoutee, dateDebutEstimee, dateFinEstimee, planning, nombreJours } = dossier;
  return { titre, objectifGeneral, valeurAjoutee, dateDebutEstimee, dateFinEstimee, planning, nombreJours };
}

const PRESTATION_LABELS: Record<keyof CompletenessFacts['prestation'], string> = {
  titre: 'Le titre de la prestation est manquant.',
  objectifGeneral: "L'objectif général est manquant.",
  valeurAjoutee: 'La valeur ajoutée est manquante.',
  dateDebutEstimee: 'La date de début estimée est manquante.',
  dateFinEstimee: 'La date de fin estimée est manquante.',
  planning: 'Le planning est manquant.',
  nombreJours: 'Le nombre de jours est manquant.',
};

/** The payload field that assigns each contact type (domain/schemas/wizard.ts). */
const CONTACT_FIELDS: Partial<Record<TypeContactId, string>> = {
  [TypeContact.AUTORITE]: 'autoriteContactId',
  [TypeContact.REFERENCE]: 'referenceContactId',
  [TypeContact.INFORMATION]: 'informationContactId',
};

function contactItems(screen: 'beneficiaire' | 'prestataire', required: readonly TypeContactId[], present: readonly number[]): MissingItem[] {
  return required
    .filter((type) => !present.includes(type))
    .map((type) => ({ screen, field: CONTACT_FIELDS[type]!, message: `Le contact ${TYPE_CONTACT_LABELS[type]} est manquant.` }));
}

export function missingForValidation(f: CompletenessFacts): MissingItem[] {
  const items: MissingItem[] = [];
  const add = (screen: MissingItem['screen'], field: string, messages: readonly string[]) =>
    items.push(...messages.map((message) => ({ screen, field, message })));
  if (f.typeAideId === null) add('cheque', 'typeAideId', ['Le chèque est manquant.']);
  if (f.beneficiaireId === null) add('beneficiaire', 'beneficiaireOrganisationId', ['Le bénéficiaire est manquant.']);
  else {
    if (f.uniteEtablissementId === null) add('beneficiaire', 'uniteEtablissementId', ["L'unité d'établissement est manquante."]);
    add('beneficiaire', 'beneficiaireOrganisationId', f.beneficiaireProblems);
    items.push(...contactItems('beneficiaire', DOSSIER_CONTACT_TYPES.beneficiaire, f.beneficiaireContactTypes));
  }
  if (f.prestataireId === null) add('prestataire', 'prestataireOrganisationId', ['Le prestataire est manquant.']);
  else {
    add('prestataire', 'prestataireOrganisationId', f.prestataireProblems);
    items.push(...contactItems('prestataire', DOSSIER_CONTACT_TYPES.prestataire, f.prestataireContactTypes));
  }
  const total = f.competencePercentages.reduce((sum, p) => sum + p, 0);
  if (f.competencePercentages.length === 0) add('competences', 'competences', ['Aucune compétence n’est choisie.']);
  else if (total !== COMPETENCES_TOTAL_PERCENT) add('competences', 'competences', [`La somme des pourcentages doit être égale à 100 % (actuellement ${total} %).`]);
  add('competences', 'expertContactIds', f.expertProblems);
  for (const [field, message] of Object.entries(PRESTATION_LABELS)) {
    const value = f.prestation[field as keyof CompletenessFacts['prestation']];
    if (value === null || value === '') add('prestation', field, [message]);
  }
  if (f.montantTotal === null) add('financier', 'montantTotal', ['Le montant total est manquant.']);
  if (f.montantCheque === null) add('financier', 'montantCheque', ['Le montant du chèque est manquant.']);
  else if (f.montantTotal !== null && f.montantCheque > f.montantTotal) {
    add('financier', 'montantCheque', ['Le montant du chèque ne peut pas dépasser le montant total de la prestation.']);
  }
  add('financier', 'montantCheque', f.montantProblems);
  return items;
}
