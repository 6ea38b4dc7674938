import { useEffect, useRef } from 'react';
import { Link, useRouter, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { splitRoleQuery } from '../../../domain/role-query';
import { useSession, useSessionActor } from '../../session/SessionContext';
import { PublicPage } from '../../layout/PublicPage';
import { appHref } from '../../paths/href';
import publicForm from '../../styles/public-form.module.css';

/** A proven identity no account is linked to: a newcomer, offered the sign-up rather than an error code. */
const UNKNOWN_ACCOUNT = 'gestia_unknown_account';

/**
 * /login/gestia (spec section 2): the server, back from the identity service, sends the browser here with a
 * one-time code (README, Sign-in with the identity service). On failure the spec shows the error code.
 */
export function GestiaLoginScreen() {
  const { t } = useTranslation('auth');
  const session = useSessionActor();
  const router = useRouter();
  const { code, state, erreur } = useSearch({ from: '/public/login/gestia' });
  const error = useSession((s) => s.context.error);
  const connected = useSession((s) => s.matches({ connected: 'idle' }));
  const sent = useRef(false);
  const target = splitRoleQuery(state && state.startsWith('/') ? state : '/');

  useEffect(() => {
    // Once: a code is good for one exchange only.
    if (sent.current || !code) return;
    sent.current = true;
    session.send({ type: 'LOGIN_GESTIA', gestiaCode: code, droitId: target.droitId });
  }, [code, session, target.droitId]);

  useEffect(() => {
    if (connected) void router.navigate({ href: target.href, replace: true });
  }, [connected, router, target.href]);

  const failed = !code || (sent.current && error);
  // The server's code when the provider's answer failed there; none at all when the address came without either.
  const failure = error?.code ?? erreur ?? 'missing_code';
  return (
    <PublicPage title={t('gestia.title')}>
      {failed && failure === UNKNOWN_ACCOUNT ? (
        <>
          <div role="alert" className={publicForm.error}>
            {t('gestia.unknownAccount')}
          </div>
          {/* The sign-up starts with the identity just proven, under the handle the refusal carried. */}
          <a href={appHref(error?.personalDataId ? `/signup/donnees-personnelles?id=${encodeURIComponent(error.personalDataId)}` : '/signup')} className="btn btn-primary">
            {t('gestia.createAccount')}
          </a>{' '}
          <Link to="/login">{t('gestia.backToLogin')}</Link>
        </>
      ) : failed ? (
        <>
          <div role="alert" className={publicForm.error}>
            {t('gestia.failed', { code: failure })}
          </div>
          <Link to="/login">{t('gestia.backToLogin')}</Link>
        </>
      ) : (
        <p role="status">{t('gestia.inProgress')}</p>
      )}
    </PublicPage>
  );
}
