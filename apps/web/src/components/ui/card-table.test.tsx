import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardTable, type CardColumn } from './card-table.tsx';

type Row = { no: number; status: string; balance: string; date: string };
const ROWS: Row[] = [
  { no: 1, status: 'Overdue', balance: 'Rs 2,750', date: '17-10-2037' },
  { no: 2, status: 'Due', balance: 'Rs 2,500', date: '25-11-2037' },
];
const columns = (withDate: boolean): (CardColumn<Row> | false)[] => [
  { key: 'no', header: 'Install No.', card: 'title', cell: (r) => r.no },
  withDate && { key: 'date', header: 'Due Date', cell: (r) => r.date },
  { key: 'balance', header: 'Balance', numeric: true, card: 'key', cell: (r) => r.balance },
  { key: 'status', header: 'Status', card: 'lead', cell: (r) => <span>{r.status}</span> },
];

describe('the card table (decision 087)', () => {
  it('is a table named by its title, the title outside the part that scrolls, with every column of the wide screen', () => {
    render(<CardTable caption="Instalments due" columns={columns(true)} rows={ROWS} rowKey={(r) => String(r.no)} />);
    const table = screen.getByRole('table', { name: 'Instalments due' });
    const region = screen.getByRole('region', { name: 'Instalments due' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).queryByText('Instalments due')).toBeNull();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Install No.', 'Due Date', 'Balance', 'Status']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1', '17-10-2037', 'Rs 2,750', 'Overdue']);
  });

  it('keeps its table roles explicit, so a table drawn as cards is still read as one', () => {
    render(<CardTable caption="Instalments due" columns={columns(false)} rows={ROWS} rowKey={(r) => String(r.no)} />);
    const table = screen.getByRole('table', { name: 'Instalments due' });
    expect(table).toHaveAttribute('role', 'table');
    for (const group of table.querySelectorAll('thead, tbody')) expect(group).toHaveAttribute('role', 'rowgroup');
    for (const row of table.querySelectorAll('tr')) expect(row).toHaveAttribute('role', 'row');
    for (const cell of table.querySelectorAll('tbody td')) expect(cell).toHaveAttribute('role', 'cell');
  });

  it('labels each cell of a card with its column, but not the status or the main action, which say what they are', () => {
    render(<CardTable caption="Instalments due" columns={columns(true)} rows={ROWS} rowKey={(r) => String(r.no)} />);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Install No.', 'Due Date', 'Balance', null]);
  });

  it('puts the title, the status or action and the key figure in their places on a card; a left-out column is gone', () => {
    render(<CardTable caption="Instalments due" columns={columns(false)} rows={ROWS} rowKey={(r) => String(r.no)} />);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((c) => c.className)).toEqual(['title', 'number key', 'lead']);
    expect(screen.queryByRole('columnheader', { name: 'Due Date' })).toBeNull();
  });

  it("a row's name is a row header, and a header only a screen reader needs is hidden from sight and from the card", () => {
    const who: CardColumn<Row> = { key: 'who', header: 'Who', hideHeader: true, rowHeader: true, card: 'title', cell: (r) => `Row ${r.no}` };
    render(<CardTable caption="Comparison" columns={[who, ...columns(false).slice(1)]} rows={ROWS} rowKey={(r) => String(r.no)} />);
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Row 1', 'Row 2']);
    expect(screen.getAllByRole('rowheader')[0]).not.toHaveAttribute('data-label');
    expect(screen.getByRole('columnheader', { name: 'Who' }).firstElementChild).toHaveClass('sr-only');
  });
});
