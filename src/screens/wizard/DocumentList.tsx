import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TypeDocumentIntro } from '../../../domain/wire/wizard';
import { useDeleteDocument } from '../../api/documents/delete';
import type { DossierDetail, DossierDocument } from '../../api/dossiers/types';
import type { DossierDataTarget } from '../../api/wizard/data-target';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { formatDateTime, formatFileSize } from '../../i18n/format';
import { CardTable } from '../../layout/CardTable';
import { DocumentDownloadButton } from '../../layout/DocumentDownloadButton';
import { useDossierSave } from './useDossierSave';

const stay = () => undefined;

/**
 * The dossier's documents, each downloadable, and those `removable` says the server lets this user remove
 * (after confirmation) with the `target`'s call; a card each on a phone.
 */
export function DocumentList({
  dossier,
  types,
  target,
  removable,
}: {
  dossier: DossierDetail;
  types: readonly TypeDocumentIntro[];
  target: DossierDataTarget;
  removable: (document: DossierDocument) => boolean;
}) {
  const { t } = useTranslation('wizard');
  // A removal stays on this screen: the step's flow does not move.
  const { busy, run } = useDossierSave(dossier.id, stay);
  const remove = useDeleteDocument(dossier.id, target);
  const [removing, setRemoving] = useState<DossierDocument | null>(null);
  const typeOf = (id: number) => types.find((type) => type.id === id)?.libelle;
  if (dossier.documents.length === 0) return <p>{t('documents.none')}</p>;
  return (
    <>
      <CardTable caption={t('documents.caption')} captionShown headers={[t('documents.nom'), t('documents.type'), t('documents.taille'), t('documents.date'), t('documents.actions')]}>
        {dossier.documents.map((doc) => (
          <tr key={doc.id}>
            <th scope="row">{doc.nom}</th>
            <td data-label={t('documents.type')}>{typeOf(doc.typeDocumentId)}</td>
            <td data-label={t('documents.taille')}>{formatFileSize(doc.taille)}</td>
            <td data-label={t('documents.date')}>{formatDateTime(doc.createdAt)}</td>
            <td data-label={t('documents.actions')}>
              <DocumentDownloadButton document={doc} />{' '}
              {removable(doc) && (
                <button
                  type="button"
                  className="btn btn-danger"
                  disabled={busy}
                  onClick={() => setRemoving(doc)}
                  aria-label={t('documents.remove', { nom: doc.nom })}
                >
                  {t('documents.removeShort')}
                </button>
              )}
            </td>
          </tr>
        ))}
      </CardTable>
      {removing && (
        <ConfirmDialog
          title={t('documents.removeTitle', { nom: removing.nom })}
          text={t('documents.removeText')}
          tone="danger"
          confirmLabel={t('common:confirm')}
          cancelLabel={t('common:back')}
          busy={busy}
          onConfirm={() => void run(() => remove.mutateAsync(removing.id)).finally(() => setRemoving(null))}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
