import type { DemandeItem } from '../../../domain/wire/labellisation';

/** A competence validation in a selection or a recap: its reference and expert, then its competences. */
export const describeCompetenceRequest = (demande: DemandeItem) => ({
  label: `${demande.reference} — ${demande.expert ? `${demande.expert.prenom} ${demande.expert.nom}` : demande.typeLibelle}`,
  detail: demande.competences.map((c) => c.libelle).join(', ') || undefined,
});
