import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { toastFailure } from '../../../lib/form-errors.ts';
import { useWithdrawBid } from '../api/contractor-portal.ts';

/** Withdraw my bid, after a confirmation: its slot goes back to the auction. */
export function WithdrawButton({ bidId, orderNumber }: { bidId: string; orderNumber: string }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawBid();
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Withdraw bid
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Withdraw your bid?"
        description={`Your bid on ${orderNumber} is removed and another contractor may take its place. You can bid again while bidding is open.`}
        confirmLabel="Withdraw bid"
        destructive
        loading={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(bidId, {
            onSuccess: () => {
              setOpen(false);
              toast({ title: 'Bid withdrawn' });
            },
            onError: (error) => toastFailure('Bid not withdrawn', error),
          })
        }
      />
    </>
  );
}
