import { useTranslation } from 'react-i18next';
import type { DossierDetail } from '../../../api/dossiers/types';
import { failureOf } from '../../../api/errors';
import { useAskPrestataire } from '../../../api/wizard/ask-prestataire';
import { MessageToPrestataireForm, type SendMessage } from '../../../forms/MessageToPrestataireForm';
import { notifySuccess } from '../../../layout/notify';
import { useDossierActionFeedback } from '../useDossierActionFeedback';

/** While its dossier is with the provider, the beneficiary writes to it again from the remarks. */
export function MessageToPrestataire({ dossier }: { dossier: DossierDetail }) {
  const { t } = useTranslation('wizard');
  const ask = useAskPrestataire(dossier.id);
  const feedback = useDossierActionFeedback();
  const send: SendMessage = (payload) =>
    ask.mutateAsync(payload).then(
      (fresh) => {
        notifySuccess(t('recap.sent', { nom: fresh.prestataire?.nom ?? '' }));
        return true;
      },
      (error) => {
        feedback.failed(failureOf(error));
        return false;
      },
    );
  return <MessageToPrestataireForm prestataireNom={dossier.prestataire?.nom ?? ''} onSend={send} />;
}
