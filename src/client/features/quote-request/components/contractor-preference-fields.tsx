import { useId } from 'react';
import {
  ALWAYS_REQUIRED_NOTE,
  alwaysRequired,
  minWarrantyChoices,
  minYearsChoices,
  NO_MINIMUM,
  preferenceHelp,
  preferenceLabels,
  PREFERENCES_INTRO,
  PREFERENCES_TITLE,
  yearsText,
} from '#shared/constants/contractor-preferences.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { NativeSelect, SelectOptions } from '../../../components/ui/input.tsx';
import type { QuoteForm } from './quote-form-fields.tsx';

type Switch = 'bondedRequired' | 'verifiedReviewsOnly';

/** A checkbox with its label and help beside it, sized for thumbs. */
function Checkbox({
  label,
  help,
  error,
  ...props
}: {
  label: string;
  help: string;
  error?: string;
} & React.ComponentProps<'input'>) {
  const id = useId();
  return (
    <div>
      <label className="flex min-h-11 items-start gap-3 py-2">
        <input
          {...props}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        <span>
          <span className="font-semibold">{label}</span>
          <span id={`${id}-help`} className="block text-sm text-muted">
            {help}
          </span>
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A minimum in years: "No minimum" or one of the choices. */
function MinimumField({
  form,
  name,
  choices,
}: {
  form: QuoteForm;
  name: 'minYearsInBusiness' | 'minWorkmanshipWarrantyYears';
  choices: readonly number[];
}) {
  return (
    <FormField label={preferenceLabels[name]} help={preferenceHelp[name]} error={form.errors[name]}>
      <NativeSelect {...form.register(name)}>
        <option value="">{NO_MINIMUM}</option>
        <SelectOptions options={choices} label={yearsText} />
      </NativeSelect>
    </FormField>
  );
}

/**
 * "What matters to you in a contractor" (issue #23 part 2): optional, every default is no
 * preference. Licence and insurance are shown ticked and disabled, with why: RoofBid always
 * requires them. The words are the shared ones (contractor-preferences constants).
 */
export function ContractorPreferenceFields({ form }: { form: QuoteForm }) {
  const { errors, values, setValue } = form;
  const toggle = (name: Switch) => ({
    name,
    checked: values[name] === 'true',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setValue(name, event.target.checked ? 'true' : ''),
    label: preferenceLabels[name],
    help: preferenceHelp[name],
    error: errors[name],
  });
  return (
    <fieldset className="space-y-4" data-testid="contractor-preferences">
      <legend className="mb-2 text-lg font-semibold">{PREFERENCES_TITLE} (optional)</legend>
      <p className="text-sm text-muted">{PREFERENCES_INTRO}</p>
      <div className="rounded-xl border border-line bg-surface px-4 py-2">
        {alwaysRequired.map((item) => (
          <Checkbox
            key={item.key}
            label={item.label}
            help={ALWAYS_REQUIRED_NOTE}
            checked
            disabled
            readOnly
          />
        ))}
      </div>
      <Checkbox {...toggle('bondedRequired')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <MinimumField form={form} name="minYearsInBusiness" choices={minYearsChoices} />
        <MinimumField form={form} name="minWorkmanshipWarrantyYears" choices={minWarrantyChoices} />
      </div>
      <Checkbox {...toggle('verifiedReviewsOnly')} />
    </fieldset>
  );
}
