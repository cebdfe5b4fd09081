import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export const fieldClass =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-ink shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/40 disabled:bg-stone-100 aria-[invalid=true]:border-red-700';

// A file input's text ("Choose File", the file's name) sits at the top of a fixed height: its
// height comes from even padding around one line instead (24 + 2 × 9 + 2 px border = 44 px), so
// the text is centred; its button looks like one.
const fileClass =
  'py-2.25 file:mr-3 file:rounded-md file:border-0 file:bg-stone-100 file:px-3 file:font-semibold file:text-ink';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(fieldClass, type === 'file' ? fileClass : 'h-11', className)}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldClass, 'min-h-28 py-2', className)} {...props} />;
}

/** A native select: the phone's own picker, sized for thumbs. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClass, 'h-11 pr-8', className)} {...props} />;
}

type SelectOptionsProps<T> = {
  options: readonly T[];
  value?: (option: T) => string | number;
  /** Each option's words: a function of the option, or a table from a string option to them. */
  label: ((option: T) => ReactNode) | (T extends string ? Record<T, string> : never);
};

/**
 * A select's options, one per item: `value` is what the form gets, `label` what the person
 * reads. A string or number item is its own value; any other item must say its `value`.
 */
export function SelectOptions<T extends string | number>(props: SelectOptionsProps<T>): ReactNode;
export function SelectOptions<T>(
  props: SelectOptionsProps<T> & Required<Pick<SelectOptionsProps<T>, 'value'>>,
): ReactNode;
export function SelectOptions<T>({
  options,
  value = (option) => option as string | number,
  label,
}: SelectOptionsProps<T>) {
  const words =
    typeof label === 'function'
      ? label
      : (option: T) => (label as Record<string, string>)[String(option)];
  return options.map((option) => (
    <option key={value(option)} value={value(option)}>
      {words(option)}
    </option>
  ));
}

/** The options of a select whose choices carry their own value and words ({ value, label }). */
export function ChoiceOptions({
  options,
}: {
  options: readonly { value: string | number; label: ReactNode }[];
}) {
  return <SelectOptions options={options} value={(o) => o.value} label={(o) => o.label} />;
}

/** The options of a select of named records (statuses, sales people): the id is the value. */
export function NamedOptions({ options }: { options: readonly { id: string; name: string }[] }) {
  return <SelectOptions options={options} value={(o) => o.id} label={(o) => o.name} />;
}
