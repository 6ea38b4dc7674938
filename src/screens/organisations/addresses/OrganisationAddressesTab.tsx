import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../../domain/countries';
import { isTypeAdresseId, SourceAdresse, TYPE_ADRESSE_LABELS } from '../../../../domain/organisation-types';
import { REGISTER_FIELD_MESSAGE } from '../../../../domain/schemas/organisations';
import type { OrganisationAddress, OrganisationDetail } from '../../../../domain/wire/organisations';
import { CardTable } from '../../../layout/CardTable';
import styles from '../Organisation.module.css';

export interface OrganisationAddressesTabProps {
  /** The organisation with its x_adresses; `organisation.actions` says what the caller may do there. */
  organisation: OrganisationDetail;
  /** Controls above the list (e.g. add an address), shown as given. */
  toolbar?: ReactNode;
  /** Controls for one address (edit, delete), shown in its row's last column. */
  addressActions?: (address: OrganisationAddress) => ReactNode;
}

/** "Rue de la Loi 16 bte 2, 1000 Bruxelles, Belgique" */
export function addressLine(a: Pick<OrganisationAddress, 'rue' | 'numero' | 'boite' | 'codePostal' | 'localite' | 'pays'>, box: string) {
  return `${a.rue} ${a.numero}${a.boite ? ` ${box} ${a.boite}` : ''}, ${a.codePostal} ${a.localite}, ${countryName(a.pays)}`;
}

/** adresses: the organisation's addresses, active or not, and whether they came from the company register (read-only then). */
export function OrganisationAddressesTab({ organisation, toolbar, addressActions }: OrganisationAddressesTabProps) {
  const { t } = useTranslation('organisations');
  const captionId = useId();
  const list = organisation.x_adresses ?? [];
  return (
    // Not a landmark of its own: the table's scroll region already carries the caption as its name.
    <div>
      {toolbar && <div className={styles.toolbar}>{toolbar}</div>}
      {list.length === 0 ? (
        <p id={captionId}>{t('addresses.empty')}</p>
      ) : (
        <CardTable caption={t('addresses.caption', { nom: organisation.NomLong })} headers={[t('addresses.columns.type'), t('addresses.columns.address'), t('addresses.columns.status'), t('addresses.columns.source'), ...(addressActions ? [t('addresses.columns.actions')] : [])]} className={styles.wrapper}>
              {list.map((a) => (
                <tr key={a.AdresseId}>
                  <th scope="row">
                    {isTypeAdresseId(a.TypeAdresse) ? TYPE_ADRESSE_LABELS[a.TypeAdresse] : a.TypeAdresse}
                    {a.nom && <span className={styles.note}>{a.nom}</span>}
                  </th>
                  <td data-label={t('addresses.columns.address')}>{addressLine(a, t('addresses.box'))}</td>
                  <td data-label={t('addresses.columns.status')}>{a.actif ? t('addresses.active') : t('addresses.inactive')}</td>
                  <td data-label={t('addresses.columns.source')}>
                    {a.source === SourceAdresse.BCE ? (
                      <>
                        {t('addresses.source.bce')}
                        <span className={styles.note}>{REGISTER_FIELD_MESSAGE}</span>
                      </>
                    ) : (
                      t('addresses.source.manuelle')
                    )}
                  </td>
                  {addressActions && <td data-label={t('addresses.columns.actions')}>{addressActions(a)}</td>}
                </tr>
              ))}
        </CardTable>
      )}
    </div>
  );
}
