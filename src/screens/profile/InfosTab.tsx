/** /profile/infos: my data, my password and e-mail notifications (the contact's read and update calls). */
export function InfosTab() {
  return null;
}
