import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { leadStatusLabels, type LeadStatus } from '#shared/constants/options.ts';
import { FormField } from './ui/form-field.tsx';
import { NativeSelect, SelectOptions } from './ui/input.tsx';

/** A form's "Lead status" select, offering `statuses` by their labels. */
export function LeadStatusField({
  registration,
  statuses,
  error,
  help,
  disabled,
}: {
  registration: UseFormRegisterReturn;
  statuses: readonly LeadStatus[];
  error?: string;
  help?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <FormField label="Lead status" error={error} help={help}>
      <NativeSelect {...registration} disabled={disabled}>
        <SelectOptions options={statuses} label={leadStatusLabels} />
      </NativeSelect>
    </FormField>
  );
}
