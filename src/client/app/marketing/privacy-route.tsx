import { company } from '../../content/company.ts';
import { LegalPage } from './legal-page.tsx';
import { privacySections } from './privacy-sections.tsx';

export default function PrivacyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={{ iso: '2026-11-21', label: 'November 21, 2026' }}
      intro={
        <>
          Your roof, your address and your phone number are yours. This policy explains what{' '}
          {company.name} collects, why, who can see it and how to reach our privacy officer.
          Contractors never get your contact details until you decide to reveal them.
        </>
      }
      sections={privacySections}
    />
  );
}
