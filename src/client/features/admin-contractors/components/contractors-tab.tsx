import { Plus, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { formatDollars } from '#shared/domain/money.ts';
import {
  contractorFilters,
  type AdminContractorRow,
  type ContractorFilter,
} from '#shared/schemas/admin/contractors.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../components/ui/list-states.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Table, TableHead, Td, Th } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/date-time.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useContractors } from '../api/contractors.ts';
import { ContractorFlags } from './contractor-flags.tsx';
import { ContractorFormDialog, type ContractorDialogState } from './contractor-form-dialog.tsx';
import { InviteUserDialog } from './invite-user-dialog.tsx';

const filterLabels: Record<ContractorFilter, string> = {
  active: 'Active',
  suspended: 'Suspended',
  flagged: 'Cannot bid',
};

function Users({ users }: { users: AdminContractorRow['users'] }) {
  if (users.length === 0) return <span className="text-muted">No users yet</span>;
  return (
    <ul className="space-y-1">
      {users.map((user) => (
        <li key={user.id}>
          <span className="font-medium">{user.name}</span>{' '}
          {user.invited && <Badge variant="info">Invited</Badge>}
          {!user.isActive && <Badge variant="secondary">Disabled</Badge>}
          <div className="text-muted">{user.email}</div>
        </li>
      ))}
    </ul>
  );
}

function ContractorRow({
  contractor: c,
  onEdit,
  onInvite,
}: {
  contractor: AdminContractorRow;
  onEdit: () => void;
  onInvite: () => void;
}) {
  return (
    <tr>
      <Td>
        <p className="font-semibold">{c.companyName}</p>
        <p className="text-muted">Licence {c.licenceNumber}</p>
        <p className="text-muted">Serves {c.serviceArea.join(', ')}</p>
      </Td>
      <Td>
        <ContractorFlags flags={c.flags} />
      </Td>
      <Td className="whitespace-nowrap">
        <p>Licence: {formatDate(c.licenceExpiresOn) || 'not recorded'}</p>
        <p>Insurance: {formatDate(c.insuranceExpiresOn) || 'not recorded'}</p>
      </Td>
      <Td className="text-right whitespace-nowrap tabular-nums">
        <p className="font-semibold">{formatDollars(c.insuredAmountCents)}</p>
        <p className="text-muted">
          {c.bonded ? 'Bonded' : 'Not bonded'} · {c.yearsInBusiness} yrs
        </p>
      </Td>
      <Td>
        <p>{c.contactName}</p>
        <p className="text-muted">{c.email}</p>
        <p className="text-muted">{c.phone}</p>
      </Td>
      <Td>
        <Users users={c.users} />
      </Td>
      <Td>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onEdit}>
            Edit<span className="sr-only"> {c.companyName}</span>
          </Button>
          <Button variant="secondary" size="sm" onClick={onInvite}>
            <UserPlus aria-hidden="true" />
            Invite user<span className="sr-only"> to {c.companyName}</span>
          </Button>
        </div>
      </Td>
    </tr>
  );
}

/** The Contractors tab: vetted companies, why any cannot bid, and the people who sign in for them. */
export function ContractorsTab() {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ContractorFilter | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ContractorDialogState>(null);
  const [inviting, setInviting] = useState<AdminContractorRow | null>(null);
  const debouncedSearch = useDebouncedValue(search);
  const contractors = useContractors({ page, search: debouncedSearch, filter });
  const filtered = Boolean(debouncedSearch.trim() || filter);

  let body;
  if (contractors.isPending) {
    body = <ListLoading rows={4} label="Loading contractors" />;
  } else if (contractors.isError) {
    body = (
      <ListError
        message={`The contractors could not be loaded (${contractors.error.message}).`}
        onRetry={() => void contractors.refetch()}
      />
    );
  } else if (contractors.data.data.length === 0) {
    body = (
      <ListEmpty title={filtered ? 'No contractors match.' : 'No contractors yet.'}>
        {filtered
          ? 'Try another company name or licence number, or clear the filter.'
          : 'Add the vetted roofing companies with Add contractor; they bid on auctions in their service area.'}
      </ListEmpty>
    );
  } else {
    body = (
      <>
        <Table
          className="min-w-[64rem]"
          aria-label="Contractors"
          aria-busy={contractors.isPlaceholderData || undefined}
        >
          <TableHead>
            <tr>
              <Th>Company</Th>
              <Th>Bidding</Th>
              <Th>Expiry</Th>
              <Th className="text-right">Insured</Th>
              <Th>Contact</Th>
              <Th>Users</Th>
              <Th className="text-right">
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </TableHead>
          <tbody>
            {contractors.data.data.map((contractor) => (
              <ContractorRow
                key={contractor.id}
                contractor={contractor}
                onEdit={() => setEditing({ mode: 'edit', contractor })}
                onInvite={() => setInviting(contractor)}
              />
            ))}
          </tbody>
        </Table>
        <Pager
          page={contractors.data.page}
          result={contractors.data}
          onPage={setPage}
          noun="contractors"
        />
      </>
    );
  }

  return (
    <section aria-labelledby="contractors-title" className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id="contractors-title" className="mr-auto text-xl font-bold">
          Contractors
        </h2>
        <FormField label="Search contractors" className="w-full sm:w-72">
          <Input
            type="search"
            value={search}
            placeholder="Company or licence number"
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </FormField>
        <FormField label="Show" className="w-full sm:w-44">
          <NativeSelect
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as ContractorFilter | '');
              setPage(1);
            }}
          >
            <option value="">All contractors</option>
            {contractorFilters.map((f) => (
              <option key={f} value={f}>
                {filterLabels[f]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button onClick={() => setEditing({ mode: 'create' })}>
          <Plus aria-hidden="true" />
          Add contractor
        </Button>
      </div>
      {body}
      <ContractorFormDialog state={editing} onClose={() => setEditing(null)} />
      <InviteUserDialog contractor={inviting} onClose={() => setInviting(null)} />
    </section>
  );
}
