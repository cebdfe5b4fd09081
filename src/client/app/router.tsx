import { lazy, type ComponentType } from 'react';
import { Route, Routes } from '../lib/router.tsx';
import { SiteLayout } from './layout/site-layout.tsx';

// Each page is its own chunk: public pages never download admin, pipeline or portal code.
// React Router's declarative mode is used for weight: its data router adds 16 kB to every
// page (docs/decisions/page-weight.md).
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);
/** A page that reads server data: it brings the query cache's provider along. */
const dataPage = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(async () => {
    const [{ default: Page }, { withQueryClient }] = await Promise.all([
      load(),
      import('../lib/with-query-client.tsx'),
    ]);
    return { default: withQueryClient(Page) };
  });

const Home = page(() => import('./marketing/home-route.tsx'));
const Services = page(() => import('./marketing/services-route.tsx'));
const About = page(() => import('./marketing/about-route.tsx'));
const Reviews = page(() => import('./marketing/reviews-route.tsx'));
const Contact = page(() => import('./marketing/contact-route.tsx'));
const Terms = page(() => import('./marketing/terms-route.tsx'));
const Privacy = page(() => import('./marketing/privacy-route.tsx'));
const Faq = page(() => import('./marketing/faq-route.tsx'));
const RateContractor = page(() => import('./marketing/rate-contractor-route.tsx'));
const ContractorApply = page(() => import('./marketing/contractor-apply-route.tsx'));
const NotFound = page(() => import('./marketing/not-found-route.tsx'));
const GetQuote = page(() => import('./quote/get-quote-route.tsx'));
const PaymentCheckout = dataPage(() => import('./quote/payment-checkout-route.tsx'));
const PaymentSuccess = dataPage(() => import('./quote/payment-success-route.tsx'));
const PaymentCancelled = dataPage(() => import('./quote/payment-cancelled-route.tsx'));
const CustomerLogin = dataPage(() => import('./account/customer-login-route.tsx'));
const CustomerSignup = dataPage(() => import('./account/customer-signup-route.tsx'));
const CustomerPortal = dataPage(() => import('./account/customer-portal-route.tsx'));
const SetupPassword = dataPage(() => import('./account/setup-password-route.tsx'));
const AccountSetup = dataPage(() => import('./account/account-setup-route.tsx'));
const ForgotPassword = dataPage(() => import('./account/forgot-password-route.tsx'));
const Admin = dataPage(() => import('./admin/admin-route.tsx'));
const ContractorPortal = dataPage(() => import('./contractor/contractor-route.tsx'));
const Pipeline = dataPage(() => import('./pipeline/pipeline-route.tsx'));
const QrCode = dataPage(() => import('./pipeline/qr-code-route.tsx'));
const StaffInvite = dataPage(() => import('./staff/staff-invite-route.tsx'));

/** The pages of SPEC.md §2; src/shared/routes.ts lists the same paths for the server. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<Home />} />
        <Route path="services" element={<Services />} />
        <Route path="about" element={<About />} />
        <Route path="reviews" element={<Reviews />} />
        <Route path="contact" element={<Contact />} />
        <Route path="terms" element={<Terms />} />
        <Route path="privacy" element={<Privacy />} />
        <Route path="faq" element={<Faq />} />
        <Route path="rate-contractor" element={<RateContractor />} />
        <Route path="contractors/apply" element={<ContractorApply />} />
        <Route path="get-quote" element={<GetQuote />} />
        <Route path="payment-checkout" element={<PaymentCheckout />} />
        <Route path="payment-success" element={<PaymentSuccess />} />
        <Route path="payment-cancelled" element={<PaymentCancelled />} />
        <Route path="login" element={<CustomerLogin />} />
        <Route path="customer-login" element={<CustomerLogin />} />
        <Route path="customer-signup" element={<CustomerSignup />} />
        <Route path="customer" element={<CustomerPortal />} />
        <Route path="customer-portal" element={<CustomerPortal />} />
        <Route path="setup-password" element={<SetupPassword />} />
        <Route path="account-setup" element={<AccountSetup />} />
        <Route path="forgot-password" element={<ForgotPassword />} />
        <Route path="admin" element={<Admin />} />
        <Route path="pipeline" element={<Pipeline />} />
        <Route path="contractor" element={<ContractorPortal />} />
        <Route path="qr-code" element={<QrCode />} />
        <Route path="staff-invite" element={<StaffInvite />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
