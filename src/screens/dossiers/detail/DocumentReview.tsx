import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOSSIER_TEXT_MAX_LENGTH } from '../../../../domain/schemas/dossiers';
import type { DossierDocument } from '../../../../domain/wire/service-report';
import { useReviewDocument } from '../../../api/documents/review';
import { ConfirmDialog } from '../../../forms/ConfirmDialog';
import { showSaveFailure } from '../../../forms/save-failure';
import { notifySuccess } from '../../../layout/notify';

type Verdict = 'VERIFIE' | 'REFUSE';

/** A manager's two verdicts on a document it examines, each asked first: verified (a note if it wants), refused (why). */
export function DocumentReview({ dossierId, document }: { dossierId: number; document: DossierDocument }) {
  const { t } = useTranslation('dossiers');
  const review = useReviewDocument(dossierId);
  const [asking, setAsking] = useState<Verdict | null>(null);
  const decide = (verdict: Verdict, commentaire: string) =>
    review.mutate(
      { documentId: document.id, verdict, commentaire },
      {
        onSuccess: () => notifySuccess(t(verdict === 'VERIFIE' ? 'detail.documents.verified' : 'detail.documents.refused', { nom: document.nom })),
        onError: (error) => void showSaveFailure(error, {}),
        onSettled: () => setAsking(null),
      },
    );
  return (
    <>
      <button type="button" className="btn" aria-label={t('detail.documents.verifyName', { nom: document.nom })} onClick={() => setAsking('VERIFIE')}>
        {t('detail.documents.verify')}
      </button>
      <button type="button" className="btn btn-danger" aria-label={t('detail.documents.refuseName', { nom: document.nom })} onClick={() => setAsking('REFUSE')}>
        {t('detail.documents.refuse')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t(asking === 'VERIFIE' ? 'detail.documents.verifyTitle' : 'detail.documents.refuseTitle', { nom: document.nom })}
          text={t(asking === 'VERIFIE' ? 'detail.documents.verifyText' : 'detail.documents.refuseText')}
          tone={asking === 'REFUSE' ? 'danger' : 'default'}
          confirmLabel={t(asking === 'VERIFIE' ? 'detail.documents.verify' : 'detail.documents.refuse')}
          cancelLabel={t('confirm.back')}
          justificationLabel={t('detail.documents.commentaire')}
          justificationOptional={asking === 'VERIFIE'}
          justificationMaxLength={DOSSIER_TEXT_MAX_LENGTH}
          requiredMessage={t('common:required')}
          busy={review.isPending}
          onConfirm={(commentaire) => decide(asking, commentaire)}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
