import { useParams } from '@tanstack/react-router';
import { useExpertSummary } from '../../api/labellisation/expert';

/** The expert of the current /labellisation/expert/{id} route; its loader already read their summary. */
export function useExpert() {
  const { expertId } = useParams({ strict: false });
  const id = Number(expertId);
  return { id, summary: useExpertSummary(id).data };
}
