import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TypeAdresse } from '../../../domain/organisation-types';
import { EMPTY_ADDRESS, type AddressFormValues, type AddressInput } from '../../../domain/schemas/address';
import { AdressesStepInput } from '../../../domain/schemas/organisation-add';
import type { RegisterAddress, RegisterCompany } from '../../../domain/wire/wizard';
import { AddressFields } from '../../forms/AddressFields';
import { SelectField } from '../../forms/SelectField';
import { addressLine } from './RegisterCompanyFacts';
import { StepButtons, StepFrame } from './StepFrame';
import styles from './OrganisationWizard.module.css';
import { ErrorSummary } from '../../forms/ErrorSummary';
import { useSchemaForm } from '../../forms/useSchemaForm';

type AddressValues = AddressFormValues;
type Part = 'siege' | 'unite';
const TYPE_OF_PART = { siege: TypeAdresse.SIEGE_SOCIAL, unite: TypeAdresse.UNITE_ETABLISSEMENT } as const;

// Only the address's own fields: a register unit also carries its unit number, which the form does not take.
const fromRegister = ({ rue, numero, boite, codePostal, localite, pays }: RegisterAddress, part: Part, nom: string | null = null): AddressValues => ({
  typeAdresse: String(TYPE_OF_PART[part]),
  nom: nom ?? '',
  rue,
  numero,
  boite: boite ?? '',
  codePostal,
  localite,
  pays,
});

const fromSaved = (address: AddressInput): AddressValues => ({ ...address, nom: address.nom ?? '', boite: address.boite ?? '', typeAdresse: String(address.typeAdresse) });

const KEYS = ['rue', 'numero', 'boite', 'codePostal', 'localite', 'pays'] as const;
/** The server marks an address as the register's when it is one of its addresses as given (server/services/organisations/add.ts). */
const isRegisters = (values: AddressValues | undefined, registre: RegisterCompany | null) =>
  !!values && !!registre && [registre.siegeSocial, ...registre.unitesEtablissement].some((r) => KEYS.every((k) => (values[k] ?? '').trim().toLowerCase() === (r[k] ?? '').trim().toLowerCase()));

function initialValues(saved: AddressInput[] | null, registre: RegisterCompany | null): Record<Part, AddressValues> {
  const of = (part: Part): AddressValues => {
    const found = saved?.find((a) => a.typeAdresse === TYPE_OF_PART[part]);
    if (found) return fromSaved(found);
    const unit = registre?.unitesEtablissement[0];
    if (part === 'siege' && registre) return fromRegister(registre.siegeSocial, part);
    if (part === 'unite' && unit) return fromRegister(unit, part, unit.nom);
    return { ...EMPTY_ADDRESS, typeAdresse: String(TYPE_OF_PART[part]) };
  };
  return { siege: of('siege'), unite: of('unite') };
}

/**
 * Step 4: the head office and the establishment unit (both mandatory, spec section 5), prefilled with the
 * company register's and marked as such: those stay read-only once created (helpdesk only).
 */
export function AdressesStep({ saved, registre, refusal, onSave, onPrevious }: { saved: AddressInput[] | null; registre: RegisterCompany | null; refusal: string | null; onSave: (adresses: AddressInput[]) => void; onPrevious: () => void }) {
  const { t } = useTranslation('organisationWizard');
  const form = useSchemaForm<Record<Part, AddressValues>, AdressesStepInput>(AdressesStepInput, {
    defaultValues: initialValues(saved, registre),
  });
  const [siege, unite] = form.watch(['siege', 'unite']);
  const units = registre?.unitesEtablissement ?? [];
  const pickUnit = (index: string) => {
    const unit = units[Number(index)];
    form.setValue('unite', unit ? fromRegister(unit, 'unite', unit.nom) : { ...EMPTY_ADDRESS, typeAdresse: String(TypeAdresse.UNITE_ETABLISSEMENT) }, { shouldDirty: true });
  };
  const badge = (values: AddressValues | undefined) => isRegisters(values, registre) && <p className={styles.badge}>{t('adresses.fromRegister')}</p>;
  return (
    <StepFrame step="adresses" refusal={refusal}>
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(({ siege: s, unite: u }) => onSave([s, u]))} noValidate aria-label={t('steps.adresses')} className={styles.step}>
          <ErrorSummary control={form.control} />
          <div>
            <AddressFields legend={t('adresses.siege')} prefix="siege" types={[TypeAdresse.SIEGE_SOCIAL]} />
            {badge(siege)}
          </div>
          {units.length > 1 && (
            <SelectField
              label={t('adresses.registerUnit')}
              options={[...units.map((u, i) => ({ value: i, label: [u.nom, addressLine(u)].filter(Boolean).join(' — ') })), { value: 'autre', label: t('adresses.otherUnit') }]}
              defaultValue={0}
              onChange={(event) => pickUnit(event.target.value)}
            />
          )}
          <div>
            <AddressFields legend={t('adresses.unite')} prefix="unite" types={[TypeAdresse.UNITE_ETABLISSEMENT]} />
            {badge(unite)}
          </div>
          <StepButtons onPrevious={onPrevious} />
        </form>
      </FormProvider>
    </StepFrame>
  );
}
