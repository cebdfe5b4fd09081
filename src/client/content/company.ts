/**
 * Marketing figures and contact details in one place (DECISIONS.md §5). Pages read them from
 * here; nothing else states a figure. The rating is not one of them: every page states the
 * average and count of approved reviews, computed by the server (features/reviews/api/
 * site-rating.ts), so two pages can never give two different numbers.
 */
export const company = {
  name: 'RoofBid',
  legalName: 'RoofBid Marketplace Inc.',
  phoneDisplay: '1-888-555-0199',
  phoneHref: 'tel:+18885550199',
  infoEmail: 'info@roofbid.ca',
  supportEmail: 'support@roofbid.ca',
  privacyEmail: 'privacy@roofbid.ca',
  address: 'Suite 400, 608 1 St SW, Calgary, AB T2P 1M6',
  hours: 'Monday to Friday, 8 a.m. to 6 p.m. Mountain Time; Saturday 9 a.m. to 1 p.m.',
  replyPromise: 'We reply within 2-4 hours during business hours.',
} as const;

export const figures = {
  yearsExperience: 15,
  maxBids: 4,
  awardWindowDays: 30,
  contactBusinessDays: '7-10',
  pricingReadyDays: '10-15',
  estimateHours: 24,
} as const;

export const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/roofbid' },
  { name: 'Instagram', href: 'https://www.instagram.com/roofbid' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/roofbid' },
  { name: 'YouTube', href: 'https://www.youtube.com/@roofbid' },
] as const;
