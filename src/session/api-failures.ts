import i18n from '../i18n';
import { errorKind, type ApiFailure } from '../api/errors';
import { notifyError } from '../layout/notify';
import type { SessionActor } from './session-actor';

/**
 * Spec section 8: what a failed call does to the whole app. A login failure is shown by the login
 * screen itself; field errors (400 ValidationError) by the form that sent them.
 */
export function handleApiFailure(session: SessionActor, failure: ApiFailure) {
  const connected = session.getSnapshot().matches('connected');
  switch (errorKind(failure)) {
    case 'invalidApiVersion':
      return session.send({ type: 'API_VERSION_MISMATCH' });
    case 'maintenance':
      return session.send({ type: 'MAINTENANCE' });
    case 'invalidToken':
      // Logged out without a redirect; the route guard sends the visitor to login on the next navigation.
      if (connected) notifyError(i18n.t('errors:invalidToken'));
      return session.send({ type: 'SESSION_EXPIRED' });
    case 'forbidden':
      if (connected) notifyError(i18n.t('errors:forbidden'));
      return;
    case 'notFound':
      return notifyError(i18n.t('errors:notFound'));
    case 'invalidCredentials':
      return;
    default:
      if (failure.status === 0 || failure.status >= 500) notifyError(i18n.t('errors:generic'));
  }
}
