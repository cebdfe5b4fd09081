import { Link } from '../../lib/router.tsx';
import { company, figures } from '../../content/company.ts';
import { RevealFeeAmount } from '../../features/pricing/components/reveal-fee.tsx';
import type { LegalSection } from './legal-page.tsx';

export const termsSections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <>
        <p>
          These Terms and Conditions (the “Terms”) are an agreement between you and{' '}
          {company.legalName} (“{company.name}”, “we”, “us”), of {company.address}. They apply
          whenever you use the {company.name} website, request a quote, publish an auction, use the
          customer portal, or submit a review.
        </p>
        <p>
          By using {company.name} you accept these Terms. If you do not accept them, please do not
          use the service. You must be at least 18 years old and able to enter into a binding
          contract in Alberta to publish an auction.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'Our service',
    body: (
      <>
        <p>
          {company.name} is an online marketplace. We connect owners of residential property
          (single-family homes, townhouses and condos) with independent roofing contractors who bid
          for their work. We do not perform roofing work, supply materials, or employ the
          contractors who bid.
        </p>
        <p>
          Contractors are independent businesses. They are not our employees, agents or partners,
          and they do not act on our behalf. <strong>{company.name} is not a party</strong> to any
          contract between you and a contractor, and is not responsible for the performance of that
          contract.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <>
        <p>
          We create your customer account when you pay to publish your first auction and e-mail you
          a one-time link to set your password. You are responsible for keeping your password
          confidential and for everything done with your account. Tell us straight away at{' '}
          <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a> if you think someone
          else has used it.
        </p>
        <p>
          Keep your contact details up to date so that we can reach you about your auction and your
          refund.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees, payments and refunds',
    body: (
      <>
        <p>There are two fees. The amount of each is shown to you before you pay.</p>
        <ul>
          <li>
            <strong>Publishing fee.</strong> A one-time fee to publish your auction to matched
            contractors. It is non-refundable once your auction is published, because the work of
            matching and notifying contractors starts at that moment. If you leave the checkout
            before paying, nothing is charged.
          </li>
          <li>
            <strong>
              Reveal fee: <RevealFeeAmount fallback="the amount shown before you pay" />.
            </strong>{' '}
            Paid only if you choose to see the names and contact details of the contractors who bid;
            your own contact details go only to the contractor you award the job to. The amount that
            applies is the one shown when you pay it. It is 100% refundable: once the job is
            complete and we approve your completion form (final invoice, photos and a rating of the
            contractor), we refund the full reveal fee to the payment method you used. Because the
            refund is tied to a completed job, a reveal fee is not refunded if the job is not
            awarded or not carried out.
          </li>
        </ul>
        <p>
          All prices are in Canadian dollars (CAD). The total shown at checkout includes the 5%
          federal Goods and Services Tax (GST) where it applies; Alberta has no provincial sales
          tax. Payments are processed by Stripe, our payment provider. Coupons and launch offers
          apply only as described when they are offered, cannot be exchanged for cash, and may be
          withdrawn at any time without affecting a price you have already paid.
        </p>
        <p>
          Contractors never buy your contact details from us. The price of the roofing work itself
          is agreed and paid directly between you and your contractor.
        </p>
      </>
    ),
  },
  {
    id: 'auctions',
    title: 'Auctions, bids and the award window',
    body: (
      <>
        <p>
          Once your auction is published, matched contractors may bid. An auction receives at most{' '}
          {figures.maxBids} bids. Bids are offers made by the contractors, based on the information
          you gave; a contractor may adjust its price after inspecting your roof. We do not
          guarantee that your auction will receive a particular number of bids, or any bid at a
          particular price.
        </p>
        <p>
          When bids arrive you decide whether to opt in or opt out. Opting out ends the auction. If
          you opt in and reveal the bidders, you have{' '}
          <strong>{figures.awardWindowDays} days from the day your auction was published</strong> to
          award the job. An auction that has not been awarded within that window expires, and its
          bids lapse.
        </p>
      </>
    ),
  },
  {
    id: 'contracts',
    title: 'Your contract with the contractor',
    body: (
      <>
        <p>
          You sign a contract directly with the contractor you choose. The scope, price, schedule,
          payment terms, permits and warranties are between the two of you. Read the contract before
          you sign it, and get every promise in writing.
        </p>
        <p>
          Alberta’s consumer protection laws give you rights when you hire a contractor, including
          the requirement that a contractor who takes payment before the work is finished holds a
          prepaid contractor licence. Any dispute about the work is between you and the contractor,
          although we are glad to help you communicate if something goes wrong.
        </p>
      </>
    ),
  },
  {
    id: 'vetting',
    title: 'Contractor vetting and its limits',
    body: (
      <>
        <p>
          Before a contractor can bid, we check its business licence, its certificate of liability
          insurance, whether it is bonded, and how long it has been in business, and we recheck
          insurance every year. The details on each bid card come from those checks and from ratings
          by homeowners who completed a job.
        </p>
        <p>
          Our checks rely on documents and information the contractor provides at a point in time.
          They are not an inspection of the contractor’s work, a guarantee of its skill, financial
          standing or conduct, or a promise that its licence and insurance will stay valid. Before
          you sign, we recommend you confirm the licence and insurance yourself and ask for a WCB
          Alberta clearance letter.
        </p>
      </>
    ),
  },
  {
    id: 'rules',
    title: 'Rules of use',
    body: (
      <>
        <p>When you use {company.name}, you agree to:</p>
        <ul>
          <li>
            give accurate, complete information about yourself, your property and the work you need,
            and only request work on a property you own or are authorised to act for;
          </li>
          <li>
            not circumvent the marketplace: do not try to identify or contact bidders before the
            reveal, and contractors must not put contact details in a bid or ask homeowners to deal
            outside {company.name} to avoid its fees;
          </li>
          <li>
            not post or send anything abusive, threatening, discriminatory, defamatory, misleading
            or unlawful, to us, to a contractor or to another user;
          </li>
          <li>
            not scrape, copy or harvest data from the site with bots, crawlers or other automated
            means, and not probe, overload or interfere with its security or operation;
          </li>
          <li>
            keep one account per person, and not share it or open accounts for someone else without
            their permission;
          </li>
          <li>
            write only genuine reviews: about work that was actually done for you, in your own
            words, without payment or incentive, and never about your own business or a competitor.
          </li>
        </ul>
        <p>
          We may remove content, cancel an auction or suspend an account that breaks these rules.
          Where the breach is yours, fees already paid are not refunded.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Reviews, invoices and photos you submit',
    body: (
      <p>
        You keep ownership of the reviews, invoices and photos you submit. You allow us to use them
        to run the service: to verify a completed job, to approve your refund, and to show your
        rating and review to other homeowners. We use your invoice only to verify the job and never
        publish it. We may decline or remove reviews that break these Terms, but we do not edit a
        review to change its meaning.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <>
        <p>
          The {company.name} website and service are provided “as is” and “as available”. To the
          extent the law allows, we make no warranty of any kind about them, including that they
          will be uninterrupted or error-free.
        </p>
        <p>
          <strong>
            We do not warrant the workmanship, materials, pricing, timeliness or conduct of any
            contractor.
          </strong>{' '}
          Warranties on roofing work and materials come from the contractor and the manufacturer,
          under your contract with them. Information on the site, including our guides and FAQ, is
          general information and not professional advice.
        </p>
        <p>
          Nothing in these Terms takes away rights you have under Alberta’s Consumer Protection Act
          or other laws that cannot be excluded by agreement.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the extent the law allows, {company.name} and its directors, employees and agents are
          not liable for any indirect, incidental, special or consequential loss, or for loss of
          profit, data or opportunity, arising from your use of the service, or for any act or
          omission of a contractor, including defective work, property damage or injury.
        </p>
        <p>
          Our total liability to you for any claim relating to the service is limited to the fees
          you paid to {company.name} in the 12 months before the claim arose. This limit does not
          apply where the law does not allow it, such as liability for fraud or for our own gross
          negligence.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    body: (
      <p>
        You agree to indemnify {company.name} and its directors, employees and agents against
        claims, losses and reasonable legal costs arising from your breach of these Terms, from
        content you submit, or from your dealings with a contractor, except to the extent the claim
        is caused by our own fault.
      </p>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        Our <Link to="/privacy">Privacy Policy</Link> explains what personal information we collect,
        why, who sees it, and your rights under Alberta’s Personal Information Protection Act and
        Canada’s PIPEDA. It forms part of these Terms.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and disputes',
    body: (
      <>
        <p>
          These Terms are governed by the laws of the Province of Alberta and the federal laws of
          Canada applicable there. You and {company.name} agree to the exclusive jurisdiction of the
          courts of Alberta sitting in Calgary, Alberta, unless the law gives you the right to bring
          a claim elsewhere.
        </p>
        <p>
          If you have a concern, please contact us first. Most problems are solved quickly by a
          conversation, and we will try in good faith to resolve yours before either of us goes to
          court.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these Terms to reflect changes to the service or the law. The date at the top
        of this page shows when they last changed. If a change is significant we will e-mail account
        holders before it takes effect. An auction already published continues under the Terms in
        force when you published it.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these Terms? Write to {company.legalName}, {company.address}, e-mail{' '}
        <a href={`mailto:${company.infoEmail}`}>{company.infoEmail}</a>, or call{' '}
        <a href={company.phoneHref}>{company.phoneDisplay}</a>. You can find all the ways to reach
        us on our <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];
