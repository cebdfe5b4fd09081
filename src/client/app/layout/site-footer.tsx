import { Link } from '../../lib/router.tsx';
import { Logo } from '../../components/layout/logo.tsx';
import {
  FacebookMark,
  InstagramMark,
  LinkedInMark,
  YouTubeMark,
} from '../../components/layout/social-icons.tsx';
import { company, socialLinks } from '../../content/company.ts';

const marks = {
  Facebook: FacebookMark,
  Instagram: InstagramMark,
  LinkedIn: LinkedInMark,
  YouTube: YouTubeMark,
} as const;

export const footerLinks = [
  { to: '/about', label: 'About' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contractors/apply', label: 'Contractors: apply' },
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-sm text-sm text-muted">
            Fair roofing bids from vetted, licensed and insured contractors. No spam calls, no
            hidden fees.
          </p>
          <p className="text-sm text-muted">
            <a
              className="font-medium text-ink underline-offset-4 hover:underline"
              href={company.phoneHref}
            >
              {company.phoneDisplay}
            </a>{' '}
            ·{' '}
            <a
              className="font-medium text-ink underline-offset-4 hover:underline"
              href={`mailto:${company.infoEmail}`}
            >
              {company.infoEmail}
            </a>
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="mb-3 text-sm font-semibold">Company</h2>
          <ul className="space-y-1">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-block py-1.5 text-sm text-muted hover:text-ink hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 text-sm font-semibold">Follow us</h2>
          <ul className="flex gap-2">
            {socialLinks.map(({ name, href }) => {
              const Mark = marks[name];
              return (
                <li key={name}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`RoofBid on ${name} (opens in a new tab)`}
                    className="flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink hover:border-brand-500 hover:text-brand-700"
                  >
                    <Mark />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <div className="border-t border-line">
        {/* The legal name ends in a period of its own ("Inc."): a comma follows it. */}
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted">
          © {new Date().getFullYear()} {company.legalName}, Calgary, Alberta.
        </p>
      </div>
    </footer>
  );
}
