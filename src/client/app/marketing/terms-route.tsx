import { company } from '../../content/company.ts';
import { LegalPage } from './legal-page.tsx';
import { termsSections } from './terms-sections.tsx';

export default function TermsRoute() {
  return (
    <LegalPage
      title="Terms and Conditions"
      updated={{ iso: '2026-11-27', label: 'November 27, 2026' }}
      intro={
        <>
          The rules for using {company.name}: what we do and do not do, what the fees cover, when
          the reveal fee is refunded, and what we expect from everyone who uses the marketplace.
          Plain language where we can, precise where we must be.
        </>
      }
      sections={termsSections}
    />
  );
}
