/**
 * The back office's lists: a table on the tablet, one card per row on a phone (each cell names its
 * column with `data-label`). The pages give the columns and their rows; a row's buttons go in its
 * `RowActions` cell.
 */
import type { ReactNode } from 'react';
import tableStyles from './table.module.css';

export type CardColumn = { label: string; numeric?: boolean };

export function CardTable({
  columns,
  children,
}: {
  /** `false` leaves a column out (e.g. actions only a super admin has). */
  columns: readonly (CardColumn | false)[];
  children: ReactNode;
}) {
  return (
    <div className={tableStyles.wrap}>
      <table className={`${tableStyles.table} ${tableStyles.cards}`}>
        <thead>
          <tr>
            {columns.map((c) =>
              c ? (
                <th key={c.label} scope="col" className={c.numeric ? tableStyles.num : undefined}>
                  {c.label}
                </th>
              ) : null,
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The last cell of a row: its buttons, side by side (wrapping on a phone). */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <td>
      <div className={tableStyles.rowActions}>{children}</div>
    </td>
  );
}
