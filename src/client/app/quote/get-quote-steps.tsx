// What /get-quote shows after the form: loaded once someone starts on the form (get-quote-route).
export { PaymentStep } from '../../features/checkout/components/payment-step.tsx';
export { QuoteSuccess } from '../../features/checkout/components/quote-success.tsx';
