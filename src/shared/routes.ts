/**
 * Every page the SPA answers (SPEC.md §2). The server returns 200 with the app shell for these
 * and 404 (still with the app shell, which renders the 404 page) for anything else; it also
 * writes each page's title and description into the shell so crawlers see them without JS.
 */
export type PageMeta = {
  title: string;
  description: string;
  /** A page behind a one-time link: the server answers it with `X-Robots-Tag: noindex`. */
  noindex?: true;
};

export const SITE_NAME = 'RoofBid';

export const pages = {
  '/': {
    title: 'RoofBid: Fair roofing bids from vetted local contractors',
    description:
      'Describe your roof once and get up to four bids from licensed, insured roofing contractors. No spam calls, no hidden fees, a reveal fee refunded when the job is done.',
  },
  '/services': {
    title: 'How it works | RoofBid',
    description:
      'The eleven steps from describing your roof to a finished job and a refunded reveal fee: how a RoofBid roofing auction runs.',
  },
  '/about': {
    title: 'About us | RoofBid',
    description:
      'Why RoofBid exists: licensed and insured contractors, local experts, quality materials and warranty protection for every homeowner.',
  },
  '/reviews': {
    title: 'Homeowner reviews | RoofBid',
    description: 'What homeowners say about getting their roofing bids through RoofBid.',
  },
  '/rate-contractor': {
    title: 'Rate your contractor | RoofBid',
    description:
      'Finished a roofing job? Rate the contractor and upload your invoice to help other homeowners choose well.',
  },
  '/contractors/apply': {
    title: 'Apply to bid as a contractor | RoofBid',
    description:
      'Roofing contractors: send your licence and insurance, get verified, and bid on roofing jobs from homeowners in your service area.',
  },
  '/contact': {
    title: 'Contact us | RoofBid',
    description:
      'Questions about your roofing auction? Call or e-mail the RoofBid team; we reply within 2-4 business hours.',
  },
  '/get-quote': {
    title: 'Get roofing bids | RoofBid',
    description:
      'Tell us about your roof and publish your auction: up to four bids from vetted, licensed and insured roofing contractors.',
  },
  '/terms': {
    title: 'Terms and Conditions | RoofBid',
    description:
      'The terms that govern the use of RoofBid, under the laws of the Province of Alberta.',
  },
  '/privacy': {
    title: 'Privacy Policy | RoofBid',
    description: 'What personal information RoofBid collects, why, and how we protect it.',
  },
  '/faq': {
    title: 'Frequently asked questions | RoofBid',
    description: 'Answers about fees, refunds, contractors, bids and timelines on RoofBid.',
  },
  '/admin': { title: 'Admin | RoofBid', description: 'RoofBid staff dashboard.' },
  '/pipeline': { title: 'Sales pipeline | RoofBid', description: 'RoofBid sales pipeline.' },
  // Not indexed: public/robots.txt disallows it like the other signed-in pages.
  '/contractor': {
    title: 'Contractor portal | RoofBid',
    description: 'Open roofing auctions in your service area and your bids.',
  },
  '/qr-code': {
    title: 'QR code generator | RoofBid',
    description: 'Create a QR code that sends homeowners straight to RoofBid.',
  },
  '/setup-password': {
    title: 'Set your password | RoofBid',
    description: 'Set the password for your RoofBid account.',
  },
  // An invitation link (contractor users, staff).
  '/staff-invite': {
    title: 'Accept your invitation | RoofBid',
    description: 'Choose the password for your RoofBid account.',
    noindex: true,
  },
  '/forgot-password': {
    title: 'Forgot password | RoofBid',
    description: 'Get a link to reset your RoofBid password.',
  },
  '/account-setup': {
    title: 'Account setup | RoofBid',
    description: 'Finish setting up your RoofBid account.',
  },
  '/login': { title: 'Customer login | RoofBid', description: 'Sign in to your RoofBid account.' },
  '/customer-login': {
    title: 'Customer login | RoofBid',
    description: 'Sign in to your RoofBid account.',
  },
  '/customer-signup': {
    title: 'Create your account | RoofBid',
    description: 'Create a RoofBid account for your quote request.',
  },
  '/customer': {
    title: 'My account | RoofBid',
    description: 'Your RoofBid orders and contractor bids.',
  },
  '/customer-portal': {
    title: 'My account | RoofBid',
    description: 'Your RoofBid orders and contractor bids.',
  },
  '/payment-checkout': {
    title: 'Checkout | RoofBid',
    description: 'Pay to publish your roofing auction.',
  },
  '/payment-success': {
    title: 'Payment received | RoofBid',
    description: 'Your roofing auction is published.',
  },
  '/payment-cancelled': {
    title: 'Payment cancelled | RoofBid',
    description: 'Your payment was not completed.',
  },
} as const satisfies Record<string, PageMeta>;

export type PagePath = keyof typeof pages;

export const notFoundPage: PageMeta = {
  title: 'Page not found | RoofBid',
  description: 'The page you were looking for does not exist.',
};

/** Meta for a URL path, or undefined when the path is not a page (a 404). */
export function pageFor(pathname: string): PageMeta | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (pages as Record<string, PageMeta>)[trimmed];
}
