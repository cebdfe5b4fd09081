import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../../lib/router.tsx';
import * as z from 'zod/mini';
import { SIGNUP_LINK_INVALID } from '#shared/schemas/auth.ts';
import { emailAddress } from '#shared/schemas/common.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ListError } from '../../../components/ui/list-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureDescription } from '../../../lib/request-failure.ts';
import { useLinkedSubmission, useSignupLink } from '../api/signup.ts';
import { SignupDetails } from './signup-details.tsx';
import { NO_SUBMISSION, USED_SIGNUP_LINK } from './signup-messages.ts';

/** The e-mailed link's e-mail and token (from /customer-signup?email=…&token=…). */
export type SignupLink = { email: string; token: string };

/**
 * The signup modes of the login screen (SPEC.md §4; docs/decisions/signup-confirmation.md):
 * the e-mail step, which e-mails the next step and says nothing about the address; from
 * the link, the details form prefilled from the quote request; then the account.
 */
export function SignupFlow({
  link,
  onBackToLogin,
}: {
  link?: SignupLink;
  onBackToLogin: () => void;
}) {
  const start = (problem?: string) => (
    <SignupStart email={link?.email} problem={problem} onBackToLogin={onBackToLogin} />
  );
  if (!link) return start();
  return <SignupFromLink link={link} startAgain={start} />;
}

function SignupStart(props: { email?: string; problem?: string; onBackToLogin: () => void }) {
  const [sentTo, setSentTo] = useState<string>();
  if (sentTo) {
    return (
      <div className="space-y-3 text-center" role="status">
        <MailCheck className="mx-auto size-12 text-green-700" aria-hidden="true" />
        <h2 className="text-xl font-semibold">Check your e-mail</h2>
        <p className="text-muted">
          We e-mailed the next step to <strong>{sentTo}</strong>.
        </p>
        <p className="text-sm text-muted">
          If it is the e-mail of your quote request, open the link in it to check your details and
          choose your password (it works once and expires in 7 days). If it is not, the e-mail tells
          you how to send a quote request.
        </p>
        <p className="text-sm text-muted">
          No quote request yet?{' '}
          <Link to="/get-quote" className="font-semibold underline">
            Request a quote
          </Link>
        </p>
        <Button variant="ghost" onClick={() => setSentTo(undefined)}>
          Use another e-mail
        </Button>
      </div>
    );
  }
  return <EmailCheck {...props} onSent={setSentTo} />;
}

const emailCheckForm = z.object({ email: emailAddress('Please enter a valid email') });

function EmailCheck({
  email,
  problem: linkProblem,
  onSent,
  onBackToLogin,
}: {
  email?: string;
  problem?: string;
  onSent: (email: string) => void;
  onBackToLogin: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(emailCheckForm),
    defaultValues: { email: email ?? '' },
  });
  const sendLink = useSignupLink();
  const [problem, setProblem] = useState(linkProblem);

  // Straight to the e-mail: whether this address has a quote request is told only to its
  // mailbox (docs/decisions/signup-confirmation.md).
  const onValid = form.handleSubmit(({ email }) => {
    setProblem(undefined);
    sendLink.mutate(email, {
      onSuccess: () => onSent(email),
      onError: (error) => setProblem(failureDescription(error, 'An error occurred')),
    });
  });

  return (
    <form noValidate onSubmit={onValid} className="space-y-4">
      <p className="text-muted">Create an account for the e-mail you used on your quote request.</p>
      {problem && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          <p>{problem}</p>
          {problem === NO_SUBMISSION && (
            <Link to="/get-quote" className="mt-2 inline-block font-semibold underline">
              Request a quote
            </Link>
          )}
        </div>
      )}
      <FormField
        label="E-mail"
        error={form.formState.errors.email?.message}
        help="We e-mail you a link to make sure the address is yours."
      >
        <Input {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
      </FormField>
      <Button type="submit" className="w-full" loading={sendLink.isPending}>
        Continue
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onBackToLogin}>
        I already have an account
      </Button>
    </form>
  );
}

/** Opened from the e-mailed link: the link proves the address, so the request's details show. */
function SignupFromLink({
  link,
  startAgain,
}: {
  link: SignupLink;
  startAgain: (problem: string) => ReactNode;
}) {
  const found = useLinkedSubmission(link);
  if (found.isPending) {
    return (
      <div role="status" aria-label="Checking your link" className="space-y-3">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (found.isError) {
    const { error } = found;
    if (error instanceof ApiError && error.serverMessage === SIGNUP_LINK_INVALID) {
      return startAgain(USED_SIGNUP_LINK);
    }
    return (
      <ListError
        message={`An error occurred (${error.message}).`}
        onRetry={() => void found.refetch()}
      />
    );
  }
  if (!found.data.submission) return startAgain(NO_SUBMISSION);
  return <SignupDetails link={link} submission={found.data.submission} />;
}
