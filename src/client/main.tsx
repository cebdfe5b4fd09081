import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { rememberReferral } from './lib/referral.ts';
import './styles.css';

// Before any route: a rep's QR link may open any page (/ by default), not only /get-quote.
rememberReferral();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
