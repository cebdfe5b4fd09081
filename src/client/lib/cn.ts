import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. There is deliberately no tailwind-merge (8 kB of the 100 kB page budget):
 * components expose variants instead of letting callers override a utility they already set
 * (docs/decisions/page-weight.md).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
