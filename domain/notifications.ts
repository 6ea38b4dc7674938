/**
 * The kinds of e-mail the platform sends (issue 11, notification preferences): a contact may turn off the
 * optional ones on its profile, or every e-mail at once (its ReceptionEmail); a message turned off is kept in
 * the history but not sent. The messages of the account itself (its validation link, a password reset) are
 * always sent: without them nobody could sign in.
 */
export const NOTIFICATION_KIND_LABELS = {
  COMPTE: 'La validation de mon compte',
  MOT_DE_PASSE: 'La réinitialisation de mon mot de passe',
  DOSSIER: 'La vie des dossiers : dossier envoyé au prestataire, message du bénéficiaire, informations complétées, échéances proches, décisions sur les demandes de labellisation',
  LIEN: 'Les liens avec les organisations : demande à valider, décision sur mon lien',
};
export type NotificationKind = keyof typeof NOTIFICATION_KIND_LABELS;

/** What a contact may turn off. */
export const OPTIONAL_NOTIFICATION_KINDS = ['DOSSIER', 'LIEN'] as const satisfies readonly NotificationKind[];
export type OptionalNotificationKind = (typeof OPTIONAL_NOTIFICATION_KINDS)[number];

/** Whether a message of this kind goes out to a contact with these preferences (else it is held: kept, not sent). */
export function isNotificationSent(kind: NotificationKind, preferences: { receptionEmail: boolean; desactivees: readonly string[] }): boolean {
  if (!(OPTIONAL_NOTIFICATION_KINDS as readonly string[]).includes(kind)) return true;
  return preferences.receptionEmail && !preferences.desactivees.includes(kind);
}
