import { Link } from '../../lib/router.tsx';
import { company } from '../../content/company.ts';
import type { LegalSection } from './legal-page.tsx';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export const privacySections: LegalSection[] = [
  {
    id: 'scope',
    title: 'Who we are and what this covers',
    body: (
      <>
        <p>
          {company.legalName} (“{company.name}”, “we”, “us”) runs the {company.name} roofing
          marketplace from Calgary, Alberta. This policy explains how we handle the personal
          information of homeowners and visitors who use our website, quote form and customer
          portal.
        </p>
        <p>
          We follow Alberta’s <em>Personal Information Protection Act</em> (PIPA) and, where it
          applies, Canada’s <em>Personal Information Protection and Electronic Documents Act</em>{' '}
          (PIPEDA). We collect only what we need to run your roofing auction, and we never sell
          personal information.
        </p>
      </>
    ),
  },
  {
    id: 'collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Quote request details:</strong> your property address and type, details of the
          roof and the work you need, your budget and timing, and your contractor preferences.
        </li>
        <li>
          <strong>Contact information:</strong> your name, e-mail address and phone number, and
          anything you tell us when you call or write to us.
        </li>
        <li>
          <strong>Account information:</strong> your e-mail address and a hashed form of your
          password (we never store the password itself).
        </li>
        <li>
          <strong>Payment information:</strong> payments are handled by Stripe. You enter your card
          details on Stripe’s secure checkout, and we never see or store your full card number.
          Stripe tells us whether a payment or refund went through, and for how much.
        </li>
        <li>
          <strong>Completion form:</strong> the invoice and photos you upload, and your rating and
          review of the contractor.
        </li>
        <li>
          <strong>Page views:</strong> the page you open (without anything after a “?” in its
          address), its title, the name of the website that sent you there (not the page) and the
          time. When you start the quote form we also note that it was started, with a random number
          that lasts until you leave or reload the page, so it is counted once. These records are
          stored on our own servers; we remove one-time links and payment references from them. We
          use no third-party trackers, analytics scripts or ad networks.
        </li>
        <li>
          <strong>Security logs:</strong> short-lived technical records, such as your IP address,
          that our servers use to block abuse and repeated sign-in attempts.
        </li>
      </ul>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it',
    body: (
      <>
        <p>We use your personal information to:</p>
        <ul>
          <li>publish your auction and match it with contractors who serve your area;</li>
          <li>
            take payments, issue your reveal-fee refund and keep the records the law requires;
          </li>
          <li>
            create your account and send you the e-mails your auction needs (set-password link, new
            bids and each step of your auction);
          </li>
          <li>verify a completed job and show your rating to other homeowners;</li>
          <li>answer your questions and help if something goes wrong with a job;</li>
          <li>
            keep the service secure, and understand which pages are used so we can improve them.
          </li>
        </ul>
        <p>
          We rely on your consent, given when you submit the quote form or use the service, for
          these purposes. We send marketing e-mail only if you ask for it, and every such e-mail has
          an unsubscribe link.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who sees your information',
    body: (
      <>
        <ul>
          <li>
            <strong>Contractors.</strong> Matched contractors see the details of the job so that
            they can bid, never your name, phone number or e-mail. If you pay the reveal fee, you
            see the names and contact details of the contractors who bid, so that you can call them
            about the job. Your own name and contact details go only to the contractor you award the
            job to.
          </li>
          <li>
            <strong>Our team.</strong> Only staff who need it to support your auction, process
            refunds or answer you can see your information, and their actions are logged.
          </li>
          <li>
            <strong>Service providers.</strong> Companies that work for us under contract, such as
            Stripe for payments and our hosting and e-mail delivery providers. They may use your
            information only to provide their service to us.
          </li>
          <li>
            <strong>When the law requires it</strong>, for example in answer to a court order, or to
            protect someone’s safety.
          </li>
        </ul>
        <p>
          Some service providers, including Stripe, may store or process information outside Canada,
          mainly in the United States, where it can be accessed by authorities under the laws there.
          Our privacy officer can answer questions about service providers outside Canada.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        We use one essential cookie: a session cookie that keeps you signed in to your account. It
        is set only when you sign in, cannot be read by scripts on the page, and is deleted when you
        sign out or the session ends. We use no advertising, tracking or analytics cookies, so there
        is nothing to opt out of.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>
          Your account and contact details: while your account is open. When you ask us to close it,
          we delete what we do not have to keep for the records below.
        </li>
        <li>
          Orders, payments and refunds: six years after the end of the tax year they relate to, as
          Canadian tax law requires.
        </li>
        <li>
          Quote requests that never become a published auction: up to two years, then deleted.
        </li>
        <li>
          Invoices and photos from completion forms: as long as the order record they belong to.
        </li>
        <li>
          Page views: 90 days; after that we keep only how many pages were viewed in each quarter
          hour.
        </li>
        <li>Security logs: up to 90 days.</li>
        <li>
          One-time links: a set-password link expires after 7 days and a password-reset link after 1
          hour, or as soon as it is used.
        </li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <>
        <p>
          All traffic to and from {company.name} is encrypted in transit (HTTPS). Passwords are
          stored only as salted hashes made with a memory-hard algorithm, and one-time links are
          stored hashed and can be used once. Staff accounts are personal, access is limited by
          role, and every staff change is recorded in an audit log. Card details stay with Stripe,
          which is certified to the PCI DSS standard.
        </p>
        <p>
          No system is perfectly secure. If a breach creates a real risk of significant harm to you,
          we will tell you and report it to the Office of the Information and Privacy Commissioner
          of Alberta, as PIPA requires.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>ask for access to the personal information we hold about you;</li>
          <li>ask us to correct information that is wrong or incomplete;</li>
          <li>
            withdraw your consent, on reasonable notice. We will explain what that means for your
            auction, for example that we can no longer send it to contractors.
          </li>
        </ul>
        <p>
          Write to our privacy officer (below). We answer within 30 days and may ask you to confirm
          your identity first. If you are not satisfied with our answer, you can contact the{' '}
          <a href="https://oipc.ab.ca" {...external}>
            Office of the Information and Privacy Commissioner of Alberta
            <span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          or the{' '}
          <a href="https://www.priv.gc.ca" {...external}>
            Office of the Privacy Commissioner of Canada
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        {company.name} is for adults who own or manage a property. We do not knowingly collect
        personal information from anyone under 18.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy, we update the date at the top of this page. If a change affects
        how we use information we already hold, we will e-mail account holders before it takes
        effect. Our <Link to="/terms">Terms and Conditions</Link> explain the rest of the rules for
        using {company.name}.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact our privacy officer',
    body: (
      <p>
        For any question, request or complaint about your personal information, e-mail our privacy
        officer at <a href={`mailto:${company.privacyEmail}`}>{company.privacyEmail}</a>, or write
        to: Privacy Officer, {company.legalName}, {company.address}. You can also call us on{' '}
        <a href={company.phoneHref}>{company.phoneDisplay}</a>.
      </p>
    ),
  },
];
