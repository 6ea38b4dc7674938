import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SousTypeOrganisation } from '../../../domain/organisation-types';
import { normaliseBce } from '../../../domain/validators/bce';
import { beneficiaireCreationOrganisations } from '../../../machines/access/beneficiaireCreation';
import { useBceLookup } from '../../api/organisations/bce-lookup';
import type { AvailableBeneficiairesInput } from '../../api/organisations/available-beneficiaires';
import { sessionCaller } from '../../session/caller';
import { useSession } from '../../session/SessionContext';
import styles from './AddCompanyOffer.module.css';

/**
 * A provider's company-number search that found no organisation of the platform: when the company register
 * knows the company and the user may add a beneficiary (spec section 6, A or R), the add screen is offered,
 * prefilled from the register and coming back here with the new organisation chosen.
 */
export function AddCompanyOffer({ query, dossierId }: { query: AvailableBeneficiairesInput; dossierId: number }) {
  const { t } = useTranslation('organisationWizard');
  const caller = sessionCaller(useSession((s) => s.context));
  const bce = query.sousTypeOrganisationId === SousTypeOrganisation.ENTREPRISE && query.typeRecherche === 'bce' ? normaliseBce(query.recherche) : null;
  const mayAdd = caller !== null && beneficiaireCreationOrganisations(caller).length > 0;
  const register = useBceLookup(bce ?? '', { enabled: bce !== null && mayAdd });
  if (!bce || !mayAdd || !register.data) return null;
  return (
    <p>
      {t('fromDossier.unknownHere')}{' '}
      <Link to="/beneficiaire/add" search={{ bce, retourDossier: `/introduction-dossier/${dossierId}/beneficiaire` }} className={`btn ${styles.add}`}>
        {t('fromDossier.add')} : {register.data.denomination}
      </Link>
    </p>
  );
}
