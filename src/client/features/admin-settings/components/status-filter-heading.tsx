import { FormField } from '../../../components/ui/form-field.tsx';
import { NativeSelect } from '../../../components/ui/input.tsx';

/** A settings section's title with the "Status" filter beside it ("" means all statuses). */
export function StatusFilterHeading<S extends string>({
  id,
  title,
  statuses,
  labels,
  value,
  onChange,
}: {
  id: string;
  title: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  value: S | '';
  onChange: (status: S | '') => void;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <FormField label="Status" className="w-full sm:w-56">
        <NativeSelect value={value} onChange={(event) => onChange(event.target.value as S | '')}>
          <option value="">All statuses</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {labels[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}
