import { prestationFacts } from '../../domain/dossier-completeness';
import { isDossierManagerDroitId } from '../../domain/droits';
import { ETAPE_WORKFLOW_LABELS, etapeWorkflowOf } from '../../domain/workflow-steps';
import { workflowMovesOf } from '../../machines/managerWorkflow.state';
import type { DossierCaller } from '../../machines/access/dossierScope';
import type { DossierDetailParts, DossierOrganisation, DossierTabs as DossierTabsParts } from '../db/dossier-parts';
import type { DossierDetail, DossierOrganisationDetail, DossierTabs, SuiviInterne } from '../../domain/wire/dossiers';
import type { StoredDossier } from '../db/rows';
import { dossierSummaryToWire, otherParty } from './dossier';
import { dossierDocumentOf } from '../../domain/dossier-document';
import { platformToday } from '../../domain/sme';
import { historyToWire, remarksToWire } from './dossier-history';
import { dossierTooltips } from './dossier-tooltips';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function organisationToWire(o: DossierOrganisation | null): DossierOrganisationDetail | null {
  if (!o) return null;
  return {
    id: o.id,
    nom: o.nomLong,
    NomCourt: o.nomCourt,
    TypeOrganisationId: o.typeOrganisationId,
    SousTypeOrganisationId: o.sousTypeOrganisationId,
    NumeroBCE: o.numeroBce,
    NumeroIdentification: o.numeroIdentification,
    forme_juridique: o.formeJuridique,
    nace: o.codesNace,
    type_pme: o.typePme,
    etranger: o.etranger,
    SiteWeb: o.siteWeb,
    MailContact: o.mailContact,
  };
}

export function tabsToWire({ row }: StoredDossier, tabs: DossierTabsParts): DossierTabs {
  return {
    uniteEtablissement: tabs.uniteEtablissement,
    gestionnaire: tabs.gestionnaire && { id: tabs.gestionnaire.id, Prenom: tabs.gestionnaire.prenom, Nom: tabs.gestionnaire.nom, Email: tabs.gestionnaire.email },
    x_competences: tabs.competences,
    x_contacts: tabs.contacts.map((c) => ({
      ContactId: c.contactId,
      Prenom: c.prenom,
      Nom: c.nom,
      Email: c.email,
      TypeOrganisationId: c.typeOrganisationId,
      TypeContactId: c.typeContactId,
    })),
    prestation: { ...prestationFacts(row), sousTraitants: row.sousTraitants },
    montants: {
      montantTotal: row.montantTotal,
      montantCheque: row.montantCheque,
      quotePartBeneficiaire: row.quotePartBeneficiaire,
      interventionPublique: row.interventionPublique,
      taux: row.taux,
    },
    specificites: {
      dossierPrealableId: row.dossierPrealableId,
      justificatifDocumentIds: row.justificatifDocumentIds,
      codesNaceSupplementaires: row.codesNaceSupplementaires,
    },
    documents: tabs.documents.map((d) => dossierDocumentOf(d, row.id)),
    remarques: remarksToWire(tabs),
    historique: historyToWire(tabs),
  };
}

/** The administration's own follow-up (a manager's view only): its step, and the moves the machine offers the caller. */
function suiviInterneToWire(row: StoredDossier['row'], caller: DossierCaller): SuiviInterne {
  const etape = etapeWorkflowOf(row);
  return { etape, libelle: ETAPE_WORKFLOW_LABELS[etape], gestionnaireId: row.gestionnaireId, mouvements: workflowMovesOf(etape, row.gestionnaireId === caller.contactId) };
}

/** GET /dossiers/{id}: the summary and its actions, the parties, and the tabs' data when asked for. */
export function dossierDetailToWire(caller: DossierCaller, { stored, parties, tabs, tooltips, echeanceValidation, closingDays }: DossierDetailParts): DossierDetail {
  const { row, access } = stored;
  const beneficiaire = organisationToWire(parties.beneficiaire);
  const prestataire = organisationToWire(parties.prestataire);
  return {
    ...dossierSummaryToWire(row, access, caller, { beneficiaire, prestataire }, { closingDays, today: platformToday() }),
    // The parties in full, as the detail's schema says (the summary's type names them only).
    organisation: otherParty(caller, { beneficiaire, prestataire }),
    beneficiaire,
    prestataire,
    numeroInterne: row.numeroInterne,
    plateformeId: row.plateformeId,
    typeAideId: row.typeAideId,
    updatedAt: row.updatedAt.toISOString(),
    quotePart: { payeeLe: iso(row.quotePartPayeeLe), rembourseeLe: iso(row.quotePartRembourseeLe) },
    rapport: { soumisLe: iso(row.rapportSoumisLe), echeanceValidation },
    ...(tabs ? tabsToWire(stored, tabs) : {}),
    ...(tooltips ? { tooltips: dossierTooltips(access.statut, echeanceValidation) } : {}),
    ...(isDossierManagerDroitId(caller.droitId) ? { suiviInterne: suiviInterneToWire(row, caller) } : {}),
  };
}
