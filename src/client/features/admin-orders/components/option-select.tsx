import type { UseFormRegisterReturn } from 'react-hook-form';
import { optionLabel, type DropdownCategory } from '#shared/constants/options.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ChoiceOptions, NativeSelect } from '../../../components/ui/input.tsx';
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
        <ChoiceOptions options={options} />
        {missing && <option value={current}>{optionLabel(category, current)}</option>}
      </NativeSelect>
    </FormField>
  );
}

const projectOptions = [
  { label: 'Project type', category: 'projectType' },
  { label: 'Budget', category: 'budget' },
  { label: 'Urgency', category: 'urgency' },
] as const;

type ProjectOption = (typeof projectOptions)[number]['category'];

/** The three option selects an order form asks, in a row: project type, budget, urgency. */
export function ProjectOptionSelects({
  register,
  current,
  errors,
}: {
  register: (name: ProjectOption) => UseFormRegisterReturn;
  /** The values the order or lead has now (kept selectable when retired). */
  current?: Partial<Record<ProjectOption, string | null>>;
  errors: Partial<Record<ProjectOption, { message?: string }>>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {projectOptions.map(({ label, category }) => (
        <OptionSelect
          key={category}
          label={label}
          category={category}
          registration={register(category)}
          current={current?.[category]}
          error={errors[category]?.message}
        />
      ))}
    </div>
  );
}
