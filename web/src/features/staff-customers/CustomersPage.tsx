import { useState } from 'react';
import { messages } from '@buka/domain/messages';
import { ApiError } from '../../shared/api/client';
import { LoadFailed } from '../../shared/staff/LoadFailed';
import { PageTitle } from '../../shared/staff/PageTitle';
import { Pager } from '../../shared/staff/Pager';
import { useDebounced } from '../../shared/staff/use-debounced';
import { Button } from '../../shared/ui/Button';
import { countOf } from '../../shared/ui/count';
import { Spinner } from '../../shared/ui/Spinner';
import { TextField } from '../../shared/ui/TextField';
import { useCustomers, useExportCustomers, type CustomerSort } from './api/customers';
import { CustomerCard } from './components/CustomerCard';

const sorts: { value: CustomerSort; label: string }[] = [
  { value: 'recent', label: 'Last order' },
  { value: 'spent', label: 'Money paid' },
  { value: 'orders', label: 'Number of orders' },
];

/** Everyone who has ordered, by phone, with staff's notes (docs/customers.md). */
export default function CustomersPage() {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<CustomerSort>('recent');
  const [page, setPage] = useState(1);
  const settled = useDebounced(search);
  const customers = useCustomers(settled, sort, page);
  const exportCsv = useExportCustomers();

  return (
    <>
      <PageTitle
        aside={
          <div className="flex items-center gap-3">
            {customers.data && (
              <span className="text-sm text-stone-600">
                {countOf(customers.data.total, 'customer')}
              </span>
            )}
            <Button
              variant="secondary"
              loading={exportCsv.isPending}
              onClick={() => exportCsv.mutate()}
            >
              Download as CSV
            </Button>
          </div>
        }
      >
        Customers
      </PageTitle>
      {exportCsv.isError && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {exportCsv.error instanceof ApiError
            ? exportCsv.error.message
            : messages.somethingWentWrong}
        </p>
      )}
      <div className="mb-5 flex flex-wrap items-end gap-3">
        <TextField
          label="Search customers"
          type="search"
          value={search}
          placeholder="Search by name or phone"
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          className="w-full max-w-md"
        />
        <label className="flex flex-col gap-1 text-sm font-semibold text-stone-900">
          Sort by
          <select
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as CustomerSort);
              setPage(1);
            }}
            className="min-h-11 rounded-xl border border-stone-300 bg-white px-3 font-normal"
          >
            {sorts.map((each) => (
              <option key={each.value} value={each.value}>
                {each.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {customers.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : customers.isError ? (
        <LoadFailed error={customers.error} retry={() => void customers.refetch()} />
      ) : customers.data.customers.length === 0 ? (
        <p className="text-stone-700">
          {settled.trim() ? `No customer found for "${settled.trim()}"` : 'No orders yet'}
        </p>
      ) : (
        <>
          <ul
            aria-label="Customers"
            aria-busy={customers.isPlaceholderData || undefined}
            className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
          >
            {customers.data.customers.map((customer) => (
              <CustomerCard key={customer.phone} customer={customer} />
            ))}
          </ul>
          <Pager
            page={page}
            total={customers.data.total}
            pageSize={customers.data.pageSize}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
