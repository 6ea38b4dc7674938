import { Fragment, useId, type ReactNode } from 'react';
import { TableScroll } from './TableScroll';

/** What names the table: its own caption (hidden unless `captionShown`), or a heading above it. */
type CardTableName = { caption: string; captionShown?: boolean; labelledBy?: never } | { labelledBy: string; caption?: never; captionShown?: never };

type CardTableProps = CardTableName & {
  /** The columns' names, in order; a column that is more than a name (a sorting header) is given as its own `<th>`. */
  headers: readonly ReactNode[];
  /** See TableScroll: a table with a link in every row needs not take the focus itself. */
  focusable?: boolean;
  /** The scrolling box's own class, where the area sets its width. */
  className?: string;
  /** The rows, each cell after its column's name (`data-label`), which a phone shows before it. */
  children: ReactNode;
};

/** A table read as a stack of cards on a phone (`table-cards`, src/styles/base.css), in its scrolling box. */
export function CardTable({ caption, captionShown, labelledBy, headers, focusable, className, children }: CardTableProps) {
  const captionId = useId();
  return (
    <TableScroll labelledBy={labelledBy ?? captionId} focusable={focusable} className={className}>
      <table className="table table-cards">
        {caption !== undefined && (
          <caption id={captionId} className={captionShown ? undefined : 'visually-hidden'}>
            {caption}
          </caption>
        )}
        <thead>
          <tr>
            {headers.map((header, index) =>
              typeof header === 'string' ? (
                <th key={header} scope="col">
                  {header}
                </th>
              ) : (
                <Fragment key={index}>{header}</Fragment>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
