import { useState } from 'react';
import { ChoiceOptions, NativeSelect } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { AuditLogSection } from './audit-log-section.tsx';
import { CouponsSection } from './coupons-section.tsx';
import { DropdownOptionsSection } from './dropdown-options-section.tsx';
import { EstimateSection } from './estimate-section.tsx';
import { IncompletePaymentsSection } from './incomplete-payments-section.tsx';
import { PricesSection } from './prices-section.tsx';
import { ReviewsSection } from './reviews-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

const sections = [
  { value: 'payments', label: 'Incomplete payments', Component: IncompletePaymentsSection },
  { value: 'reviews', label: 'Contractor reviews', Component: ReviewsSection },
  { value: 'coupons', label: 'Coupons', Component: CouponsSection },
  { value: 'options', label: 'Dropdown options', Component: DropdownOptionsSection },
  { value: 'prices', label: 'Prices', Component: PricesSection },
  { value: 'estimate', label: 'Instant estimate', Component: EstimateSection },
  { value: 'audit', label: 'Audit log', Component: AuditLogSection },
  // The signed-in admin's own account.
  { value: 'sign-in', label: 'Your sign-in', Component: TwoFactorSection },
] as const;

/**
 * More: the settings and queues that have no tab of their own. A second row of tabs on wide
 * screens; on phones, where six tabs would wrap into a wall, a select does the same job.
 */
export function MoreTab() {
  const [section, setSection] = useState<string>('payments');
  return (
    <Tabs value={section} onValueChange={setSection} className="space-y-6">
      <div className="sm:hidden">
        <Label htmlFor="more-section">Section</Label>
        <NativeSelect
          id="more-section"
          className="mt-1.5"
          value={section}
          onChange={(event) => setSection(event.target.value)}
        >
          <ChoiceOptions options={sections} />
        </NativeSelect>
      </div>
      {/* A wrapper hides the list: TabsList's own inline-flex would beat a `hidden` on it. */}
      <div className="hidden sm:block">
        <TabsList aria-label="More sections">
          {sections.map((s) => (
            <TabsTrigger key={s.value} value={s.value}>
              {s.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {sections.map(({ value, label, Component }) => (
        <TabsContent key={value} value={value} aria-label={label}>
          <Component />
        </TabsContent>
      ))}
    </Tabs>
  );
}
