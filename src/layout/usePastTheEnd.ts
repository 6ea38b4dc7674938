import { useEffect, useRef } from 'react';
import { pageCount } from './Pagination';

interface ListState {
  data?: { items: readonly unknown[]; total: number };
  isPlaceholderData: boolean;
}

/**
 * A page past the end (an old link, a list that shrank) shows the last page instead of an empty table: the
 * server counts exactly when the page is empty, so the last page is known. Moves there once (`toPage`, which
 * replaces the history entry; undefined is the first page) and answers whether the page asked for is past the
 * end, so that the list shows nothing meanwhile.
 */
export function usePastTheEnd(list: ListState, page: number, perPage: number, toPage: (page: number | undefined) => void): boolean {
  const lastPage = list.data && !list.isPlaceholderData && list.data.items.length === 0 ? pageCount(list.data.total, perPage) : null;
  const pastTheEnd = lastPage !== null && page > lastPage;
  // The latest callback, without moving again when only it changed.
  const move = useRef(toPage);
  move.current = toPage;
  useEffect(() => {
    if (pastTheEnd) move.current(lastPage === 1 ? undefined : lastPage);
  }, [pastTheEnd, lastPage]);
  return pastTheEnd;
}
