import type { DemandeItem } from '../../../domain/wire/labellisation';

/** A competence validation in a provider's selection or recap: its reference and expert, then its competences. */
export const describeCompetenceRequest = (demande: DemandeItem) => ({
  label: `${demande.reference} — ${demande.expert ? `${demande.expert.prenom} ${demande.expert.nom}` : demande.typeLibelle}`,
  detail: demande.competences.map((c) => c.libelle).join(', ') || undefined,
});

/** The same on the expert's own page, where the expert is the reader: the provider it is asked for instead. */
export const describeOwnCompetenceRequest = (demande: DemandeItem) => ({ ...describeCompetenceRequest(demande), label: `${demande.reference} — ${demande.organisation.nom}` });
