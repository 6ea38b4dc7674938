import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { LabelItem } from '../../../domain/wire/labellisation';
import { formatDate } from '../../i18n/format';
import { ToneBadge } from '../../layout/StatusBadge';
import { CardTable } from '../../layout/CardTable';
import { isRenewable } from '../../../domain/label-validity';
import { platformToday } from '../../../domain/sme';
import { LABEL_TONES } from './tones';

/**
 * A provider's labels: what, on which thematic, its status, when granted, until when, and from when it may be
 * renewed; with `renewFor`, a link to renew each label now in its renewal window.
 */
export function LabelsTable({ labels, caption, renewFor }: { labels: LabelItem[]; caption: string; renewFor?: number }) {
  const { t } = useTranslation('labellisation');
  if (labels.length === 0) return <p className="muted">{t('labels.none')}</p>;
  const cell = (key: string) => ({ 'data-label': t(`labels.columns.${key}`) });
  const columns = ['type', 'thematique', 'statut', 'accordeLe', 'expireLe', 'renouvelableDes', ...(renewFor === undefined ? [] : ['renouveler'])];
  return (
    <CardTable caption={caption} headers={columns.map((key) => t(`labels.columns.${key}`))}>
      {labels.map((label) => (
        <tr key={label.id}>
          <th scope="row">{label.typeLibelle}</th>
          <td {...cell('thematique')}>{label.thematique?.libelle ?? '—'}</td>
          <td {...cell('statut')}>
            <ToneBadge tone={LABEL_TONES[label.statut]} label={label.statutLibelle} />
          </td>
          <td {...cell('accordeLe')}>{formatDate(label.accordeLe) ?? '—'}</td>
          <td {...cell('expireLe')}>{formatDate(label.expireLe) ?? '—'}</td>
          <td {...cell('renouvelableDes')}>{formatDate(label.renouvelableDes) ?? '—'}</td>
          {renewFor !== undefined && (
            <td {...cell('renouveler')}>
              {isRenewable(label, platformToday()) ? (
                <Link
                  to="/labellisation/prestataire/$prestataireId/create-recognition-request"
                  params={{ prestataireId: String(renewFor) }}
                  search={{ renouveler: label.id }}
                  aria-label={t('labels.renewOf', { type: label.typeLibelle, thematique: label.thematique?.libelle ?? '' })}
                >
                  {t('labels.renew')}
                </Link>
              ) : (
                '—'
              )}
            </td>
          )}
        </tr>
      ))}
    </CardTable>
  );
}
