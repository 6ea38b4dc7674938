import { useParams } from '@tanstack/react-router';
import { useProviderLabellisation } from '../../api/labellisation/provider';

/** The provider of the current /labellisation/prestataire/{id} route; its loader already read its summary. */
export function useProvider() {
  const { prestataireId } = useParams({ strict: false });
  const id = Number(prestataireId);
  return { id, summary: useProviderLabellisation(id).data };
}
