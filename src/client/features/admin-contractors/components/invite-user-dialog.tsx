import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { AdminContractorRow } from '#shared/schemas/admin/contractors.ts';
import { staffInviteInput, type StaffInviteInput } from '#shared/schemas/staff-invite.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useInviteContractorUser } from '../api/contractors.ts';

function InviteForm({
  contractor,
  onDone,
}: {
  contractor: AdminContractorRow;
  onDone: () => void;
}) {
  const invite = useInviteContractorUser();
  const form = useForm<StaffInviteInput>({
    resolver: zodResolver(staffInviteInput, undefined, { raw: true }),
    defaultValues: { name: '', email: '' },
  });
  const errors = form.formState.errors;

  const onValid = form.handleSubmit((input) =>
    invite.mutate(
      { id: contractor.id, input },
      {
        onSuccess: (answer) => {
          toast({
            title: answer.reinvited ? 'Invitation Sent Again' : 'Invitation Sent',
            description: answer.message,
          });
          onDone();
        },
        onError: (error) => showSaveFailure('Failed to send the invitation', error, form.setError),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onValid} className="space-y-4">
      <FormField label="Name" required error={errors.name?.message}>
        <Input {...form.register('name')} autoComplete="off" maxLength={200} />
      </FormField>
      <FormField
        label="E-mail"
        required
        error={errors.email?.message}
        help="The link to choose a password goes here; it works once and expires in 7 days."
      >
        <Input {...form.register('email')} type="email" autoComplete="off" inputMode="email" />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone} disabled={invite.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={invite.isPending}>
          Send invitation
        </Button>
      </div>
    </form>
  );
}

/** Invites a person to sign in to the contractor portal for this company. */
export function InviteUserDialog({
  contractor,
  onClose,
}: {
  contractor: AdminContractorRow | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={contractor !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Invite a user{contractor ? ` to ${contractor.companyName}` : ''}
          </DialogTitle>
          <DialogDescription>
            They get an e-mail with a link to choose a password, then sign in to the contractor
            portal to see open auctions and bid. Inviting someone again sends a fresh link.
          </DialogDescription>
        </DialogHeader>
        {contractor && <InviteForm key={contractor.id} contractor={contractor} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
