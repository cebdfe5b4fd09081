import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

const labels = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** 1-5 stars as a radio group: arrow keys move between them, as with any radio group. */
export function RatingInput({
  name,
  value: current,
  onChange,
  error,
}: {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? 'rating-error' : undefined}>
      <legend className="text-sm font-semibold">
        Rating
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="mt-2 flex gap-1">
        {[1, 2, 3, 4, 5].map((value) => {
          const selected = Number(current) >= value;
          return (
            <label
              key={value}
              className="flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name={name}
                value={String(value)}
                checked={current === String(value)}
                onChange={() => onChange(String(value))}
                className="sr-only"
              />
              <Star
                className={cn(
                  'size-8',
                  selected ? 'fill-amber-400 text-amber-500' : 'text-stone-400',
                )}
                aria-hidden="true"
              />
              <span className="sr-only">
                {value} star{value > 1 ? 's' : ''}: {labels[value - 1]}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id="rating-error" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
