import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { AdminFaqEntry } from '#shared/schemas/admin/content.ts';
import { faqInput } from '#shared/schemas/faq.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
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
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
        <input {...form.register('isActive')} type="checkbox" className="size-5 accent-brand-600" />
        Show on the public FAQ page
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {entry ? 'Save changes' : 'Create FAQ'}
        </Button>
      </div>
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
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{entry ? 'Edit FAQ' : 'New FAQ'}</DialogTitle>
          <DialogDescription>
            {entry ? 'Changes show on /faq as soon as you save.' : 'Add a question to /faq.'}
          </DialogDescription>
        </DialogHeader>
        {state && (
          <FaqForm
            key={entry?.id ?? 'new'}
            entry={entry}
            categories={categories}
            nextSortOrder={nextSortOrder}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
