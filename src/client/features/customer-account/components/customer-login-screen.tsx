import { useState } from 'react';
import { Link, useNavigate } from '../../../lib/router.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { SignupFlow, type SignupLink } from './signup-flow.tsx';

/**
 * /login, /customer-login and /customer-signup: sign in, or sign up through the e-mail check
 * (`signupLink`: opened from the e-mailed signup link).
 */
export function CustomerLoginScreen({
  initialMode,
  signupLink,
}: {
  initialMode: 'login' | 'signup';
  signupLink?: SignupLink;
}) {
  const navigate = useNavigate();
  const [mode, setMode] = useState(initialMode);
  return (
    <div className="space-y-6">
      {mode === 'login' ? (
        <>
          <SignInForm
            wording="screen"
            endpoint="/api/customer/login"
            onSignedIn={() => void navigate('/customer-portal')}
          >
            <p className="text-center text-sm">
              <Link
                to="/forgot-password"
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                Forgot your password?
              </Link>
            </p>
          </SignInForm>
          <div className="border-t border-line pt-6 text-center">
            <p className="text-sm text-muted">Sent us a quote request but have no account yet?</p>
            <Button variant="secondary" className="mt-3 w-full" onClick={() => setMode('signup')}>
              Create an account
            </Button>
          </div>
        </>
      ) : (
        <SignupFlow link={signupLink} onBackToLogin={() => setMode('login')} />
      )}
    </div>
  );
}
