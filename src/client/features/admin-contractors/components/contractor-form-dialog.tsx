import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { amountAsTyped } from '#shared/domain/money.ts';
import {
  contractorInput,
  type AdminContractorRow,
  type ContractorInput,
} from '#shared/schemas/admin/contractors.ts';
import { CheckboxField, FormActions, FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useSaveContractor } from '../api/contractors.ts';

export type ContractorDialogState =
  { mode: 'create' } | { mode: 'edit'; contractor: AdminContractorRow } | null;

// A blank number field is sent as-is so the schema's own message names it.
const wholeNumber = (value: unknown) => (value === '' ? undefined : Number(value));

function defaultsFor(c?: AdminContractorRow): ContractorInput {
  return {
    companyName: c?.companyName ?? '',
    licenceNumber: c?.licenceNumber ?? '',
    licenceExpiresOn: c?.licenceExpiresOn ?? '',
    insuredAmount: c ? amountAsTyped(c.insuredAmountCents) : '',
    insuranceExpiresOn: c?.insuranceExpiresOn ?? '',
    bonded: c?.bonded ?? false,
    yearsInBusiness: c?.yearsInBusiness ?? 0,
    serviceArea: c?.serviceArea.join(', ') ?? '',
    contactName: c?.contactName ?? '',
    email: c?.email ?? '',
    phone: c?.phone ?? '',
    status: c?.status ?? 'active',
  };
}

function ContractorForm({
  contractor,
  onDone,
}: {
  contractor?: AdminContractorRow;
  onDone: () => void;
}) {
  const save = useSaveContractor();
  // Raw values: dollars and "T2P, AB" go as typed; the server applies contractorInput itself.
  const form = useForm<ContractorInput>({
    resolver: zodResolver(contractorInput, undefined, { raw: true }),
    defaultValues: defaultsFor(contractor),
  });
  const errors = form.formState.errors;

  const onValid = form.handleSubmit((input) =>
    save.mutate(
      { id: contractor?.id, input },
      {
        onSuccess: (saved) => {
          toast({
            title: contractor ? 'Contractor Updated' : 'Contractor Created',
            description: saved.flags.canBid
              ? `${saved.companyName} can bid on auctions in its area.`
              : `${saved.companyName} is saved but cannot bid yet.`,
          });
          onDone();
        },
        onError: (error) =>
          showSaveFailure(
            `Failed to ${contractor ? 'update' : 'create'} contractor`,
            error,
            form.setError,
          ),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onValid} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Company name" required error={errors.companyName?.message}>
          <Input {...form.register('companyName')} autoComplete="organization" maxLength={200} />
        </FormField>
        <FormField label="Licence number" required error={errors.licenceNumber?.message}>
          <Input
            {...form.register('licenceNumber')}
            autoComplete="off"
            maxLength={60}
            className="uppercase"
          />
        </FormField>
        <FormField label="Licence expires on" required error={errors.licenceExpiresOn?.message}>
          <Input {...form.register('licenceExpiresOn')} type="date" />
        </FormField>
        <FormField
          label="Insured amount ($)"
          required
          error={errors.insuredAmount?.message}
          help="Liability coverage in dollars, e.g. 2000000."
        >
          <Input {...form.register('insuredAmount')} inputMode="decimal" autoComplete="off" />
        </FormField>
        <FormField label="Insurance expires on" required error={errors.insuranceExpiresOn?.message}>
          <Input {...form.register('insuranceExpiresOn')} type="date" />
        </FormField>
        <FormField label="Years in business" required error={errors.yearsInBusiness?.message}>
          <Input
            {...form.register('yearsInBusiness', { setValueAs: wholeNumber })}
            type="number"
            inputMode="numeric"
            min={0}
            max={200}
          />
        </FormField>
        <FormField
          label="Service area"
          required
          error={errors.serviceArea?.message}
          help="Province codes (AB, BC … YT) and postal-code prefixes (T2P), separated by commas."
          className="sm:col-span-2"
        >
          <Input {...form.register('serviceArea')} autoComplete="off" className="uppercase" />
        </FormField>
        <FormField label="Contact name" required error={errors.contactName?.message}>
          <Input {...form.register('contactName')} autoComplete="name" maxLength={200} />
        </FormField>
        <FormField label="Contact e-mail" required error={errors.email?.message}>
          <Input {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
        </FormField>
        <FormField label="Contact phone" required error={errors.phone?.message}>
          <Input {...form.register('phone')} type="tel" autoComplete="tel" inputMode="tel" />
        </FormField>
        <FormField
          label="Status"
          error={errors.status?.message}
          help="A suspended contractor keeps its record but cannot bid."
        >
          <NativeSelect {...form.register('status')}>
            <option value="active">Active</option>
            <option value="suspended">Suspended</option>
          </NativeSelect>
        </FormField>
      </div>
      <CheckboxField {...form.register('bonded')}>Bonded</CheckboxField>
      <FormActions
        submit={contractor ? 'Save contractor' : 'Create contractor'}
        loading={save.isPending}
        onCancel={onDone}
        lockCancel
      />
    </form>
  );
}

export function ContractorFormDialog({
  state,
  onClose,
}: {
  state: ContractorDialogState;
  onClose: () => void;
}) {
  const contractor = state?.mode === 'edit' ? state.contractor : undefined;
  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      size="lg"
      title={contractor ? `Edit ${contractor.companyName}` : 'New contractor'}
      description="A contractor bids on auctions in its service area while active and while its licence and insurance are current."
    >
      {state && (
        <ContractorForm key={contractor?.id ?? 'new'} contractor={contractor} onDone={onClose} />
      )}
    </FormDialog>
  );
}
