import { useState } from 'react';
import { countOf } from '../../shared/ui/count';
import { Spinner } from '../../shared/ui/Spinner';
import { TextField } from '../../shared/ui/TextField';
import { useUsers } from './api/get-users';
import { LoadFailed } from '../../shared/staff/LoadFailed';
import { PageTitle } from '../../shared/staff/PageTitle';
import { Pager } from '../../shared/staff/Pager';
import { useDebounced } from '../../shared/staff/use-debounced';
import { InviteSection } from './components/InviteSection';
import { UserCard } from './components/UserCard';

export default function AdminUsersPage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const settled = useDebounced(search);
  const users = useUsers(settled, page);

  return (
    <>
      <PageTitle
        aside={
          users.data && (
            <span className="text-sm text-stone-600">{countOf(users.data.total, 'user')}</span>
          )
        }
      >
        Users
      </PageTitle>
      <InviteSection />
      <TextField
        label="Search users"
        type="search"
        value={search}
        placeholder="Search by name or phone"
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        className="mb-5 max-w-md"
      />
      {users.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : users.isError ? (
        <LoadFailed error={users.error} retry={() => void users.refetch()} />
      ) : users.data.users.length === 0 ? (
        <p className="text-stone-700">
          {settled.trim() ? `No user found for "${settled.trim()}"` : 'No users yet'}
        </p>
      ) : (
        <>
          <ul
            aria-busy={users.isPlaceholderData || undefined}
            className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
          >
            {users.data.users.map((user) => (
              <UserCard key={user.uid} user={user} />
            ))}
          </ul>
          <Pager
            page={page}
            total={users.data.total}
            pageSize={users.data.pageSize}
            onPage={setPage}
          />
        </>
      )}
    </>
  );
}
