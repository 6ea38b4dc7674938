import { useTranslation } from 'react-i18next';
import type { ExpertCompetenceItem } from '../../../domain/wire/competences';
import { formatDate } from '../../i18n/format';
import { ToneBadge } from '../../layout/StatusBadge';
import { CardTable } from '../../layout/CardTable';
import { CHEQUE_EXPERT_TONES } from './tones';

const COLUMNS = ['competence', 'thematique', 'statut', 'accordeLe', 'expireLe', 'updatedAt'] as const;

/** An expert's vouchers (spec section 3, statuses 32-37): each competence, its status and its dates; the provider that asked, on the expert's page. */
export function VouchersTable({ vouchers, caption, showOrganisation = false }: { vouchers: ExpertCompetenceItem[]; caption: string; showOrganisation?: boolean }) {
  const { t } = useTranslation('labellisation');
  if (vouchers.length === 0) return <p className="muted">{t('vouchers.none')}</p>;
  const columns = showOrganisation ? [...COLUMNS.slice(0, 2), 'organisation', ...COLUMNS.slice(2)] : COLUMNS;
  const cell = (key: string) => ({ 'data-label': t(`vouchers.columns.${key}`) });
  return (
    <CardTable caption={caption} headers={columns.map((key) => t(`vouchers.columns.${key}`))} focusable={false}>
      {vouchers.map((voucher) => (
        <tr key={`${voucher.competence.id}-${voucher.organisation?.id ?? 0}`}>
          <th scope="row">{voucher.competence.libelle}</th>
          <td {...cell('thematique')}>{voucher.competence.thematique?.libelle ?? '—'}</td>
          {showOrganisation && <td {...cell('organisation')}>{voucher.organisation?.nom ?? '—'}</td>}
          <td {...cell('statut')}>
            <ToneBadge tone={CHEQUE_EXPERT_TONES[voucher.statut]} label={voucher.statutLibelle} />
          </td>
          <td {...cell('accordeLe')}>{formatDate(voucher.accordeLe) ?? '—'}</td>
          <td {...cell('expireLe')}>{formatDate(voucher.expireLe) ?? '—'}</td>
          <td {...cell('updatedAt')}>{formatDate(voucher.updatedAt) ?? '—'}</td>
        </tr>
      ))}
    </CardTable>
  );
}
