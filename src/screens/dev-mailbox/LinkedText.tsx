import type { ReactNode } from 'react';

/** A web address in a message, up to a space or a quote; the punctuation that ends a sentence after it is not part of it. */
const ADDRESS = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)]/g;

/** A message's plain text with its web addresses as links: text stays text (React escapes it), only http(s) links. */
export function LinkedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <a key={match.index} href={match[0]}>
        {match[0]}
      </a>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
