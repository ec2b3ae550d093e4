import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ApiError } from '../lib/api-client';
import { SEARCH_DEBOUNCE_MS, useListParams, type ListParamsOptions } from '../lib/use-list-params';
import { DataTable, NO_RECORDS_TEXT, type DataColumn } from './data-table';
import { ListSearch } from './list-search';

interface Fee {
  code: string;
  title: string;
  amount: string;
}

const FEES: Fee[] = [
  { code: 'OTS 611', title: 'Old Testament Survey', amount: '₦5,000.00' },
  { code: 'NTS 612', title: 'New Testament Survey', amount: '₦7,500.00' },
];

const COLUMNS: DataColumn<Fee>[] = [
  { header: '#', cell: (_fee, index) => index + 1 },
  { header: 'Code', cell: (fee) => fee.code, nowrap: true },
  { header: 'Title', cell: (fee) => fee.title, label: 'Course' },
  { header: 'Amount', cell: (fee) => fee.amount, align: 'end' },
];

describe('DataTable', () => {
  it('draws the columns: headers, cells, phone labels, alignment and caption', () => {
    render(<DataTable caption="Course fees" columns={COLUMNS} rows={FEES} rowKey={(fee) => fee.code} />);
    const table = screen.getByRole('table', { name: 'Course fees' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Code', 'Title', 'Amount']);
    expect(within(table).getByRole('columnheader', { name: 'Amount' })).toHaveClass('table__num');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['2', 'NTS 612', 'New Testament Survey', '₦7,500.00']);
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['#', 'Code', 'Course', 'Amount']);
    expect(cells[1]).toHaveClass('table__nowrap');
    expect(cells[3]).toHaveClass('table__num');
    expect(table).toHaveClass('table--stack');
  });

  it("says 'No record(s) found.' for an empty list, or the screen's own text", () => {
    const { rerender } = render(<DataTable caption="Fees" columns={COLUMNS} rows={[]} rowKey={(fee) => fee.code} />);
    expect(screen.getByText(NO_RECORDS_TEXT)).toHaveTextContent('No record(s) found.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(
      <DataTable
        caption="Fees"
        columns={COLUMNS}
        rows={[]}
        rowKey={(fee) => fee.code}
        emptyText="No course(s) assigned yet for this semester."
      />,
    );
    expect(screen.getByText('No course(s) assigned yet for this semester.')).toBeInTheDocument();
  });

  it('shows the loading state, the error of the request and a busy table', () => {
    const { rerender } = render(
      <DataTable
        caption="Fees"
        columns={COLUMNS}
        rows={undefined}
        rowKey={(fee) => fee.code}
        query={{ isPending: true, isError: false, error: null }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Wait.. .');
    expect(screen.queryByText(NO_RECORDS_TEXT)).not.toBeInTheDocument();

    rerender(
      <DataTable
        caption="Fees"
        columns={COLUMNS}
        rows={undefined}
        rowKey={(fee) => fee.code}
        query={{ isPending: false, isError: true, error: new ApiError('You are not allowed to do this.', 403) }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed to do this.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    rerender(
      <DataTable
        caption="Fees"
        columns={COLUMNS}
        rows={FEES}
        rowKey={(fee) => fee.code}
        query={{ isPending: false, isError: false, error: null, isFetching: true }}
      />,
    );
    expect(screen.getByRole('table').parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('lets the screen draw a row of its own (a row being edited)', () => {
    render(
      <DataTable
        caption="Fees"
        columns={COLUMNS}
        rows={FEES}
        rowKey={(fee) => fee.code}
        renderRow={(fee) =>
          fee.code === 'NTS 612' ? (
            <tr>
              <td colSpan={4}>Editing {fee.code}</td>
            </tr>
          ) : null
        }
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('OTS 611');
    expect(rows[1]).toHaveTextContent('Editing NTS 612');
  });

  it("keeps a stacked cell's value in one box, whatever the cell draws (issue 27: the 'Current' badge)", () => {
    const columns: DataColumn<Fee>[] = [
      {
        header: 'Code',
        cell: (fee) => (
          <>
            {fee.code} <span className="badge">Current</span>
          </>
        ),
      },
    ];
    render(<DataTable caption="Fees" columns={columns} rows={FEES} rowKey={(fee) => fee.code} />);
    const cell = screen.getAllByRole('cell')[0]!;
    expect(cell.children).toHaveLength(1);
    expect(cell.firstElementChild).toHaveClass('table__value');
    expect(cell.firstElementChild).toHaveTextContent('OTS 611 Current');
  });

  it('makes a table box that scrolls sideways a named region the keyboard reaches, and no other', () => {
    const { unmount } = render(<DataTable caption="Fees" columns={COLUMNS} rows={FEES} rowKey={(fee) => fee.code} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
    unmount();

    // jsdom lays nothing out: the table is made wider than its box.
    const wide = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(768);
    const box = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(501);
    try {
      render(<DataTable caption="Fees" columns={COLUMNS} rows={FEES} rowKey={(fee) => fee.code} />);
      const region = screen.getByRole('region', { name: 'Fees' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(within(region).getByRole('table', { name: 'Fees' })).toBeInTheDocument();
    } finally {
      wide.mockRestore();
      box.mockRestore();
    }
  });
});

/** A paged, searchable list of 5 fees, 2 a page, filtered like a server would. */
function PagedList(options: ListParamsOptions & { onRequest?: (page: number, q: string) => void }) {
  const list = useListParams(options);
  options.onRequest?.(list.page, list.q);
  const all = [...FEES, ...FEES, FEES[0]!].map((fee, i) => ({ ...fee, code: `${fee.code}-${i + 1}` }));
  const matching = all.filter((fee) => fee.code.includes(list.q.toUpperCase()));
  const items = matching.slice((list.page - 1) * 2, list.page * 2);
  return (
    <>
      <ListSearch
        list={list}
        id="fee-search"
        label="Search by code"
        submitLabel={options.searchAsYouType === false ? 'Search' : undefined}
      />
      <DataTable
        caption="Fees"
        columns={COLUMNS}
        rows={items}
        rowKey={(fee) => fee.code}
        paging={{ list, data: { total: matching.length, page_size: 2 }, showTotal: true }}
      />
    </>
  );
}

function renderList(path: string, options: Parameters<typeof PagedList>[0] = {}) {
  const router = createMemoryRouter([{ path: '/fees', element: <PagedList {...options} /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('DataTable paging and ListSearch', () => {
  it('pages with Previous and Next, keeping the page in the URL', async () => {
    const user = userEvent.setup();
    const router = renderList('/fees');
    expect(screen.getByRole('table', { name: 'Fees, page 1 of 3' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('Page 1 of 3 (5 in all)');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('table', { name: 'Fees, page 2 of 3' })).toHaveTextContent('OTS 611-3');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=3');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens on the page and search of the URL', () => {
    renderList('/fees?q=ots&page=2');
    expect(screen.getByLabelText('Search by code')).toHaveValue('ots');
    expect(screen.getByRole('table', { name: 'Fees, page 2 of 2' })).toHaveTextContent('OTS 611-5');
  });

  it('searches once typing pauses, from page 1, and at once on Enter', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const router = renderList('/fees?page=2');
    await user.type(screen.getByLabelText('Search by code'), 'nts');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(router.state.location.search).toBe('?page=2');
    act(() => vi.advanceTimersByTime(50));
    expect(router.state.location.search).toBe('?q=nts');
    // Typing searches in place of the last search: Back leaves the list.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 1 (2 in all)');

    await user.clear(screen.getByLabelText('Search by code'));
    await user.type(screen.getByLabelText('Search by code'), 'ots{Enter}');
    expect(router.state.location.search).toBe('?q=ots');
    vi.useRealTimers();
  });

  it('searches only on Search when the list does not search as one types', async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    const router = renderList('/fees', {
      searchAsYouType: false,
      onRequest: (page, q) => requests.push(`${page}:${q}`),
    });
    await user.type(screen.getByLabelText('Search by code'), 'ots');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50));
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=ots');
    expect(new Set(requests)).toEqual(new Set(['1:', '1:ots']));
  });

  it('shows the search of the URL again after Back', async () => {
    const user = userEvent.setup();
    const router = renderList('/fees', { searchAsYouType: false });
    await user.type(screen.getByLabelText('Search by code'), 'nts{Enter}');
    expect(router.state.location.search).toBe('?q=nts');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Search by code')).toHaveValue('');
  });
});
