import { canadianProvinceCodes } from '#shared/constants/countries.ts';
import { Input } from '../../../components/ui/input.tsx';

const provinces = Object.entries(canadianProvinceCodes);

/** "AB, BC, T2P, T3A": the provinces ticked, then the prefixes typed, as the API reads them. */
export const serviceAreaText = (codes: readonly string[], prefixes: string) =>
  [...codes, prefixes.trim()].filter(Boolean).join(', ');

/**
 * Where the company works: the provinces it covers whole, and postal-code prefixes for the
 * parts of others. One error for both, since the API checks them as one list.
 */
export function ServiceAreaField({
  codes,
  prefixes,
  onChange,
  prefixRef,
  error,
  disabled,
}: {
  codes: readonly string[];
  prefixes: string;
  onChange: (codes: string[], prefixes: string) => void;
  prefixRef: (control: HTMLInputElement | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const errorId = error ? 'service-area-error' : undefined;
  return (
    <fieldset className="space-y-3" aria-describedby={errorId}>
      <legend className="text-sm font-semibold">
        Service area
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <p className="text-sm text-muted">
        Tick the provinces you cover everywhere, or add the postal-code prefixes you serve. You see
        the auctions of homeowners in this area.
      </p>
      <div className="grid grid-cols-1 gap-x-4 min-[400px]:grid-cols-2 sm:grid-cols-3">
        {provinces.map(([name, code]) => (
          <label key={code} className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={codes.includes(code)}
              disabled={disabled}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...codes, code] : codes.filter((c) => c !== code),
                  prefixes,
                )
              }
            />
            {name} ({code})
          </label>
        ))}
      </div>
      <div className="space-y-1.5">
        <label htmlFor="service-area-prefixes" className="text-sm font-semibold">
          Postal-code prefixes
        </label>
        <Input
          id="service-area-prefixes"
          name="serviceArea"
          ref={prefixRef}
          value={prefixes}
          disabled={disabled}
          autoComplete="off"
          className="uppercase"
          aria-invalid={error ? true : undefined}
          aria-describedby={['service-area-prefixes-help', errorId].filter(Boolean).join(' ')}
          onChange={(event) => onChange([...codes], event.target.value)}
        />
        <p id="service-area-prefixes-help" className="text-sm text-muted">
          Optional with a province ticked. The first 1 to 3 characters of a postal code, separated
          by commas: T2P, T3A.
        </p>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
