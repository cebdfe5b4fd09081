import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { centsToAmount } from '#shared/domain/money.ts';
import { priceSettingsInput } from '#shared/schemas/admin/content.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { QueryBody } from '../../../components/data-list.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { usePriceSettings, useSavePrices, type PriceSettings } from '../api/prices.ts';

const fields = [
  {
    name: 'listPrice',
    label: 'List price',
    help: 'Shown struck through next to the launch price.',
  },
  { name: 'launchPrice', label: 'Launch price', help: 'What a homeowner pays to publish.' },
  { name: 'revealFee', label: 'Reveal fee', help: 'Refundable once the job is complete.' },
  {
    name: 'paymentLinkDefault',
    label: 'Payment link default',
    help: 'The amount of a Payment Link made from the Leads tab.',
  },
] as const;

function PricesForm({ prices }: { prices: PriceSettings }) {
  const save = useSavePrices();
  // Raw values: dollars go to the server as typed; it converts them to cents itself.
  const form = useForm({
    resolver: zodResolver(priceSettingsInput, undefined, { raw: true }),
    values: {
      listPrice: centsToAmount(prices.listPriceCents),
      launchPrice: centsToAmount(prices.launchPriceCents),
      revealFee: centsToAmount(prices.revealFeeCents),
      paymentLinkDefault: centsToAmount(prices.paymentLinkDefaultCents),
    },
  });
  const errors = form.formState.errors;

  const onValid = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () =>
        toast({ title: 'Prices Updated', description: 'The site shows the new prices now.' }),
      onError: (error) => {
        showSaveFailure('Failed to update prices', error, form.setError);
      },
    }),
  );

  return (
    <form noValidate onSubmit={onValid} className="max-w-2xl space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <FormField
            key={field.name}
            label={`${field.label} ($ ${prices.currency})`}
            error={errors[field.name]?.message}
            help={field.help}
          >
            <Input {...form.register(field.name)} inputMode="decimal" autoComplete="off" />
          </FormField>
        ))}
      </div>
      <Button type="submit" loading={save.isPending}>
        Save prices
      </Button>
    </form>
  );
}

/** The prices the server charges and the site shows (DECISIONS.md §3), entered as dollars. */
export function PricesSection() {
  const prices = usePriceSettings();
  return (
    <section aria-labelledby="prices-title" className="space-y-4">
      <h2 id="prices-title" className="text-xl font-bold">
        Prices
      </h2>
      <QueryBody
        query={prices}
        loadingRows={2}
        loading="Loading prices"
        error="The prices could not be loaded."
      >
        {(data) => <PricesForm prices={data} />}
      </QueryBody>
    </section>
  );
}
