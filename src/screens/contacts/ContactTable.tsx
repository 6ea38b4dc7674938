import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ContactSortField } from '../../../domain/contact-list';
import type { ContactListItem } from '../../../domain/wire/contacts';
import { SortableHeader, type ListSort } from '../../layout/SortableHeader';
import { CardTable } from '../../layout/CardTable';
import styles from './ContactList.module.css';

export type ContactSort = ListSort<ContactSortField>;

const COLUMNS: Array<{ key: ContactSortField; label: string }> = [
  { key: 'nom', label: 'columns.nom' },
  { key: 'prenom', label: 'columns.prenom' },
  { key: 'email', label: 'columns.email' },
  { key: 'nomUtilisateur', label: 'columns.nomUtilisateur' },
];

/**
 * The contacts of the list, as the dossier table: the headers sort (the server sorts); on a phone each
 * contact is a card; wider, the table scrolls in its box.
 */
export function ContactTable({ contacts, sort, onSort }: { contacts: ContactListItem[]; sort: ContactSort; onSort: (sort: ContactSort) => void }) {
  const { t } = useTranslation('contacts');
  return (
    <CardTable
      caption={t('list.caption')}
      headers={[...COLUMNS.map(({ key, label }) => <SortableHeader key={key} field={key} label={t(label)} sortLabel={t('sort.by', { column: t(label) })} sort={sort} onSort={onSort} />), t('columns.organisations')]}
      focusable={false}
      className={styles.wrapper}
    >
      {contacts.map((c) => (
        <tr key={c.id}>
          <th scope="row">
            <Link to="/contact/$contactId" params={{ contactId: String(c.id) }}>
              {c.Nom}
            </Link>
          </th>
          <td data-label={t('columns.prenom')}>{c.Prenom}</td>
          <td data-label={t('columns.email')} className={styles.unbroken}>
            {c.Email}
          </td>
          <td data-label={t('columns.nomUtilisateur')} className={styles.unbroken}>
            {c.NomUtilisateur}
          </td>
          <td data-label={t('columns.organisations')} className={styles.organisation}>
            {c.organisations.join(', ') || '—'}
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
