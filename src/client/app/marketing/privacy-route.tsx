import { company } from '../../content/company.ts';
import { LegalPage } from './legal-page.tsx';
import { privacySections } from './privacy-sections.tsx';

export default function PrivacyRoute() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={{ iso: '2026-11-27', label: 'November 27, 2026' }}
      intro={
        <>
          Your roof, your address and your phone number are yours. This policy explains what{' '}
          {company.name} collects, why, who can see it and how to reach our privacy officer.
          Contractors get your contact details only if you award them the job.
        </>
      }
      sections={privacySections}
    />
  );
}
