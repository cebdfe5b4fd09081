import type { UseFormRegisterReturn } from 'react-hook-form';
import { optionLabel, type DropdownCategory } from '#shared/constants/options.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';
import { useCategoryOptions } from '../api/dropdown-options.ts';

/**
 * A project type, budget or urgency select fed by the admin-managed option lists. A value the
 * lists no longer offer (an older order, a retired option) stays selectable so saving the
 * form does not silently change it.
 */
export function OptionSelect({
  label,
  category,
  registration,
  current,
  error,
}: {
  label: string;
  category: DropdownCategory;
  registration: UseFormRegisterReturn;
  current?: string | null;
  error?: string;
}) {
  const options = useCategoryOptions(category);
  const missing = current && !options.some((o) => o.value === current);
  return (
    <FormField label={label} error={error}>
      <NativeSelect {...registration}>
        <option value="">Not set</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {missing && <option value={current}>{optionLabel(category, current)}</option>}
      </NativeSelect>
    </FormField>
  );
}
