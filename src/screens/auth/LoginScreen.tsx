import { useEffect } from 'react';
import { Link, useRouter, useSearch } from '@tanstack/react-router';
import { appHref } from '../../paths/href';
import { useTranslation } from 'react-i18next';
import { LoginPayload } from '../../../domain/schemas/auth';
import { splitRoleQuery } from '../../../domain/role-query';
import { useSession, useSessionActor } from '../../session/SessionContext';
import { useConstants } from '../../api/platform/constants';
import { useGestiaLoginUrl } from '../../api/auth/gestia-login-url';
import { TextField } from '../../forms/TextField';
import { PublicPage } from '../../layout/PublicPage';
import styles from './LoginScreen.module.css';
import publicForm from '../../styles/public-form.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { loginRefusalMessage } from './login-refusal';

/** The page to come back to travels through the identity service in its `state`. */
function withState(url: string, redirect: string | undefined): string {
  const target = new URL(url);
  if (redirect) target.searchParams.set('state', redirect);
  return target.toString();
}

/*
 * The parts that wait for an answer (the platform's constants, the identity service's address) are components of
 * their own: when the answer comes, only they render again, not the form (a phone's main thread, docs/performance.md).
 */

function GestiaLogin({ redirect }: { redirect: string | undefined }) {
  const { t } = useTranslation('auth');
  const { data: gestiaUrl } = useGestiaLoginUrl();
  if (!gestiaUrl) return null;
  return (
    <p className={styles.gestia}>
      <a className={styles.gestiaLink} href={withState(gestiaUrl, redirect)}>
        {t('login.gestia')}
      </a>
    </p>
  );
}

/** Only while the server runs the development mailbox: never with SMTP_URL, never in production. */
function DevMailboxLink() {
  const { t } = useTranslation('auth');
  const { data: constants } = useConstants();
  const mailbox = constants?.['dev.mailbox'];
  return mailbox ? <a href={appHref(mailbox)}>{t('login.devMailbox')}</a> : null;
}

function SmeApplicationLink() {
  const { t } = useTranslation('auth');
  const { data: constants } = useConstants();
  return constants ? <a href={String(constants['platform.external_app_url'])}>{t('login.smeWarningLink')}</a> : null;
}

interface LoginForm {
  login: string;
  password: string;
}

/**
 * /login (spec section 2): identifier and password, sign-up and reset links, the SME warning. Pre-rendered at build
 * (src/prerender.tsx): before the scripts run, the form posts as a plain one (server/routes/auth-form.ts), which
 * comes back here with `erreur` on a refusal.
 */
export function LoginScreen() {
  const { t } = useTranslation(['auth', 'errors']);
  const session = useSessionActor();
  const router = useRouter();
  const { redirect, erreur } = useSearch({ from: '/public/login' });
  const error = useSession((s) => s.context.error);
  const busy = useSession((s) => s.matches('loggingIn'));
  const connected = useSession((s) => s.matches({ connected: 'idle' }));
  const { control, register, handleSubmit, formState } = useSchemaForm<LoginForm>(LoginPayload);
  const target = splitRoleQuery(redirect ?? '/');

  useEffect(() => {
    // Back to the page the visitor had tried to open, with its role query cleared, or home.
    if (connected) void router.navigate({ href: target.href, replace: true });
  }, [connected, router, target.href]);

  const onSubmit = (values: LoginForm) => session.send({ type: 'LOGIN', ...values, droitId: target.droitId });
  const message = error ? (error.code === 'invalid_credentials' ? t('errors:invalidCredentials') : error.message) : erreur && loginRefusalMessage(t, erreur);

  return (
    <PublicPage title={t('auth:login.title')}>
      <p className={publicForm.intro}>{t('auth:login.intro')}</p>
      {message && (
        <div role="alert" className={publicForm.error}>
          {message}
        </div>
      )}
      <form method="post" action="/api/auth/login/form" onSubmit={handleSubmit(onSubmit)} noValidate className={publicForm.form}>
        <ErrorSummary control={control} />
        <input type="hidden" name="redirect" value={redirect ?? ''} />
        <TextField label={t('auth:login.identifier')} autoComplete="username" autoFocus error={formState.errors.login?.message} {...register('login')} />
        <TextField label={t('auth:login.password')} type="password" autoComplete="current-password" error={formState.errors.password?.message} {...register('password')} />
        <button type="submit" className={publicForm.submit} disabled={busy}>
          {busy ? t('auth:login.submitting') : t('auth:login.submit')}
        </button>
      </form>
      <GestiaLogin redirect={redirect} />
      <nav className={styles.links} aria-label={t('auth:login.title')}>
        {/* A full page load: the account screens' routes are built from their statecharts' steps, not typed paths. */}
        <a href={appHref('/signup')}>{t('auth:login.signup')}</a>
        <Link to="/reset-password">{t('auth:login.resetPassword')}</Link>
        <DevMailboxLink />
      </nav>
      <aside className={styles.warning}>
        <p>{t('auth:login.smeWarning')}</p>
        <SmeApplicationLink />
      </aside>
    </PublicPage>
  );
}
