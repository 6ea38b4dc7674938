import { useTranslation } from 'react-i18next';
import type { ContactLabellingWire } from '../../../domain/wire/contacts';
import { CardTable } from '../../layout/CardTable';
import { formatDate } from '../../i18n/format';

/** The contact's labellings as an expert (lab_contact_labellings): each competence, for which provider, its status and validity. */
export function ContactLabellings({ labellings }: { labellings: ContactLabellingWire[] }) {
  const { t } = useTranslation('contacts');
  if (labellings.length === 0) return <p>{t('detail.labellings.none')}</p>;
  const headers = [t('detail.labellings.competence'), t('detail.labellings.organisation'), t('detail.labellings.statut'), t('detail.labellings.expireLe')];
  return (
    <CardTable caption={t('detail.labellings.title')} headers={headers}>
      {labellings.map((l) => (
        <tr key={`${l.competence_id}`}>
          <td data-label={headers[0]}>{l.libelle}</td>
          <td data-label={headers[1]}>{l.organisation_nom ?? '—'}</td>
          <td data-label={headers[2]}>{l.statut_libelle}</td>
          <td data-label={headers[3]}>{formatDate(l.expire_le) ?? '—'}</td>
        </tr>
      ))}
    </CardTable>
  );
}
