import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ContactSortField } from '../../../domain/contact-list';
import type { ContactListItem } from '../../../domain/wire/contacts';
import { SortableHeader, type ListSort } from '../../layout/SortableHeader';
import { TableScroll } from '../../layout/TableScroll';
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
  const captionId = useId();
  return (
    <TableScroll labelledBy={captionId} focusable={false} className={styles.wrapper}>
      <table className="table table-cards">
        <caption id={captionId} className="visually-hidden">
          {t('list.caption')}
        </caption>
        <thead>
          <tr>
            {COLUMNS.map(({ key, label }) => (
              <SortableHeader key={key} field={key} label={t(label)} sortLabel={t('sort.by', { column: t(label) })} sort={sort} onSort={onSort} />
            ))}
            <th scope="col">{t('columns.organisations')}</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </TableScroll>
  );
}
