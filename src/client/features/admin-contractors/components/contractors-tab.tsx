import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { formatDollars } from '#shared/domain/money.ts';
import {
  contractorFilters,
  type AdminContractorRow,
  type ContractorFilter,
} from '#shared/schemas/admin/contractors.ts';
import { DataList, DataTable, ListSection } from '../../../components/data-list.tsx';
import {
  FilterSelect,
  NewButton,
  SearchField,
  useListFilters,
} from '../../../components/list-toolbar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ListEmpty } from '../../../components/ui/list-states.tsx';
import { Td } from '../../../components/ui/table.tsx';
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

const columns = [
  'Company',
  'Bidding',
  'Expiry',
  { label: 'Insured', className: 'text-right' },
  'Contact',
  'Users',
];

/** The Contractors tab: vetted companies, why any cannot bid, and the people who sign in for them. */
export function ContractorsTab() {
  const list = useListFilters({ search: '', filter: '' as ContractorFilter | '' });
  const { search, filter } = list.filters;
  const [editing, setEditing] = useState<ContractorDialogState>(null);
  const [inviting, setInviting] = useState<AdminContractorRow | null>(null);
  const debouncedSearch = useDebouncedValue(search);
  const contractors = useContractors({ page: list.page, search: debouncedSearch, filter });
  const filtered = Boolean(debouncedSearch.trim() || filter);

  return (
    <ListSection
      id="contractors-title"
      title="Contractors"
      align="end"
      toolbar={
        <>
          <SearchField
            label="Search contractors"
            placeholder="Company or licence number"
            value={search}
            onChange={(next) => list.change({ search: next })}
          />
          <FilterSelect
            label="Show"
            all="All contractors"
            options={contractorFilters}
            labels={(f) => filterLabels[f]}
            value={filter}
            onChange={(next) => list.change({ filter: next })}
          />
          <NewButton onClick={() => setEditing({ mode: 'create' })}>Add contractor</NewButton>
        </>
      }
    >
      <DataList
        query={contractors}
        loading="Loading contractors"
        error={(error) => `The contractors could not be loaded (${error?.message}).`}
        empty={
          <ListEmpty title={filtered ? 'No contractors match.' : 'No contractors yet.'}>
            {filtered
              ? 'Try another company name or licence number, or clear the filter.'
              : 'Add the vetted roofing companies with Add contractor; they bid on auctions in their service area.'}
          </ListEmpty>
        }
        pager={{ onPage: list.setPage, noun: 'contractors' }}
      >
        {(rows) => (
          <DataTable
            className="min-w-[64rem]"
            aria-label="Contractors"
            aria-busy={contractors.isPlaceholderData || undefined}
            columns={columns}
            actions="text-right"
          >
            {rows.map((contractor) => (
              <ContractorRow
                key={contractor.id}
                contractor={contractor}
                onEdit={() => setEditing({ mode: 'edit', contractor })}
                onInvite={() => setInviting(contractor)}
              />
            ))}
          </DataTable>
        )}
      </DataList>
      <ContractorFormDialog state={editing} onClose={() => setEditing(null)} />
      <InviteUserDialog contractor={inviting} onClose={() => setInviting(null)} />
    </ListSection>
  );
}
