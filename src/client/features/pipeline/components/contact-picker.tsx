import { Search } from 'lucide-react';
import { optionLabel } from '#shared/constants/options.ts';
import { useId, useState } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/date-time.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useContactSearch } from '../api/contacts.ts';

/**
 * Pick a contact submission: the server searches name, e-mail and phone across all of them
 * (there can be many thousands), and shows the newest matches as a radio group.
 */
export function ContactPicker({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (id: string, name: string) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 300);
  const contacts = useContactSearch(debounced);
  const id = useId();
  const errorId = `${id}-error`;
  const rows = contacts.data?.data ?? [];

  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold">
        Contact submission{' '}
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search contact submissions"
          placeholder="Name, e-mail or phone"
          className="pl-9"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {/* Focusable so that a keyboard can scroll it even when every row shown is disabled. */}
      <div
        className="max-h-56 space-y-1 overflow-y-auto rounded-lg border border-line p-1"
        role="group"
        aria-label="Matching contact submissions"
        tabIndex={0}
        aria-busy={contacts.isFetching}
      >
        {contacts.isPending && <p className="p-2 text-sm text-muted">Searching…</p>}
        {contacts.isError && (
          <p className="p-2 text-sm text-red-800">The contact submissions could not be loaded.</p>
        )}
        {contacts.data && rows.length === 0 && (
          <p className="p-2 text-sm text-muted">
            No contact submission matches. Quote requests from /get-quote appear here.
          </p>
        )}
        {rows.map((contact) => (
          <label
            key={contact.id}
            className={cn(
              'flex cursor-pointer items-start gap-2 rounded-md p-2 text-sm hover:bg-stone-50 has-[:checked]:bg-brand-50',
              contact.inPipeline && 'cursor-not-allowed opacity-60',
            )}
          >
            <input
              type="radio"
              name={`${id}-contact`}
              className="mt-1"
              value={contact.id}
              checked={value === contact.id}
              disabled={contact.inPipeline}
              onChange={() => onChange(contact.id, contact.name)}
            />
            <span className="min-w-0">
              <span className="block font-semibold">{contact.name}</span>
              <span className="block truncate text-muted">
                {contact.email} · {contact.phone}
              </span>
              <span className="block text-xs text-muted">
                {formatDate(contact.submittedAt)}
                {contact.projectType ? ` · ${optionLabel('projectType', contact.projectType)}` : ''}
                {contact.converted ? ' · paid customer (Won)' : ''}
                {contact.inPipeline ? ' · already in the pipeline' : ''}
              </span>
            </span>
          </label>
        ))}
      </div>
      {contacts.data && contacts.data.total > rows.length && (
        <p className="text-xs text-muted">
          Showing the newest {rows.length} of {contacts.data.total.toLocaleString()}
          {contacts.data.totalCapped ? '+' : ''}: type to narrow.
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
