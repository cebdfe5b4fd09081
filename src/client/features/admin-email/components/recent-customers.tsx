import { Mail } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ListEmpty, ListError } from '../../../components/ui/list-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { RECENT_CUSTOMERS, useRecentCustomers } from '../api/email.ts';

const fullName = (c: { firstName: string; lastName: string }) =>
  `${c.firstName} ${c.lastName}`.trim();

/** The newest customers, each a shortcut to a welcome e-mail (SPEC.md §2, §9). */
export function RecentCustomers({ onEmail }: { onEmail: (email: string) => void }) {
  const customers = useRecentCustomers();

  let body;
  if (customers.isPending) {
    body = (
      <div
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        role="status"
        aria-label="Loading customers"
      >
        {Array.from({ length: RECENT_CUSTOMERS }, (_, i) => (
          <Skeleton key={i} className="h-20" />
        ))}
      </div>
    );
  } else if (customers.isError) {
    body = (
      <ListError
        message={`The customers could not be loaded (${customers.error.message}).`}
        onRetry={() => void customers.refetch()}
      />
    );
  } else if (customers.data.data.length === 0) {
    body = (
      <ListEmpty title="No customers yet.">
        Homeowners appear here once they pay for a quote or you create an order for them.
      </ListEmpty>
    );
  } else {
    body = (
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {customers.data.data.map((customer) => (
          <li
            key={customer.id}
            className="flex min-w-0 items-center justify-between gap-3 rounded-lg border border-line p-3"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold">{fullName(customer) || customer.email}</p>
              <p className="truncate text-sm text-muted">{customer.email}</p>
              <p className="text-xs text-muted">
                {customer.orderCount} order{customer.orderCount === 1 ? '' : 's'}
                {customer.accountSetup ? ' · account set up' : ' · no password yet'}
              </p>
            </div>
            <Button variant="secondary" size="sm" onClick={() => onEmail(customer.email)}>
              <Mail aria-hidden="true" />
              Email<span className="sr-only"> {fullName(customer) || customer.email}</span>
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent customers</CardTitle>
        <p className="text-sm text-muted">
          The {RECENT_CUSTOMERS} newest. Email opens the welcome template for them.
        </p>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
