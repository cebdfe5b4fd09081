import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';

type DealField = 'value' | 'probability' | 'expectedCloseDate' | 'nextFollowUpDate';

/**
 * A deal's money and dates, as adding and editing a lead ask them: value, probability,
 * expected close date and next follow-up (four cells of the form's grid).
 */
export function DealFields({
  register,
  errors,
  valueHelp,
  followUpHelp,
}: {
  register: (name: DealField) => UseFormRegisterReturn;
  errors: Partial<Record<DealField, { message?: string }>>;
  valueHelp?: string;
  followUpHelp: string;
}) {
  return (
    <>
      <FormField label="Value ($)" error={errors.value?.message} help={valueHelp}>
        <Input {...register('value')} inputMode="decimal" autoComplete="off" />
      </FormField>
      <FormField label="Probability (%)" error={errors.probability?.message}>
        <Input
          {...register('probability')}
          type="number"
          min={0}
          max={100}
          step={1}
          inputMode="numeric"
        />
      </FormField>
      <FormField label="Expected close date" error={errors.expectedCloseDate?.message}>
        <Input {...register('expectedCloseDate')} type="date" />
      </FormField>
      <FormField
        label="Next follow-up"
        error={errors.nextFollowUpDate?.message}
        help={followUpHelp}
      >
        <Input {...register('nextFollowUpDate')} type="datetime-local" />
      </FormField>
    </>
  );
}
