import { useState } from 'react';
import type { AdminBid, BidFormInput } from '#shared/schemas/admin/bids.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { toastFailure } from '../../../lib/form-errors.ts';
import { useCreateBid, useDeleteBid, useUpdateBid } from '../api/bids.ts';
import { BidCard } from './bid-card.tsx';
import { BidForm, bidValues, newBidValues } from './bid-form.tsx';
import { MAX_BIDS } from './order-badges.tsx';

/** Contractor bid management inside the order's details (SPEC.md §2, §9: at most 4). */
export function BidsSection({ orderId, bids }: { orderId: string; bids: AdminBid[] }) {
  const [editingId, setEditingId] = useState<string>();
  const [toDelete, setToDelete] = useState<AdminBid>();
  const create = useCreateBid(orderId);
  const update = useUpdateBid();
  const remove = useDeleteBid();
  const full = bids.length >= MAX_BIDS;

  const addBid = (input: BidFormInput) =>
    create.mutateAsync(input).then(
      () => toast({ title: 'Bid Created' }),
      (error: unknown) => {
        // A 409 says why ("This order already has 4 bids"): show the server's words.
        toastFailure('Failed to create bid', error);
        throw error;
      },
    );

  const saveBid = (id: string, input: BidFormInput) =>
    update.mutateAsync({ id, input }).then(
      () => {
        toast({ title: 'Bid Updated' });
        setEditingId(undefined);
      },
      (error: unknown) => {
        toastFailure('Failed to update bid', error);
        throw error;
      },
    );

  const deleteBid = (id: string) =>
    remove.mutate(id, {
      onSuccess: () => toast({ title: 'Bid Deleted' }),
      onError: (error) => toastFailure('Failed to delete bid', error),
      onSettled: () => setToDelete(undefined),
    });

  return (
    <section aria-labelledby="bids-title" className="space-y-4">
      <h4 id="bids-title" className="text-lg font-semibold">
        Contractor bids ({bids.length}/{MAX_BIDS})
      </h4>
      {bids.length === 0 ? (
        <p className="rounded-lg bg-surface p-4 text-sm text-muted">
          No bids yet. Bids you add below appear here and in the customer&apos;s portal.
        </p>
      ) : (
        <ul className="space-y-3">
          {bids.map((bid) => (
            <li key={bid.id}>
              {editingId === bid.id ? (
                <div className="rounded-lg border border-brand-200 bg-brand-50 p-4">
                  <BidForm
                    initial={bidValues(bid)}
                    title={`Edit bid from ${bid.sellerName}`}
                    submitLabel="Save Bid"
                    pending={update.isPending}
                    onSave={(input) => saveBid(bid.id, input)}
                    onCancel={() => setEditingId(undefined)}
                  />
                </div>
              ) : (
                <BidCard
                  bid={bid}
                  onEdit={() => setEditingId(bid.id)}
                  onDelete={() => setToDelete(bid)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="rounded-lg border border-line bg-surface p-4">
        <h5 className="mb-3 font-semibold">Add a bid</h5>
        {full ? (
          <p className="text-sm text-muted">
            {MAX_BIDS}/{MAX_BIDS} bids: delete one to add another.
          </p>
        ) : (
          <BidForm
            initial={newBidValues}
            title="Add a bid"
            submitLabel="Add Bid"
            pending={create.isPending}
            onSave={addBid}
          />
        )}
      </div>
      <ConfirmDialog
        open={toDelete !== undefined}
        onOpenChange={(open) => !open && setToDelete(undefined)}
        title={`Delete the bid from ${toDelete?.sellerName ?? ''}?`}
        description="It disappears from this order and from the customer's portal. This cannot be undone."
        confirmLabel="Delete Bid"
        destructive
        loading={remove.isPending}
        onConfirm={() => toDelete && deleteBid(toDelete.id)}
      />
    </section>
  );
}
