import { documentKindLabels, type DocumentKind } from '#shared/constants/contractor-vetting.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { ApplicationFiles } from '../api/submit-application.ts';
import { checkDocument, DOCUMENT_ACCEPT, DOCUMENT_HINT } from './document-file.ts';

export type DocumentErrors = Partial<Record<DocumentKind, string>>;

const inputs: { kind: DocumentKind; noun: string; required?: string; help: string }[] = [
  {
    kind: 'licence',
    noun: 'business licence',
    required: 'Attach the business licence',
    help: `Your municipal or provincial business licence. ${DOCUMENT_HINT}`,
  },
  {
    kind: 'insurance',
    noun: 'certificate of insurance',
    required: 'Attach the certificate of insurance',
    help: `Showing your liability coverage and its expiry. ${DOCUMENT_HINT}`,
  },
  {
    kind: 'wcb',
    noun: 'WCB clearance letter',
    help: `Optional, but it speeds up the check. ${DOCUMENT_HINT}`,
  },
];

/** Every document's browser check at once, for submit. */
export function checkDocuments(files: ApplicationFiles): DocumentErrors {
  const found: DocumentErrors = {};
  for (const { kind, noun, required } of inputs) {
    const error = checkDocument(files[kind], noun, required);
    if (error) found[kind] = error;
  }
  return found;
}

/** The application's three file inputs; each is checked as it is chosen. */
export function DocumentInputs({
  files,
  errors,
  disabled,
  onChange,
}: {
  files: ApplicationFiles;
  errors: DocumentErrors;
  disabled: boolean;
  onChange: (files: ApplicationFiles, errors: DocumentErrors) => void;
}) {
  return (
    <fieldset className="space-y-5">
      <legend className="text-lg font-semibold">Documents</legend>
      {inputs.map(({ kind, noun, required, help }) => (
        <FormField
          key={kind}
          label={documentKindLabels[kind]}
          required={Boolean(required)}
          error={errors[kind]}
          help={help}
        >
          <Input
            type="file"
            name={kind}
            accept={DOCUMENT_ACCEPT}
            disabled={disabled}
            onChange={(event) => {
              const file = event.target.files?.[0];
              onChange(
                { ...files, [kind]: file },
                { ...errors, [kind]: file ? checkDocument(file, noun) : undefined },
              );
            }}
          />
        </FormField>
      ))}
    </fieldset>
  );
}
