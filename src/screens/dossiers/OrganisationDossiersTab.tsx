import { useState } from 'react';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDossierList } from '../../api/dossiers/list';
import { useOrganisationDetail } from '../../api/organisations/detail';
import { Pagination } from '../../layout/Pagination';
import { DossierTable, type DossierSort } from './DossierTable';

const PER_PAGE = 20;

/**
 * dossiers: the organisation's dossiers among those the caller may see (POST /dossiers with its
 * `organisationId`), in the dossier list's own table. It is the organisation areas' tab (src/routes/organisation-tabs.ts);
 * their loader already fetched the organisation.
 */
export function OrganisationDossiersTab() {
  const { t } = useTranslation('organisations');
  const { orgaId } = useParams({ strict: false });
  const organisation = useOrganisationDetail(Number(orgaId));
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DossierSort>({ field: 'createdAt', direction: 'desc' });
  const list = useDossierList({ organisationId: organisation.id, page, perPage: PER_PAGE, sort });
  if (list.isError) return <p role="alert">{t('dossiers.error')}</p>;
  if (!list.data) return <p aria-busy="true">{t('loading')}</p>;
  if (list.data.items.length === 0) return <p>{t('dossiers.empty')}</p>;
  return (
    <>
      <DossierTable
        dossiers={list.data.items}
        caption={t('dossiers.caption', { nom: organisation.NomLong })}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      <Pagination page={page} perPage={PER_PAGE} total={list.data.total} totalExact={list.data.totalExact} onPage={setPage} />
    </>
  );
}
