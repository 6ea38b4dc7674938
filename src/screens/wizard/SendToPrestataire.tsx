import { useTranslation } from 'react-i18next';
import { failureOf } from '../../api/errors';
import { useAskPrestataire } from '../../api/wizard/ask-prestataire';
import { MessageToPrestataireForm, type SendMessage } from '../../forms/MessageToPrestataireForm';
import { notifySuccess } from '../../layout/notify';
import { showSaveFailure } from '../../forms/save-failure';
import { useWizard } from './WizardContext';

/**
 * The initiation's recap: the beneficiary sends its request to the provider the dossier went to (askText,
 * e-mailed to the provider's Authority contacts and kept in the dossier's remarks).
 */
export function SendToPrestataire() {
  const { t } = useTranslation('wizard');
  const { dossier } = useWizard();
  const ask = useAskPrestataire(dossier.id);
  // Before the provider step is saved, the dossier has not gone to any provider yet.
  if (!dossier.actions.askPrestataire) return <p className="notice">{t('recap.notSent')}</p>;
  const send: SendMessage = (payload, setError) =>
    ask.mutateAsync(payload).then(
      (fresh) => {
        notifySuccess(t('recap.sent', { nom: fresh.prestataire?.nom ?? '' }));
        return true;
      },
      async (error) => {
        await showSaveFailure(failureOf(error), { setError, fieldNames: ['askText'] });
        return false;
      },
    );
  return <MessageToPrestataireForm prestataireNom={dossier.prestataire?.nom ?? ''} onSend={send} />;
}
