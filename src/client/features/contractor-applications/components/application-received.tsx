import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from '../../../lib/router.tsx';

const steps = [
  {
    title: 'Application received',
    text: 'We have your details and documents, and sent a confirmation to {email}.',
  },
  {
    title: 'We check your documents',
    text: 'RoofBid staff verify your business licence, insurance and WCB standing, usually within 2 business days. If something is missing we e-mail you.',
  },
  {
    title: 'You get your invitation',
    text: 'Once approved, an e-mail invites you to set your password. Then you sign in to the contractor portal and bid on auctions in your service area.',
  },
];

/** What the applicant sees instead of the form once the application is in. */
export function ApplicationReceived({ email, company }: { email: string; company: string }) {
  // The form the applicant was in is gone: focus goes to what replaced it, and is read out.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="application-received-title"
      className="space-y-6 rounded-2xl border border-green-200 bg-green-50 p-6"
    >
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-1 size-6 shrink-0 text-green-800" aria-hidden="true" />
        <div>
          <h2
            id="application-received-title"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold text-green-950 outline-none"
          >
            Thank you, your application is in
          </h2>
          <p className="mt-1 text-green-950">
            {company} has applied to bid on RoofBid. Here is what happens next.
          </p>
        </div>
      </div>
      <ol className="space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-white text-sm font-bold text-green-900"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold">{step.title}</p>
              <p className="text-sm text-stone-800">{step.text.replace('{email}', email)}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="text-sm text-stone-800">
        Questions in the meantime?{' '}
        <Link to="/contact" className="font-semibold text-brand-700 underline">
          Contact us
        </Link>
        .
      </p>
    </section>
  );
}
