import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemandeItem } from '../../../domain/wire/labellisation';
import { formatDate } from '../../i18n/format';
import { ToneBadge } from '../../layout/StatusBadge';
import { CardTable } from '../../layout/CardTable';
import { DEMANDE_TONES } from './tones';

interface DemandeTableProps {
  demandes: DemandeItem[];
  caption: string;
  /** The desk lists several providers' requests: it names each one's provider. */
  showOrganisation?: boolean;
  /**
   * Expert competence validations: their expert and competences instead of the type and thematic; one expert's own
   * list ('expert') names each one's provider instead of the expert.
   */
  competences?: boolean | 'expert';
  /** The reference as a link to the request's detail, when the caller may read it (an Expert contact may only list). */
  referenceOf: (demande: DemandeItem) => ReactNode;
}

/** Labellisation requests: reference, provider, type, thematic, status and decision, created and submitted. */
export function DemandeTable({ demandes, caption, showOrganisation = false, competences = false, referenceOf }: DemandeTableProps) {
  const { t } = useTranslation('labellisation');
  const cell = (key: string) => ({ 'data-label': t(`demandes.columns.${key}`) });
  const ownList = competences === 'expert';
  const columns = ['reference', ...(showOrganisation || ownList ? ['organisation'] : []), ...(competences ? [...(ownList ? [] : ['expert']), 'competences'] : ['type', 'thematique']), 'statut', 'createdAt', 'soumiseLe'];
  return (
    <CardTable caption={caption} headers={columns.map((key) => t(`demandes.columns.${key}`))} focusable={false}>
      {demandes.map((demande) => (
        <tr key={demande.id}>
          <th scope="row">{referenceOf(demande)}</th>
          {(showOrganisation || ownList) && <td {...cell('organisation')}>{demande.organisation.nom}</td>}
          {competences ? (
            <>
              {!ownList && <td {...cell('expert')}>{demande.expert ? `${demande.expert.prenom} ${demande.expert.nom}` : '—'}</td>}
              <td {...cell('competences')}>{demande.competences.map((c) => c.libelle).join(', ') || '—'}</td>
            </>
          ) : (
            <>
              <td {...cell('type')}>
                {demande.typeLibelle}
                {demande.renouvellement && <span className="muted"> — {demande.renouvellement.libelle}</span>}
              </td>
              <td {...cell('thematique')}>{demande.thematique?.libelle ?? '—'}</td>
            </>
          )}
          <td {...cell('statut')}>
            <ToneBadge tone={DEMANDE_TONES[demande.statut]} label={demande.statutLibelle} />
            {demande.decisionLibelle && <span className="muted"> {t('demandes.decision', { decision: demande.decisionLibelle })}</span>}
          </td>
          <td {...cell('createdAt')}>{formatDate(demande.createdAt) ?? '—'}</td>
          <td {...cell('soumiseLe')}>{formatDate(demande.soumiseLe) ?? '—'}</td>
        </tr>
      ))}
    </CardTable>
  );
}
