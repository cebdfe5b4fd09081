/**
 * The name an e-mail greets someone by: the first name, "Hi Jane," for every e-mail, whether
 * the record holds "Jane Homeowner" (an order, a contractor's contact) or "Jane" (an account).
 */
export function greetingName(name: string | null | undefined) {
  return name?.trim().split(/\s+/)[0] ?? '';
}

/** "Hi Jane," or "Hello," when there is no name to greet. */
export function greetingLine(name: string | null | undefined) {
  const first = greetingName(name);
  return first ? `Hi ${first},` : 'Hello,';
}

/** "Welcome, Jane" on a customer's first visit, "Welcome back, Jane" once they have been before. */
export const welcomeText = (firstName: string, returning: boolean) =>
  `${returning ? 'Welcome back' : 'Welcome'}, ${firstName}`;
