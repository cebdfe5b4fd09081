import { FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, SelectOptions } from '../../../components/ui/input.tsx';
import type { DirectoryState } from '../api/contractor-directory.ts';

/** The select's value for "Not listed": the free-text company field shows. */
export const NOT_LISTED = 'not-listed';

/**
 * Who the review is about: a vetted company from the list (its id goes with the review, so its
 * ratings do not split across spellings) or "Not listed" and the name typed. If the list cannot
 * be read the typed name is the only way, and the form says so.
 */
export function ContractorPicker({
  directory,
  choice,
  onChoose,
  typedName,
  onType,
  error,
}: {
  directory: DirectoryState;
  /** '' (nothing chosen yet), a contractor's id, or NOT_LISTED. */
  choice: string;
  onChoose: (choice: string, companyName: string) => void;
  typedName: string;
  onType: (name: string) => void;
  error?: string;
}) {
  const listed = directory.status === 'ready' ? directory.contractors : [];
  const typing = choice === NOT_LISTED || directory.status === 'failed';
  return (
    <div className="space-y-4">
      {directory.status !== 'failed' && (
        <FormField
          label="Contractor"
          required
          error={typing ? undefined : error}
          help="RoofBid's vetted contractors. Not in the list? Choose “Not listed” and type the name."
        >
          <NativeSelect
            name="contractorId"
            value={choice}
            disabled={directory.status === 'loading'}
            onChange={(event) => {
              const id = event.target.value;
              onChoose(id, listed.find((c) => c.id === id)?.companyName ?? '');
            }}
          >
            <option value="">
              {directory.status === 'loading' ? 'Loading contractors…' : 'Choose…'}
            </option>
            <SelectOptions
              options={listed}
              value={(contractor) => contractor.id}
              label={(contractor) => contractor.companyName}
            />
            <option value={NOT_LISTED}>Not listed</option>
          </NativeSelect>
        </FormField>
      )}
      {typing && (
        <FormField
          label="Contractor's company name"
          required
          error={error}
          help={
            directory.status === 'failed'
              ? 'The list of contractors could not be loaded: type the company name.'
              : undefined
          }
        >
          <Input
            name="contractorName"
            value={typedName}
            onChange={(event) => onType(event.target.value)}
            autoComplete="organization"
          />
        </FormField>
      )}
    </div>
  );
}
