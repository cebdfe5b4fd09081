/**
 * The FAQ the site starts with; admins edit it from /admin afterwards. `{{revealFee}}` is the
 * reveal fee's amount on the day the FAQ is read (src/shared/domain/faq-text.ts).
 */
export const seedFaqEntries: { category: string; question: string; answer: string }[] = [
  {
    category: 'Getting started',
    question: 'How does RoofBid work?',
    answer:
      'You describe your roof and what you need, pay a small fee to publish your auction, and up to four vetted roofing contractors bid on the job. You compare the bids side by side, decide whether the range works for you, and only then pay a refundable fee to see who bid and award the job.',
  },
  {
    category: 'Getting started',
    question: 'What kinds of properties do you cover?',
    answer:
      'Residential properties: single-family homes, townhouses and condos. Our contractors also handle small multi-family and commercial roofs; choose the property type on the quote form and we match contractors who do that work.',
  },
  {
    category: 'Getting started',
    question: 'Do I need to create an account?',
    answer:
      'Your account is created for you when you pay to publish your auction. We e-mail you a one-time link to set your password, and from then on you can follow your bids in the customer portal.',
  },
  {
    category: 'Fees and refunds',
    question: 'What does the publishing fee pay for?',
    answer:
      'The fee publishes your auction to the licensed and insured contractors who serve your area, and up to four of them bid on the same scope, so you can compare their prices side by side. It is a one-time fee with no subscription. The only other fee is the reveal fee ({{revealFee}}), paid only if you choose to see who bid and refunded when the job is done.',
  },
  {
    category: 'Fees and refunds',
    question: 'Is the reveal fee really refundable?',
    answer:
      'Yes, 100%. Once the work is done, submit the completion form with your invoice and a few photos and rate your contractor. After our team checks it, the reveal fee goes back to the card you paid with.',
  },
  {
    category: 'Fees and refunds',
    question: 'Do contractors pay to bid?',
    answer:
      'Contractors are vetted before they can bid and never buy your contact details. Your phone number and e-mail go only to the contractor you award the job to, so there are no sales calls from companies you did not pick.',
  },
  {
    category: 'Contractors',
    question: 'How are contractors vetted?',
    answer:
      'Before a company can bid we check its business licence, its liability insurance certificate, whether it is bonded, and how long it has been in business. We recheck insurance every year and remove companies that let it lapse.',
  },
  {
    category: 'Contractors',
    question: 'What do I see before I pay the reveal fee?',
    answer:
      'Each bid shows the price, the contractor’s rating, years in business, insured amount, and whether it is bonded and licensed. Names and contact details stay hidden until you decide to reveal them.',
  },
  {
    category: 'Timeline',
    question: 'How long until I receive bids?',
    answer:
      'Most auctions receive their bids within 7-10 business days. Our team contacts you within that time to confirm the details of your roof and to answer any questions.',
  },
  {
    category: 'Timeline',
    question: 'How long do I have to award the job?',
    answer:
      'You have 30 days from publishing to award the job. If none of the bids suits you, you can opt out and the auction ends.',
  },
  {
    category: 'Fees and refunds',
    question: 'How much is the reveal fee, and what does it buy?',
    answer:
      'The reveal fee is {{revealFee}}, shown again before you pay it. You pay it only if you like the bids and want to see who made them: it shows you the company name and contact details of every contractor who bid on your auction, so you can call them and choose. Your own phone number and e-mail go only to the contractor you award the job to. When the job is done, send the completion form and the reveal fee is refunded in full.',
  },
];

/**
 * Seeded answers that turned out wrong ("our team checks every bid": it does not; "nobody can
 * call you until you reveal": the owner's details go only to the awarded contractor). A database
 * that still holds one word for word gets today's answer; an answer an admin rewrote is theirs.
 */
export const correctedFaqAnswers: { question: string; was: string }[] = [
  {
    question: 'What does the publishing fee pay for?',
    was: 'The fee publishes your auction to the licensed and insured contractors who serve your area, and pays for our team to check every bid before you see it. It is a one-time fee with no subscription and nothing added later.',
  },
  {
    question: 'Do contractors pay to bid?',
    was: 'Contractors are vetted before they can bid and never buy your contact details. Nobody can call you until you choose to reveal the bidders, so there are no sales calls from companies you did not pick.',
  },
];
