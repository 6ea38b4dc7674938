import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePorteurRole, type PorteurCall } from '../../api/contacts/porteur';
import type { MyContact } from '../../api/profile/my-identity';
import { ConfirmDialog } from '../../forms/ConfirmDialog';
import { notifySuccess } from '../../layout/notify';
import { refusalMessage } from './failure-message';
import styles from './Profile.module.css';

const DONE: Record<PorteurCall, string> = { 'porteur/enable': 'porteur.enabled', 'porteur/disable': 'porteur.disabled', addPorteur: 'porteur.added' };

/**
 * The project-holder role (spec sections 2 and 6: enabled or disabled by the user). A contact who never held it
 * is offered to take it, which creates an organisation in its name, so it is asked first; the role held is a
 * switch, since disabling it is undone by enabling it again.
 */
export function PorteurSection({ contact }: { contact: MyContact }) {
  const { t } = useTranslation('profile');
  const switchId = useId();
  const role = usePorteurRole(contact.id);
  const [confirming, setConfirming] = useState(false);
  const refusal = role.error ? refusalMessage(role.error) : null;
  const run = (call: PorteurCall) => role.mutate(call, { onSuccess: () => notifySuccess(t(DONE[call])), onSettled: () => setConfirming(false) });
  const held = contact.BeneficiaireId !== null;
  // While the call runs the switch already shows where it goes.
  const toggling = role.isPending && role.variables !== 'addPorteur';
  const actif = toggling ? role.variables === 'porteur/enable' : contact.porteur_projet_actif;

  return (
    <section className={styles.section} aria-labelledby="porteur-title">
      <h2 id="porteur-title">{t('porteur.title')}</h2>
      {held ? (
        <>
          <div className={styles.switchRow}>
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              className={styles.switch}
              checked={actif}
              disabled={role.isPending}
              aria-describedby={`${switchId}-hint`}
              onChange={(event) => run(event.target.checked ? 'porteur/enable' : 'porteur/disable')}
            />
            <label htmlFor={switchId}>{t('porteur.switch')}</label>
          </div>
          <p id={`${switchId}-hint`} className={styles.muted}>
            {t(actif ? 'porteur.enabledHint' : 'porteur.disabledHint')}
          </p>
        </>
      ) : (
        <>
          <p className={styles.muted}>{t('porteur.neverHeld')}</p>
          <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
            {t('porteur.become')}
          </button>
        </>
      )}
      {refusal && (
        <p role="alert" className="notice">
          {refusal}
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('porteur.confirmTitle')}
          text={t('porteur.confirmText')}
          confirmLabel={t('porteur.confirm')}
          cancelLabel={t('common:cancel')}
          busy={role.isPending}
          onConfirm={() => run('addPorteur')}
          onClose={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
