import type { ReactNode } from 'react';
import { TableRegion } from './table-region.tsx';
import styles from './table.module.css';

/**
 * Where a column's cell goes on a phone's card (decision 087): the card's title; its head line
 * beside the title, for a status or the row's main action, which say what they are without a
 * label; a key figure on a line of its own under them; or (unset) the label-and-value pairs below.
 */
export type CardPlace = 'title' | 'lead' | 'key';

export type CardColumn<R> = {
  key: string;
  /** The column's header, and the cell's label on a card. */
  header: string;
  cell: (row: R) => ReactNode;
  /** Amounts and counts: right-aligned in the table. */
  numeric?: boolean;
  /** The row's name: a row header (th scope=row). */
  rowHeader?: boolean;
  /** A header only a screen reader hears (the comparison's 'who' column), and no label on a card. */
  hideHeader?: boolean;
  card?: CardPlace;
  /** Whether the card labels the cell; a lead cell never is, a title cell is unless it says so. */
  cardLabel?: boolean;
};

type Props<R> = {
  caption: string;
  /** `false` or `null` leaves a column out: columns shown only under a rule (FEES-COL-1..4). */
  columns: readonly (CardColumn<R> | false | null | undefined)[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string;
  /** Rows under the body (a total line); give them their roles (row, rowheader, cell). */
  foot?: ReactNode;
  className?: string;
};

const isColumn = <R,>(c: CardColumn<R> | false | null | undefined): c is CardColumn<R> => Boolean(c);

/** The label a card shows before the cell's value, or none. */
export function cardLabelOf<R>(column: CardColumn<R>): string | undefined {
  const shown = column.cardLabel ?? (column.card !== 'lead' && !column.hideHeader);
  return shown ? column.header : undefined;
}

/**
 * A table that keeps every column of the spec on a wide screen and becomes a list of cards
 * below 40rem of its own width (decision 087): each row a card with its title, its status and
 * main action first, then its key figure, then the other cells each under its column's name.
 * Nothing scrolls sideways on a phone; the table's semantics stay (explicit roles).
 */
export function CardTable<R>({ caption, columns, rows, rowKey, foot, className }: Props<R>) {
  const shown = columns.filter(isColumn);
  const head = (
    <tr role="row">
      {shown.map((c) => (
        <th key={c.key} scope="col" role="columnheader" className={c.numeric ? styles.number : undefined}>
          {c.hideHeader ? <span className="sr-only">{c.header}</span> : c.header}
        </th>
      ))}
    </tr>
  );
  return (
    <TableRegion cards caption={caption} head={head} foot={foot} className={className}>
      {rows.map((row, i) => (
        <tr key={rowKey(row, i)} role="row">
          {shown.map((c) => {
            const Cell = c.rowHeader ? 'th' : 'td';
            const classes = [c.numeric ? styles.number : '', c.card ? styles[c.card] : ''].filter(Boolean).join(' ');
            return (
              <Cell
                key={c.key}
                scope={c.rowHeader ? 'row' : undefined}
                role={c.rowHeader ? 'rowheader' : 'cell'}
                className={classes || undefined}
                data-label={cardLabelOf(c)}
              >
                {c.cell(row)}
              </Cell>
            );
          })}
        </tr>
      ))}
    </TableRegion>
  );
}
