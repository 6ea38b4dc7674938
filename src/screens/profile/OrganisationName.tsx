import { Link, useRouter, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatutValidationLien } from '../../../domain/link-validation';
import type { MyLink } from '../../api/profile/my-identity';
import { organisationAreaPath } from './organisation-area';

/**
 * The organisation's name, a link to its area once the link is validated (only a validated link opens an
 * organisation's data: a pending one would be sent home). The areas come with their own screens: until their
 * route exists, the name stays plain text.
 */
export function OrganisationName({ link }: { link: MyLink }) {
  const { t } = useTranslation('profile');
  const router = useRouter();
  const area = organisationAreaPath(link);
  if (!area || link.validation_status !== StatutValidationLien.VALIDE || !(area.to in router.routesByPath)) return <>{link.nom}</>;
  return (
    <Link to={area.to as LinkProps['to']} params={area.params as LinkProps['params']} title={t('links.open', { organisation: link.nom })}>
      {link.nom}
    </Link>
  );
}
