/** The signup screens' messages (SPEC.md §8, signup). */
export const NO_SUBMISSION =
  "We couldn't find a quote request with this email. Please submit a quote request first on our main form.";
export const USED_SIGNUP_LINK =
  'This link has expired or has already been used. Enter your e-mail to get a new one.';
