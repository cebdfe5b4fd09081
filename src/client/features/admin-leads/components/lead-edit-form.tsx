import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { leadStatuses } from '#shared/constants/options.ts';
import { choosableLeadStatuses } from '#shared/domain/lead-conversion.ts';
import type { AdminLeadDetail } from '#shared/schemas/admin/leads.ts';
import { DATE_RANGE_MESSAGE, inSaneYears } from '#shared/schemas/common.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LeadStatusField } from '../../../components/lead-status-field.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { fromLocalInput, toDateTimeLocal } from '../../../lib/date-time.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useUpdateLead } from '../api/lead-actions.ts';

// updateLeadInput with the browser's side of the follow-up: a datetime-local value in local
// time, where blank means "no follow-up" (sent as null). The server checks updateLeadInput.
const leadEditForm = z.object({
  leadStatus: z.enum(leadStatuses, 'Choose a status'),
  nextFollowUpAt: z.string().check(
    z.refine((v) => v === '' || fromLocalInput(v) !== null, {
      message: 'Enter a valid date and time',
      abort: true,
    }),
    // The server's bounds (isoDateTime in the shared schema), said before sending.
    z.refine((v) => v === '' || inSaneYears(v), DATE_RANGE_MESSAGE),
  ),
});

/** Lead status and next follow-up, saved with PATCH (toasts: SPEC.md §8 style). */
export function LeadEditForm({ lead }: { lead: AdminLeadDetail }) {
  const form = useForm({
    resolver: zodResolver(leadEditForm),
    values: { leadStatus: lead.leadStatus, nextFollowUpAt: toDateTimeLocal(lead.nextFollowUpAt) },
  });
  const update = useUpdateLead(lead.id);
  const errors = form.formState.errors;
  // Won means the lead has an order (src/shared/domain/lead-conversion.ts): set by converting it.
  const choosable = choosableLeadStatuses(lead.converted);
  const statuses = leadStatuses.filter(
    (status) => choosable.includes(status) || status === lead.leadStatus,
  );
  // One lead, one status (src/shared/domain/lead-status.ts): a lead on the pipeline board has
  // its column's, changed by moving the card.
  const onBoard = lead.pipelineStatus !== null;
  let statusHelp = 'Won is set when the lead gets an order (Convert to Sale or a payment).';
  if (lead.converted) statusHelp = 'Won: this lead has an order.';
  else if (onBoard)
    statusHelp = `On the pipeline board in ${lead.pipelineStatus}: move its card there to change it.`;

  const onValid = form.handleSubmit((values) =>
    update.mutate(
      {
        leadStatus:
          onBoard || values.leadStatus === lead.leadStatus ? undefined : values.leadStatus,
        nextFollowUpAt: fromLocalInput(values.nextFollowUpAt),
      },
      {
        onSuccess: () => toast({ title: 'Lead Updated', description: `${lead.name} is saved.` }),
        onError: (error) => {
          showSaveFailure('Failed to update lead', error, form.setError);
        },
      },
    ),
  );

  return (
    <form
      noValidate
      onSubmit={onValid}
      aria-label="Follow-up"
      className="space-y-4 rounded-xl border border-line bg-surface p-4"
    >
      <h3 className="font-semibold">Follow-up</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <LeadStatusField
          registration={form.register('leadStatus')}
          statuses={statuses}
          error={errors.leadStatus?.message}
          help={statusHelp}
          disabled={onBoard && !lead.converted}
        />
        <FormField
          label="Next follow-up"
          error={errors.nextFollowUpAt?.message}
          help="Your local time. Leave blank for none."
        >
          <Input {...form.register('nextFollowUpAt')} type="datetime-local" />
        </FormField>
      </div>
      <Button type="submit" loading={update.isPending}>
        Save lead
      </Button>
    </form>
  );
}
