import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminFaqEntry } from '#shared/schemas/admin/content.ts';
import { faqInput } from '#shared/schemas/faq.ts';
import { CheckboxField, FormActions, FormDialog } from '../../../components/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useSaveFaq } from '../api/faq.ts';

export type FaqDialogState = { mode: 'create' } | { mode: 'edit'; entry: AdminFaqEntry } | null;

function FaqForm({
  entry,
  categories,
  nextSortOrder,
  onDone,
}: {
  entry?: AdminFaqEntry;
  categories: string[];
  nextSortOrder: (category: string) => number;
  onDone: () => void;
}) {
  const listId = useId();
  const save = useSaveFaq();
  const form = useForm({
    resolver: zodResolver(faqInput),
    defaultValues: {
      question: entry?.question ?? '',
      answer: entry?.answer ?? '',
      category: entry?.category ?? '',
      isActive: entry?.isActive ?? true,
    },
  });
  const errors = form.formState.errors;
  const verb = entry ? 'update' : 'create';

  const onValid = form.handleSubmit((values) => {
    // A new entry, or one moved to another category, goes to the end of its category.
    const sortOrder =
      entry && entry.category === values.category
        ? entry.sortOrder
        : nextSortOrder(values.category);
    save.mutate(
      { id: entry?.id, input: { ...values, sortOrder } },
      {
        onSuccess: () => {
          toast({
            title: entry ? 'FAQ Updated' : 'FAQ Created',
            description: values.isActive
              ? `"${values.question}" is on the FAQ page.`
              : `"${values.question}" is saved, hidden from the FAQ page.`,
          });
          onDone();
        },
        onError: (error) => {
          showSaveFailure(`Failed to ${verb} FAQ`, error, form.setError);
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onValid} className="space-y-4">
      <FormField label="Question" required error={errors.question?.message}>
        <Input {...form.register('question')} maxLength={300} autoComplete="off" />
      </FormField>
      <FormField
        label="Answer"
        required
        error={errors.answer?.message}
        help="Write {{revealFee}} where the answer names the reveal fee: visitors read the amount set in More → Prices."
      >
        <Textarea {...form.register('answer')} rows={6} maxLength={5000} />
      </FormField>
      <FormField
        label="Category"
        required
        error={errors.category?.message}
        help="Pick an existing category or type a new one."
      >
        <Input {...form.register('category')} list={listId} maxLength={60} autoComplete="off" />
      </FormField>
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <CheckboxField {...form.register('isActive')}>Show on the public FAQ page</CheckboxField>
      <FormActions
        submit={entry ? 'Save changes' : 'Create FAQ'}
        loading={save.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** Create or edit one entry (SPEC.md §5: question and answer min 3, category min 1). */
export function FaqFormDialog({
  state,
  onClose,
  categories,
  nextSortOrder,
}: {
  state: FaqDialogState;
  onClose: () => void;
  categories: string[];
  nextSortOrder: (category: string) => number;
}) {
  const entry = state?.mode === 'edit' ? state.entry : undefined;
  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      size="lg"
      title={entry ? 'Edit FAQ' : 'New FAQ'}
      description={entry ? 'Changes show on /faq as soon as you save.' : 'Add a question to /faq.'}
    >
      {state && (
        <FaqForm
          key={entry?.id ?? 'new'}
          entry={entry}
          categories={categories}
          nextSortOrder={nextSortOrder}
          onDone={onClose}
        />
      )}
    </FormDialog>
  );
}
