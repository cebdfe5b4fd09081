import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { documentKinds, documentKindLabels } from '#shared/constants/contractor-vetting.ts';
import { renewalInput, type RenewalInput } from '#shared/schemas/contractor-applications.ts';
import { TitledForm } from '../../../components/form-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorSummary, FormField } from '../../../components/ui/form-field.tsx';
import { Input, NativeSelect, SelectOptions } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showSaveFailure } from '../../../lib/form-errors.ts';
import { useUploadRenewal } from '../api/my-documents.ts';
import { checkDocument, DOCUMENT_ACCEPT, DOCUMENT_HINT } from './document-file.ts';

const ATTACH = 'Attach the document';

/** The portal's renewal upload: which document, its new expiry date, and the file. */
export function RenewalForm() {
  const upload = useUploadRenewal();
  const form = useForm<RenewalInput>({
    resolver: zodResolver(renewalInput),
    defaultValues: { kind: 'insurance', expiresOn: '' },
  });
  const errors = form.formState.errors;
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  // A new key empties the file input after a sent renewal.
  const [fileKey, setFileKey] = useState(0);

  const onValid = form.handleSubmit((input) => {
    const wrongFile = checkDocument(file, 'document', ATTACH);
    setFileError(wrongFile);
    if (wrongFile || !file) return;
    upload.mutate(
      { input, file },
      {
        onSuccess: () => {
          toast({
            title: 'Document sent',
            description: `RoofBid staff check your ${documentKindLabels[input.kind].toLowerCase()} and e-mail you if anything is wrong.`,
          });
          form.reset();
          setFile(undefined);
          setFileKey((key) => key + 1);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.file) setFileError(error.fields.file);
          showSaveFailure('The document was not sent', error, form.setError);
        },
      },
    );
  });
  // The file's browser check runs on submit as well, so it can count among the errors.
  const missingFile = form.formState.submitCount > 0 ? fileError : undefined;
  const summary = [
    { field: 'kind', message: errors.kind?.message ?? '' },
    { field: 'expiresOn', message: errors.expiresOn?.message ?? '' },
    { field: 'file', message: missingFile ?? '' },
  ].filter((e) => e.message);

  return (
    <TitledForm
      titleId="renewal-form-title"
      title="Send a renewed document"
      titleClassName="text-lg font-semibold"
      onSubmit={onValid}
      className="space-y-4 rounded-2xl border border-line bg-white p-5"
    >
      <p className="text-sm text-muted">
        When your licence or insurance is renewed, send the new document here. Staff check it,
        usually within 2 business days; your expiry date changes once it is approved.
      </p>
      {form.formState.submitCount > 0 && <ErrorSummary errors={summary} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Document" required error={errors.kind?.message}>
          <NativeSelect {...form.register('kind')} disabled={upload.isPending}>
            <SelectOptions options={documentKinds} label={documentKindLabels} />
          </NativeSelect>
        </FormField>
        <FormField label="New expiry date" required error={errors.expiresOn?.message}>
          <Input {...form.register('expiresOn')} type="date" disabled={upload.isPending} />
        </FormField>
      </div>
      <FormField label="File" required error={fileError} help={DOCUMENT_HINT}>
        <Input
          key={fileKey}
          type="file"
          name="file"
          accept={DOCUMENT_ACCEPT}
          disabled={upload.isPending}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            setFile(chosen);
            setFileError(chosen ? checkDocument(chosen, 'document') : undefined);
          }}
        />
      </FormField>
      {upload.isPending && <UploadProgress what="document" sent={upload.progress} />}
      <Button type="submit" loading={upload.isPending}>
        Send document
      </Button>
    </TitledForm>
  );
}
