import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { AdminContractorRow } from '#shared/schemas/admin/contractors.ts';
import { staffInviteInput, type StaffInviteInput } from '#shared/schemas/staff-invite.ts';
import { FormActions, FormDialog } from '../../../components/form-dialog.tsx';
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
      <FormActions
        submit="Send invitation"
        loading={invite.isPending}
        onCancel={onDone}
        lockCancel
      />
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
    <FormDialog
      open={contractor !== null}
      onClose={onClose}
      title={`Invite a user${contractor ? ` to ${contractor.companyName}` : ''}`}
      description="They get an e-mail with a link to choose a password, then sign in to the contractor portal to see open auctions and bid. Inviting someone again sends a fresh link."
    >
      {contractor && <InviteForm key={contractor.id} contractor={contractor} onDone={onClose} />}
    </FormDialog>
  );
}
