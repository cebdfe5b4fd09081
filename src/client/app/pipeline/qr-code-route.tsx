import { ArrowLeft } from 'lucide-react';
import { PageIntro } from '../../components/layout/page-intro.tsx';
import { Link } from '../../lib/router.tsx';
import { useMySalesPerson } from '../../features/qr-code/api/my-sales-person.ts';
import { QrGenerator } from '../../features/qr-code/components/qr-generator.tsx';
import { RepFlyer } from '../../features/qr-code/components/rep-flyer.tsx';

const repTips = [
  'Print it at least 3 cm wide; test it from arm’s length before a run of door hangers.',
  'Link to /get-quote to send homeowners straight to the request form.',
  'Tell homeowners what they get: up to four bids and no sales calls.',
];
const homeownerTips = [
  'Open your phone camera and point it at the code; tap the link that appears.',
  'No app to install. The form takes about three minutes.',
  'Your phone number and e-mail go only to the contractor you award the job to.',
];

/** The site's address, with the signed-in rep's referral code when there is one. */
function useDefaultQrUrl() {
  // Answers null (200) to visitors and other staff: no 401 for anybody (issue #12).
  const rep = useMySalesPerson();
  const origin = window.location.origin;
  return { rep: rep.data, url: rep.data ? `${origin}/?ref=${rep.data.referralCode}` : origin };
}

export default function QrCodeRoute() {
  const { rep, url } = useDefaultQrUrl();
  return (
    <>
      <nav aria-label="Back" className="mx-auto w-full max-w-4xl px-4 pt-4">
        <Link
          to="/pipeline"
          className="inline-flex min-h-11 items-center gap-1 rounded-md text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to the sales pipeline
        </Link>
      </nav>
      <PageIntro eyebrow="For sales reps" title="QR code generator">
        Make a QR code that opens RoofBid on a homeowner’s phone, for flyers, yard signs and
        business cards.
      </PageIntro>
      <div className="mx-auto w-full max-w-5xl space-y-10 px-4 py-10">
        {rep && (
          <div className="rounded-xl border border-line bg-surface p-4 text-sm">
            <p className="max-w-2xl">
              Signed in as <strong>{rep.name}</strong>: your QR link carries your referral code (
              <code>{rep.referralCode}</code>), so quote requests it brings are assigned to you.
              Generate the code, then Print flyer prints exactly that link with your name, on A4 or
              Letter.
            </p>
          </div>
        )}
        {/* A new default (the rep's link arrived) starts the generator afresh. */}
        <QrGenerator
          key={url}
          defaultUrl={url}
          actions={
            rep
              ? (generated) => <RepFlyer key={generated} repName={rep.name} url={generated} />
              : undefined
          }
        />
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="rep-tips" className="rounded-2xl border border-line p-6">
            <h2 id="rep-tips" className="text-lg font-semibold">
              Tips for reps
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-muted">
              {repTips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="homeowner-tips" className="rounded-2xl border border-line p-6">
            <h2 id="homeowner-tips" className="text-lg font-semibold">
              For homeowners
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-muted">
              {homeownerTips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
