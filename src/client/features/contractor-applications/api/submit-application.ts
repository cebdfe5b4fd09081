import { useState } from 'react';
import type * as z from 'zod/mini';
import type { DocumentKind } from '#shared/constants/contractor-vetting.ts';
import type {
  ApplicationInput,
  applicationReceived,
} from '#shared/schemas/contractor-applications.ts';
import { uploadForm } from '../../../lib/upload-form.ts';
import { useAction } from '../../../lib/use-action.ts';

export type ApplicationFiles = Partial<Record<DocumentKind, File>>;

/**
 * POST /api/contractor-applications as multipart/form-data: the fields as typed (the server
 * applies applicationInput) and the documents. `progress` is the share sent so far.
 */
export function useSubmitApplication() {
  const [progress, setProgress] = useState(0);
  const action = useAction(
    ({
      input,
      files,
    }: {
      input: Record<keyof ApplicationInput, string>;
      files: ApplicationFiles;
    }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(input)) {
        if (value !== '') form.append(name, value);
      }
      for (const [kind, file] of Object.entries(files)) if (file) form.append(kind, file);
      setProgress(0);
      return uploadForm<z.infer<typeof applicationReceived>>(
        '/api/contractor-applications',
        form,
        setProgress,
      );
    },
  );
  return { ...action, progress };
}
