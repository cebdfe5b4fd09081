import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { dropdownCategories, type DropdownCategory } from '#shared/constants/options.ts';
import { dropdownOptionInput } from '#shared/schemas/admin/content.ts';
import { CheckboxField, FormActions, FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, SelectOptions } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useSaveDropdownOption, type DropdownOption } from '../api/dropdown-options.ts';

export const categoryLabels: Record<DropdownCategory, string> = {
  projectType: 'Project type',
  roofMaterial: 'Roof material',
  propertyType: 'Property type',
  roofAge: 'Roof age',
  urgency: 'Urgency',
  budget: 'Budget',
};

export type OptionDialogState =
  { mode: 'create'; category: DropdownCategory } | { mode: 'edit'; option: DropdownOption } | null;

const numberOrUndefined = (value: unknown) =>
  value === '' || value === undefined || value === null ? undefined : Number(value);

function OptionForm({
  option,
  category,
  onDone,
}: {
  option?: DropdownOption;
  category: DropdownCategory;
  onDone: () => void;
}) {
  const save = useSaveDropdownOption();
  const form = useForm({
    resolver: zodResolver(dropdownOptionInput),
    defaultValues: {
      category: option?.category ?? category,
      value: option?.value ?? '',
      label: option?.label ?? '',
      sortOrder: option?.sortOrder ?? 0,
      isActive: option?.isActive ?? true,
    },
  });
  const errors = form.formState.errors;
  const verb = option ? 'update' : 'create';

  const onValid = form.handleSubmit((values) =>
    save.mutate(
      { id: option?.id, input: values },
      {
        onSuccess: (saved) => {
          toast({
            title: option ? 'Option Updated' : 'Option Created',
            description: `${saved.label} (${categoryLabels[saved.category]}) is ${saved.isActive ? 'active' : 'inactive'}.`,
          });
          onDone();
        },
        onError: (error) => {
          showSaveFailure(`Failed to ${verb} option`, error, form.setError);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onValid} className="space-y-4">
      <FormField label="Category" required error={errors.category?.message}>
        <NativeSelect {...form.register('category')}>
          <SelectOptions options={dropdownCategories} label={categoryLabels} />
        </NativeSelect>
      </FormField>
      <FormField label="Label" required error={errors.label?.message} help="What homeowners see.">
        <Input {...form.register('label')} maxLength={80} autoComplete="off" />
      </FormField>
      <FormField
        label="Value"
        required
        error={errors.value?.message}
        help={
          option
            ? 'Stored on leads. Changing it does not rename the value on existing leads.'
            : 'Stored on leads: lower-case letters, digits and dashes, e.g. skylight-repair.'
        }
      >
        <Input {...form.register('value')} maxLength={40} autoComplete="off" />
      </FormField>
      <FormField label="Sort order" error={errors.sortOrder?.message} help="Lower comes first.">
        <Input
          {...form.register('sortOrder', { setValueAs: numberOrUndefined })}
          type="number"
          inputMode="numeric"
          min={0}
        />
      </FormField>
      <CheckboxField {...form.register('isActive')}>
        Active (offered on the quote form)
      </CheckboxField>
      <FormActions
        submit={option ? 'Save option' : 'Create option'}
        loading={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

export function DropdownOptionDialog({
  state,
  onClose,
}: {
  state: OptionDialogState;
  onClose: () => void;
}) {
  const option = state?.mode === 'edit' ? state.option : undefined;
  const category = state?.mode === 'create' ? state.category : (option?.category ?? 'projectType');
  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      title={option ? `Edit ${option.label}` : 'New option'}
      description="A choice on the quote form."
    >
      {state && (
        <OptionForm
          key={option?.id ?? `new-${category}`}
          option={option}
          category={category}
          onDone={onClose}
        />
      )}
    </FormDialog>
  );
}
