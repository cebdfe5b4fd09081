import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { auctionSettingsInput } from '#shared/schemas/admin/auctions.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { QueryBody } from '../../../components/data-list.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import {
  useAuctionSettings,
  useSaveAuctionSettings,
  type AuctionSettings,
} from '../api/auctions.ts';

function SettingsForm({ settings }: { settings: AuctionSettings }) {
  const save = useSaveAuctionSettings();
  const form = useForm({
    resolver: zodResolver(auctionSettingsInput),
    values: settings,
  });
  const errors = form.formState.errors;
  const onValid = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () =>
        toast({
          title: 'Auction timing saved',
          description: 'Auctions published from now on get the new dates.',
        }),
      onError: (error) =>
        showSaveFailure('Failed to save the auction timing', error, form.setError),
    }),
  );
  return (
    <form noValidate onSubmit={onValid} className="max-w-2xl space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Bidding window (days)"
          error={errors.biddingWindowDays?.message}
          help="How long contractors can bid after publishing (1-365)."
        >
          <Input {...form.register('biddingWindowDays')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <FormField
          label="Award deadline (days)"
          error={errors.awardDeadlineDays?.message}
          help="Days after publishing before an auction without an award expires (1-365)."
        >
          <Input {...form.register('awardDeadlineDays')} inputMode="numeric" autoComplete="off" />
        </FormField>
      </div>
      <p className="text-sm text-muted">The reveal fee is set with the prices under More.</p>
      <Button type="submit" loading={save.isPending}>
        Save timing
      </Button>
    </form>
  );
}

/** The auction timing settings (admins). */
export function AuctionSettingsSection() {
  const settings = useAuctionSettings();
  return (
    <section aria-labelledby="auction-settings-title" className="space-y-4">
      <h3 id="auction-settings-title" className="text-lg font-bold">
        Auction timing
      </h3>
      <QueryBody
        query={settings}
        loadingRows={1}
        loading="Loading the auction timing"
        error="The auction timing could not be loaded."
      >
        {(data) => <SettingsForm settings={data} />}
      </QueryBody>
    </section>
  );
}
