import * as z from 'zod/mini';
import { activeFlag, emailAddress, optionalPhone, optionalText, requiredText } from '../common.ts';
import { strings } from '../fields.ts';

export const DEFAULT_SALES_ROLE = 'Sales Representative';
export const SALES_PERSON_EMAIL_TAKEN = 'A sales person with this e-mail already exists';

export const salesPerson = z.object({
  ...strings('id', 'name', 'email'),
  phone: z.nullable(z.string()),
  role: z.string(),
  isActive: z.boolean(),
  /** Their staff sign-in, when they have one. */
  staffUserId: z.nullable(z.string()),
  /** Invited but has not chosen a password yet. */
  invitationPending: z.boolean(),
  createdAt: z.string(),
});
export type SalesPerson = z.infer<typeof salesPerson>;

/**
 * GET /api/sales-people/me: the signed-in staff user's own active sales person, with the referral
 * code their QR link carries; null for staff who are not on the sales team. The code is shown
 * only to its owner (the team list leaves it out).
 */
export const mySalesPerson = z.object({
  data: z.nullable(z.object({ id: z.string(), name: z.string(), referralCode: z.string() })),
});
export type MySalesPerson = z.infer<typeof mySalesPerson>;

/** GET /api/sales-people: everyone, active first, then by name. */
export const salesPeopleList = z.object({ data: z.array(salesPerson) });

const personFields = {
  name: requiredText('Name is required', 200),
  email: emailAddress('Email is required'),
  phone: optionalPhone(),
  role: optionalText(100),
};

/**
 * POST /api/sales-people (SPEC.md §7: name, email, phone, role; admin only). It creates a staff
 * account with role sales and e-mails an invitation link; never a password.
 */
export const createSalesPersonInput = z.object(personFields);
export type CreateSalesPersonInput = z.input<typeof createSalesPersonInput>;

/** PUT /api/sales-people/{id}: edit, or deactivate with isActive false. */
export const updateSalesPersonInput = z.object({
  ...personFields,
  isActive: activeFlag(),
});
export type UpdateSalesPersonInput = z.input<typeof updateSalesPersonInput>;
