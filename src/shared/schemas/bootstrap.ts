import type { StaffRole } from '../constants/options.ts';
import type { EstimateTableResponse } from './estimate.ts';
import type { FaqEntry } from './faq.ts';
import type { DropdownOption } from './lead.ts';
import type { PricingResponse } from './pricing.ts';
import type { PublicReviewPage, RatingSummary } from './review.ts';

/**
 * Data the server writes into every page's HTML (a non-executed JSON script, so CSP allows it),
 * letting the first paint show live prices without an API round trip.
 */
export type BootstrapData = {
  pricing: PricingResponse;
  /** Which checkout runs: the built-in test checkout is labelled TEST MODE on every screen. */
  paymentMode: 'stripe' | 'test' | 'none';
  /**
   * On /faq only: the active entries, so the page shows its answers at first paint, with no API
   * round trip and without the query library (docs/decisions/page-weight.md).
   */
  faq?: FaqEntry[];
  /** On /get-quote only: the quote form's choices, for the same reasons. */
  dropdownOptions?: DropdownOption[];
  /** On /get-quote only: the instant estimate's cost table (issue #12), for the same reasons. */
  estimateTable?: EstimateTableResponse;
  /**
   * The site's one rating figure (average and count of approved reviews), on every page so that
   * moving between pages inside the app keeps it; kept a few seconds per instance.
   */
  siteRating?: RatingSummary;
  /** On /reviews only: the page of approved reviews its address asks for. */
  reviews?: PublicReviewPage;
  /**
   * The customer signed in on this browser, if any, so the header offers their account
   * instead of "Customer Login" without a request of its own on every page.
   */
  customer?: { firstName: string };
  /**
   * A staff member signed in on this browser, if any (staff and customers have separate
   * sessions), so the header offers their dashboard instead of "Customer Login".
   */
  staff?: { role: StaffRole };
  /** Demo mode only (never in production): the demo staff sign-ins, shown on the gates. */
  demoAccounts?: {
    admin: { email: string; password: string };
    sales: { email: string; password: string };
    contractor?: { email: string; password: string };
  };
};

export const BOOTSTRAP_ELEMENT_ID = 'bootstrap-data';
