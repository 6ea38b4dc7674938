import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTypeContactId, TYPE_CONTACT_LABELS } from '../../../../domain/contact-types';
import { StatutValidationLien } from '../../../../domain/link-validation';
import type { OrganisationContactLink } from '../../../../domain/wire/organisations';
import { useLinkCall, type LinkCall } from '../../../api/contact-links/calls';
import { ConfirmDialog } from '../../../forms/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../layout/notify';
import { useOrganisation } from '../useOrganisation';
import { mayActInOrganisation } from '../../../../machines/access/organisationActions';
import type { SessionContext } from '../../../../machines/session.types';
import { sessionCaller } from '../../../session/caller';
import { useSession } from '../../../session/SessionContext';
import { AddContactDialog } from './AddContactDialog';
import { DuplicateLinkDialog } from './DuplicateLinkDialog';
import { EditLinkDialog } from './EditLinkDialog';
import { linkFailure } from './link-failure';
import { OrganisationContactsTab } from './OrganisationContactsTab';
import styles from './ContactLinks.module.css';

type Question = 'validate' | 'refuse' | 'delete';
type Open = { kind: 'add' } | { kind: 'edit' | 'duplicate'; link: OrganisationContactLink } | { kind: Question; link: OrganisationContactLink } | null;

const nameOf = (link: OrganisationContactLink) => `${link.contact.Prenom} ${link.contact.Nom}`;
const typeOf = (link: OrganisationContactLink) => (isTypeContactId(link.TypeContactId) ? TYPE_CONTACT_LABELS[link.TypeContactId] : String(link.TypeContactId));

/** The other organisations whose contact links the session's contact manages: where a link can be duplicated to. */
function otherManagedOrganisations(context: SessionContext, organisationId: number) {
  const caller = sessionCaller(context);
  const seen = new Set<number>();
  return context.linkedOrganisations.filter((o) => {
    if (o.id === organisationId || seen.has(o.id) || caller === null || !mayActInOrganisation(caller, o.id, 'MANAGE_CONTACT_LINKS')) return false;
    seen.add(o.id);
    return true;
  });
}

/**
 * The contacts tab of either area, on the route's organisation. Its Authority (MANAGE_CONTACT_LINKS,
 * VALIDATE_LINK_REQUEST) adds contacts, edits and deletes links, and decides on the pending ones; a refused
 * link may still be validated (spec section 4). The server decides again on every call.
 */
export function ContactsTabRoute() {
  const { t } = useTranslation('contactLinks');
  const organisation = useOrganisation();
  const call = useLinkCall();
  const [open, setOpen] = useState<Open>(null);
  const manages = organisation.actions.includes('MANAGE_CONTACT_LINKS');
  const duplicateTargets = useSession((s) => otherManagedOrganisations(s.context, organisation.id));
  const decides = organisation.actions.includes('VALIDATE_LINK_REQUEST');
  if (!manages && !decides) return <OrganisationContactsTab organisation={organisation} />;

  const run = async (request: LinkCall, done: string) => {
    try {
      await call.mutateAsync(request);
      notifySuccess(done);
    } catch (error) {
      const message = linkFailure(error, null, []);
      if (message) notifyError(message);
    } finally {
      setOpen(null);
    }
  };
  const answer = (question: Question, link: OrganisationContactLink, reason: string) => {
    const vars = { nom: nameOf(link), type: typeOf(link) };
    const { id: linkId, contact, TypeContactId, version } = link;
    if (question === 'delete') return run({ kind: 'delete', organisationId: organisation.id, contactId: contact.id, typeContactId: TypeContactId, reason }, t('deleted'));
    const Statut = question === 'validate' ? StatutValidationLien.VALIDE : StatutValidationLien.REFUSE;
    return run({ kind: 'decide', organisationId: organisation.id, linkId, Statut, reason: reason || undefined, version }, t(question === 'validate' ? 'validated' : 'refused', vars));
  };

  const button = (kind: Exclude<Open, null>['kind'], link: OrganisationContactLink) => (
    <button type="button" className="btn" aria-label={t(`${kind}Named`, { nom: nameOf(link), type: typeOf(link) })} onClick={() => setOpen({ kind, link } as Open)}>
      {t(kind)}
    </button>
  );
  const actions = (link: OrganisationContactLink) => {
    if (!link.actif) return null;
    const status = link.validation_status;
    return (
      <span className={styles.actions}>
        {decides && status !== StatutValidationLien.VALIDE && button('validate', link)}
        {decides && status === StatutValidationLien.EN_ATTENTE && button('refuse', link)}
        {manages && button('edit', link)}
        {manages && duplicateTargets.length > 0 && button('duplicate', link)}
        {manages && button('delete', link)}
      </span>
    );
  };
  const question = open && (open.kind === 'validate' || open.kind === 'refuse' || open.kind === 'delete') ? open : null;
  return (
    <>
      <OrganisationContactsTab
        organisation={organisation}
        toolbar={
          manages && (
            <button type="button" className="btn btn-primary" onClick={() => setOpen({ kind: 'add' })}>
              {t('add')}
            </button>
          )
        }
        linkActions={actions}
      />
      {open?.kind === 'add' && <AddContactDialog organisation={organisation} onClose={() => setOpen(null)} />}
      {open?.kind === 'edit' && <EditLinkDialog organisationId={organisation.id} link={open.link} onClose={() => setOpen(null)} />}
      {open?.kind === 'duplicate' && <DuplicateLinkDialog link={open.link} targets={duplicateTargets} onClose={() => setOpen(null)} />}
      {question && (
        <ConfirmDialog
          title={t(`${question.kind}Title`)}
          text={t(`${question.kind}Text`, { nom: nameOf(question.link), type: typeOf(question.link) })}
          confirmLabel={t(question.kind)}
          cancelLabel={t('common:cancel')}
          justificationLabel={question.kind === 'validate' ? undefined : t('reason')}
          requiredMessage={t('common:required')}
          tone={question.kind === 'validate' ? 'default' : 'danger'}
          busy={call.isPending}
          onConfirm={(reason) => void answer(question.kind, question.link, reason)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
