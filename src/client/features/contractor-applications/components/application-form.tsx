import { useState, type FormEvent } from 'react';
import type { ApplicationInput } from '#shared/schemas/contractor-applications.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorSummary, FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { UploadProgress } from '../../../components/ui/upload-progress.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { failureDescription } from '../../../lib/request-failure.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSubmitApplication, type ApplicationFiles } from '../api/submit-application.ts';
import { ApplicationReceived } from './application-received.tsx';
import { checkDocuments, DocumentInputs, type DocumentErrors } from './document-inputs.tsx';
import { ServiceAreaField, serviceAreaText } from './service-area-field.tsx';

type Values = Record<keyof ApplicationInput, string>;

// The form's schema, and zod with it, load once someone starts on the form (useSchemaForm).
const loadApplicationInput = () =>
  import('#shared/schemas/contractor-applications.ts').then((module) => module.applicationInput);

const empty: Values = {
  companyName: '',
  contactName: '',
  phone: '',
  email: '',
  serviceArea: '',
  yearsInBusiness: '',
  licenceNumber: '',
  licenceExpiresOn: '',
  insuredAmount: '',
  insuranceExpiresOn: '',
  bonded: 'false',
  wcbAccount: '',
};

// The order of the fields on screen, for the error summary.
const order = Object.keys(empty) as (keyof Values)[];

/**
 * /contractors/apply: a roofing company applies to bid, with its licence, insurance and WCB
 * letter. Like the review form it does without react-hook-form and TanStack Query to keep a
 * public page light (docs/decisions/page-weight.md).
 */
export function ApplicationForm() {
  const form = useSchemaForm(loadApplicationInput, empty);
  const { register, handleSubmit, setError, errors, values, setValue } = form;
  const submit = useSubmitApplication();
  const [codes, setCodes] = useState<string[]>([]);
  const [prefixes, setPrefixes] = useState('');
  const [files, setFiles] = useState<ApplicationFiles>({});
  const [fileErrors, setFileErrors] = useState<DocumentErrors>({});
  const [sent, setSent] = useState<{ email: string; company: string }>();

  const onValid = handleSubmit(() => {
    const wrongFiles = checkDocuments(files);
    if (Object.keys(wrongFiles).length > 0) {
      document.querySelector<HTMLElement>(`[name="${Object.keys(wrongFiles)[0]}"]`)?.focus();
      return;
    }
    submit.mutate(
      { input: values, files },
      {
        onSuccess: () => {
          setSent({ email: values.email.trim(), company: values.companyName.trim() });
        },
        onError: (error) => {
          applyServerFieldErrors(error, setError);
          if (error instanceof ApiError) {
            const { licence, insurance, wcb } = error.fields;
            setFileErrors({ licence, insurance, wcb });
          }
          toast({
            title: 'Your application was not sent',
            description: failureDescription(
              error,
              'Please check the highlighted fields and try again.',
            ),
            variant: 'destructive',
          });
        },
      },
    );
  });

  // The documents are checked on every submit, so that the summary lists them with the fields.
  const onSubmit = (event: FormEvent) => {
    setFileErrors(checkDocuments(files));
    onValid(event);
  };

  if (sent) return <ApplicationReceived {...sent} />;

  const summary = [
    ...order.map((field) => ({ field: String(field), message: errors[field] ?? '' })),
    ...(['licence', 'insurance', 'wcb'] as const).map((kind) => ({
      field: kind,
      message: fileErrors[kind] ?? '',
    })),
  ].filter((e) => e.message);
  const sending = submit.isPending;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={form.preload}
      onPointerDown={form.preload}
      aria-label="Contractor application"
      className="space-y-8"
    >
      {form.submitCount > 0 && <ErrorSummary errors={summary} />}
      <fieldset className="space-y-5" disabled={sending}>
        <legend className="text-lg font-semibold">Your company</legend>
        <FormField label="Company name" required error={errors.companyName}>
          <Input {...register('companyName')} autoComplete="organization" maxLength={200} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Contact name" required error={errors.contactName}>
            <Input {...register('contactName')} autoComplete="name" maxLength={200} />
          </FormField>
          <FormField label="Phone" required error={errors.phone}>
            <Input {...register('phone')} type="tel" inputMode="tel" autoComplete="tel" />
          </FormField>
        </div>
        <FormField
          label="E-mail"
          required
          error={errors.email}
          help="Our decision and, once approved, your sign-in invitation go here."
        >
          <Input {...register('email')} type="email" inputMode="email" autoComplete="email" />
        </FormField>
        <FormField
          label="Years in business"
          required
          error={errors.yearsInBusiness}
          className="sm:max-w-56"
        >
          <Input {...register('yearsInBusiness')} inputMode="numeric" autoComplete="off" />
        </FormField>
        <ServiceAreaField
          codes={codes}
          prefixes={prefixes}
          disabled={sending}
          error={errors.serviceArea}
          prefixRef={register('serviceArea').ref}
          onChange={(nextCodes, nextPrefixes) => {
            setCodes(nextCodes);
            setPrefixes(nextPrefixes);
            setValue('serviceArea', serviceAreaText(nextCodes, nextPrefixes));
          }}
        />
      </fieldset>
      <fieldset className="space-y-5" disabled={sending}>
        <legend className="text-lg font-semibold">Licence, insurance and WCB</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Business licence number" required error={errors.licenceNumber}>
            <Input
              {...register('licenceNumber')}
              autoComplete="off"
              maxLength={60}
              className="uppercase"
            />
          </FormField>
          <FormField label="Licence expires on" required error={errors.licenceExpiresOn}>
            <Input {...register('licenceExpiresOn')} type="date" />
          </FormField>
          <FormField
            label="Liability insurance ($)"
            required
            error={errors.insuredAmount}
            help="The amount of coverage in dollars, such as 2000000."
          >
            <Input {...register('insuredAmount')} inputMode="decimal" autoComplete="off" />
          </FormField>
          <FormField label="Insurance expires on" required error={errors.insuranceExpiresOn}>
            <Input {...register('insuranceExpiresOn')} type="date" />
          </FormField>
        </div>
        <FormField
          label="WCB account number"
          error={errors.wcbAccount}
          help="Your workers' compensation account, if you have one."
          className="sm:max-w-80"
        >
          <Input {...register('wcbAccount')} autoComplete="off" maxLength={40} />
        </FormField>
        {/* Not the dialogs' CheckboxField: its module brings Radix Dialog to a public page. */}
        <label className="flex min-h-11 items-center gap-3 text-sm font-semibold">
          <input
            type="checkbox"
            name="bonded"
            className="size-5 accent-brand-600"
            checked={values.bonded === 'true'}
            onChange={(event) => setValue('bonded', event.target.checked ? 'true' : 'false')}
          />
          The company is bonded
        </label>
      </fieldset>
      <DocumentInputs
        files={files}
        errors={fileErrors}
        disabled={sending}
        onChange={(nextFiles, nextErrors) => {
          setFiles(nextFiles);
          setFileErrors(nextErrors);
        }}
      />
      {sending && <UploadProgress what="documents" sent={submit.progress} />}
      <div className="space-y-3">
        <Button type="submit" size="lg" className="w-full sm:w-auto" loading={sending}>
          Send application
        </Button>
        <p className="text-sm text-muted">
          We use these details to vet your company. Your documents are seen only by RoofBid staff;
          homeowners see that your licence and insurance are verified, and until when.
        </p>
      </div>
    </form>
  );
}
