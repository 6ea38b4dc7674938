import { useTranslation } from 'react-i18next';
import { DROIT_LABELS, isDroitId } from '../../../domain/droits';
import { useSession } from '../../session/SessionContext';

/** Home (spec section 2). For now it says who is signed in; the dossier dashboard comes with its issue. */
export function HomeScreen() {
  const { t } = useTranslation('layout');
  const user = useSession((s) => s.context.user);
  const droitId = useSession((s) => s.context.droitId);
  const organisations = useSession((s) => s.context.linkedOrganisations);
  if (!user) return null;
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('home.welcome', { prenom: user.prenom, nom: user.nom })}</h1>
      {droitId !== null && isDroitId(droitId) && <p>{t('home.actingAs', { droit: DROIT_LABELS[droitId] })}</p>}
      <h2>{t('home.organisations')}</h2>
      <ul>
        {organisations.map((o) => (
          <li key={`${o.id}-${o.type_contact_id}`}>{o.nom}</li>
        ))}
      </ul>
    </section>
  );
}
