import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_UPLOAD } from '../../../domain/documents';
import type { ContactWire } from '../../../domain/wire/contacts';
import type { UploadFailure } from '../../api/documents/upload';
import { useContactPhoto, useContactPhotoChanges } from '../../api/profile/photo';
import { useFileUpload } from '../../forms/useFileUpload';
import { notifySuccess } from '../../layout/notify';
import styles from './Profile.module.css';

/** The photo's file as an address the <img> may show, released when the photo changes or the screen closes. */
function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

/** My photo (spec section 3, PhotoEmpreinteId): shown, replaced by a JPEG or PNG of at most 5 MB, or removed. */
export function PhotoSection({ contact }: { contact: ContactWire }) {
  const { t } = useTranslation('profile');
  const photo = useContactPhoto(contact.id, contact.PhotoEmpreinteId);
  const url = useObjectUrl(contact.PhotoEmpreinteId === null ? undefined : photo.data);
  const { replace, remove } = useContactPhotoChanges(contact.id);
  const upload = useFileUpload(
    {
      file: t('photo.file'),
      hint: t('photo.hint'),
      choose: t('photo.choose'),
      noFile: t('photo.noFile'),
      progress: t('photo.progress'),
      send: contact.PhotoEmpreinteId === null ? t('photo.send') : t('photo.replace'),
      stop: t('photo.stop'),
    },
    PHOTO_UPLOAD,
  );
  const submit = async () => {
    try {
      await upload.send((onProgress, signal) => replace.mutateAsync({ file: upload.file, onProgress, signal }));
      upload.clear();
      notifySuccess(t('photo.saved'));
    } catch (error) {
      upload.setFileError((error as UploadFailure).message);
    }
  };
  const name = `${contact.Prenom} ${contact.Nom}`;
  return (
    <section className={styles.section} aria-labelledby="photo-title">
      <h2 id="photo-title">{t('photo.title')}</h2>
      {url ? <img className={styles.photo} src={url} alt={t('photo.alt', { name })} /> : <p className={styles.empty}>{t('photo.none')}</p>}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {upload.controls()}
      </form>
      {contact.PhotoEmpreinteId !== null && (
        // Not while a new photo is sent: removed first, the photo would come back when the sending ends.
        <button type="button" className="btn btn-danger" disabled={remove.isPending || replace.isPending} onClick={() => remove.mutate(undefined, { onSuccess: () => notifySuccess(t('photo.removed')) })}>
          {t('photo.remove')}
        </button>
      )}
    </section>
  );
}
