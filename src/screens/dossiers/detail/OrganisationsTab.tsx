import { useTranslation } from 'react-i18next';
import { CardTable } from '../../../layout/CardTable';
import { formatBce } from '../../../i18n/format';
import { useDossier } from './useDossier';
import styles from './Detail.module.css';

interface Row {
  role: 'beneficiaire' | 'prestataire' | 'sousTraitant';
  nom: string;
  numeroBce: string | null;
  formeJuridique: string | null;
}

/**
 * The organisation tab (spec section 2 names it beside the beneficiary and provider tabs, with no path of its
 * own): every organisation the dossier involves at a glance, the parties and the provider's subcontractors,
 * after the one the list's Organisation column names for the reader (the other party). Each party's details
 * and contacts stay in its own tab.
 */
export function OrganisationsTab() {
  const { t } = useTranslation('dossiers');
  const d = useDossier();
  const parties = (['beneficiaire', 'prestataire'] as const).flatMap((role): Row[] => {
    const o = d[role];
    return o ? [{ role, nom: o.nom, numeroBce: formatBce(o.NumeroBCE), formeJuridique: o.forme_juridique }] : [];
  });
  const rows: Row[] = [
    ...parties,
    ...d.prestation.sousTraitants.map((s): Row => ({ role: 'sousTraitant', nom: s.nom, numeroBce: null, formeJuridique: null })),
  ];
  if (rows.length === 0) return <p>{t('detail.organisation.none')}</p>;
  const headers = [t('detail.organisations.role'), t('detail.organisation.nom'), t('detail.organisation.numeroBce'), t('detail.organisation.formeJuridique')];
  return (
    <section className={styles.section} aria-label={t('detail.tab.organisation')}>
      {d.organisation && <p>{t('detail.organisations.counterpart', { nom: d.organisation.nom })}</p>}
      <CardTable caption={t('detail.organisations.caption')} headers={headers}>
        {rows.map((row, i) => (
          <tr key={`${row.role}-${i}`}>
            <td data-label={headers[0]}>{t(`detail.organisations.roles.${row.role}`)}</td>
            <td data-label={headers[1]}>{row.nom}</td>
            <td data-label={headers[2]}>{row.numeroBce ?? '—'}</td>
            <td data-label={headers[3]}>{row.formeJuridique ?? '—'}</td>
          </tr>
        ))}
      </CardTable>
    </section>
  );
}
