import { countries, isKnownCountry, regionsByCountry } from '#shared/constants/countries.ts';
import type { DropdownCategory } from '#shared/constants/options.ts';
import { formatPhone } from '#shared/domain/phone.ts';
import type { LeadInput } from '#shared/schemas/lead.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ChoiceOptions, Input, NativeSelect, Textarea } from '../../../components/ui/input.tsx';
import type { PageData } from '../../../lib/use-page-data.ts';
import type { SchemaForm } from '../../../lib/use-schema-form.ts';
import type { OptionsByCategory } from '../api/get-dropdown-options.ts';

/** The form's values: text as typed (the schema turns the sizes into numbers). */
export type QuoteFormValues = { [K in keyof LeadInput]: Extract<LeadInput[K], string | undefined> };
export type QuoteForm = SchemaForm<QuoteFormValues>;
type Form = QuoteForm;
type Options = PageData<OptionsByCategory>;

/** Field names in the order they appear, for the error summary. */
export const fieldOrder = [
  'name',
  'email',
  'phone',
  'address',
  'country',
  'province',
  'postalCode',
  'propertyType',
  'roofMaterial',
  'roofAge',
  'roofAreaSqFt',
  'footprintSqFt',
  'roofPitch',
  'projectType',
  'urgency',
  'budget',
  'date',
  'projectCompletionDate',
  'message',
  'couponCode',
  'finalPrice',
] as const satisfies readonly (keyof LeadInput)[];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

export function ContactFields({ form }: { form: Form }) {
  const { register, errors } = form;
  return (
    <Section title="About you">
      <FormField label="Full name" required error={errors.name}>
        <Input {...register('name')} autoComplete="name" />
      </FormField>
      <FormField
        label="E-mail"
        required
        error={errors.email}
        help="We send your receipt and bids here."
      >
        <Input {...register('email')} type="email" autoComplete="email" inputMode="email" />
      </FormField>
      <FormField label="Phone" required error={errors.phone}>
        <Input
          {...register('phone', formatPhone)}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="(403) 555-0123"
        />
      </FormField>
    </Section>
  );
}

export function PropertyFields({ form, options }: { form: Form; options: Options }) {
  const { register, errors } = form;
  const country = form.values.country;
  const regions = isKnownCountry(country) ? regionsByCountry[country] : undefined;
  return (
    <Section title="The property">
      <FormField label="Street address" required error={errors.address}>
        <Input {...register('address')} autoComplete="street-address" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Country" required error={errors.country}>
          <NativeSelect {...register('country')} autoComplete="country-name">
            {countries.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Province/State" required error={errors.province}>
          {regions ? (
            <NativeSelect {...register('province')} autoComplete="address-level1">
              <option value="">Choose…</option>
              {regions.map((region) => (
                <option key={region}>{region}</option>
              ))}
            </NativeSelect>
          ) : (
            <Input {...register('province')} autoComplete="address-level1" />
          )}
        </FormField>
      </div>
      <FormField label="Postal/zip code" required error={errors.postalCode}>
        <Input
          {...register('postalCode', (value) => value.toUpperCase())}
          autoComplete="postal-code"
          autoCapitalize="characters"
          maxLength={10}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-3">
        <OptionSelect
          form={form}
          options={options}
          name="propertyType"
          category="propertyType"
          label="Property type"
        />
        <OptionSelect
          form={form}
          options={options}
          name="roofMaterial"
          category="roofMaterial"
          label="Roof material"
        />
        <OptionSelect
          form={form}
          options={options}
          name="roofAge"
          category="roofAge"
          label="Roof age"
        />
      </div>
    </Section>
  );
}

export function ProjectFields({ form, options }: { form: Form; options: Options }) {
  const { register, errors } = form;
  return (
    <Section title="The project">
      <div className="grid gap-4 sm:grid-cols-2">
        <OptionSelect
          form={form}
          options={options}
          name="projectType"
          category="projectType"
          label="Project type"
        />
        <OptionSelect
          form={form}
          options={options}
          name="urgency"
          category="urgency"
          label="How soon?"
        />
      </div>
      <OptionSelect
        form={form}
        options={options}
        name="budget"
        category="budget"
        label="Budget"
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Preferred date for a free estimate" required error={errors.date}>
          <Input {...register('date')} type="date" />
        </FormField>
        <FormField label="Work done by (optional)" error={errors.projectCompletionDate}>
          <Input {...register('projectCompletionDate')} type="date" />
        </FormField>
      </div>
      <FormField
        label="Anything else? (optional)"
        error={errors.message}
        help="Leaks, hail damage, skylights, access issues: anything that helps contractors bid accurately."
      >
        <Textarea {...register('message')} rows={4} />
      </FormField>
    </Section>
  );
}

function OptionSelect({
  form,
  options,
  name,
  category,
  label,
  required,
}: {
  form: Form;
  options: Options;
  name: 'propertyType' | 'roofMaterial' | 'roofAge' | 'projectType' | 'urgency' | 'budget';
  category: DropdownCategory;
  label: string;
  required?: boolean;
}) {
  const error = form.errors[name];
  const choices = options.status === 'success' ? options.data[category] : undefined;
  return (
    <FormField
      label={label}
      required={required}
      error={
        error ??
        (options.status === 'error'
          ? 'Could not load the choices. Please refresh the page.'
          : undefined)
      }
    >
      <NativeSelect {...form.register(name)} disabled={options.status === 'pending'}>
        <option value="">{options.status === 'pending' ? 'Loading…' : 'Choose…'}</option>
        <ChoiceOptions options={choices ?? []} />
      </NativeSelect>
    </FormField>
  );
}
