import { useId, type ReactNode } from 'react';
import { TableScroll } from './TableScroll';

interface CardTableProps {
  /** Names the table for screen readers (a hidden caption) and its scrolling box. */
  caption: string;
  /** The columns' names, in order. */
  headers: string[];
  /** See TableScroll: a table with a link in every row needs not take the focus itself. */
  focusable?: boolean;
  /** The scrolling box's own class, where the area sets its width. */
  className?: string;
  /** The rows, each cell after its column's name (`data-label`), which a phone shows before it. */
  children: ReactNode;
}

/** A table read as a stack of cards on a phone (`table-cards`, src/styles/base.css), in its scrolling box. */
export function CardTable({ caption, headers, focusable, className, children }: CardTableProps) {
  const captionId = useId();
  return (
    <TableScroll labelledBy={captionId} focusable={focusable} className={className}>
      <table className="table table-cards">
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
