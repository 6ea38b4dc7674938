import type { ReactNode } from 'react';

interface TableScrollProps {
  /** The id of the table's caption, which names the box. */
  labelledBy: string;
  /** The box takes the focus, so that the keyboard scrolls it; a table with a link in every row needs not. */
  focusable?: boolean;
  className?: string;
  children: ReactNode;
}

/** The box in which a wide table scrolls sideways, its first column kept in view (base.css .table-scroll). */
export function TableScroll({ labelledBy, focusable = true, className, children }: TableScrollProps) {
  return (
    <div className={className ? `table-scroll ${className}` : 'table-scroll'} role="region" aria-labelledby={labelledBy} tabIndex={focusable ? 0 : undefined}>
      {children}
    </div>
  );
}
