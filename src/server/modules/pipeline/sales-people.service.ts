import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_SALES_ROLE,
  type MySalesPerson,
  SALES_PERSON_EMAIL_TAKEN,
  type SalesPerson,
} from '#shared/schemas/pipeline/sales-people.ts';
import type { Db } from '../../db/client.ts';
import { conflict, isUniqueViolation, notFound } from '../../errors.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import {
  EMAIL_TAKEN,
  inviteStaffUser,
  type StaffInviteDeps,
} from '../staff/staff-invite.service.ts';
import { findStaffByEmail } from '../staff/staff.queries.ts';
import {
  activeSalesPersonOfStaff,
  findSalesPerson,
  findSalesPersonByEmail,
  insertSalesPerson,
  listSalesPeople,
  setSalesAccountActive,
  setStaffEmail,
  updateSalesPerson,
  type SalesPersonRow,
} from './sales-people.queries.ts';

type PersonInput = { name: string; email: string; phone?: string; role?: string };

export const salesPersonAnswer = (row: {
  person: SalesPersonRow;
  invitationPending: boolean;
}): SalesPerson => ({
  id: row.person.id,
  name: row.person.name,
  email: row.person.email,
  phone: row.person.phone,
  role: row.person.role,
  isActive: row.person.isActive,
  staffUserId: row.person.staffUserId,
  invitationPending: Boolean(row.invitationPending),
  createdAt: row.person.createdAt.toISOString(),
});

/**
 * GET /api/sales-people/me: the QR page's rep, so their link carries their referral code; null
 * for visitors, customers, contractors and staff who are not an active sales person.
 */
export async function mySalesPerson(db: Db, request: FastifyRequest): Promise<MySalesPerson> {
  const staff = request.staff;
  if (!staff || (staff.role !== 'admin' && staff.role !== 'sales')) return { data: null };
  return { data: (await activeSalesPersonOfStaff(db, staff.id)) ?? null };
}

export async function salesPeopleList(db: Db) {
  return { data: (await listSalesPeople(db)).map(salesPersonAnswer) };
}

const personTaken = () => conflict(SALES_PERSON_EMAIL_TAKEN, { email: SALES_PERSON_EMAIL_TAKEN });
const accountTaken = () => conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });

/**
 * Add Sales Person (admin): a sales person with a staff account of role sales and no password;
 * the invitation link is e-mailed through the outbox in the same transaction. Somebody who
 * already signs in as sales or admin staff (an admin who also sells) is linked instead, without
 * an invitation; an e-mail address of a contractor's user is refused.
 */
export async function addSalesPerson(
  deps: StaffInviteDeps,
  request: FastifyRequest,
  input: PersonInput,
) {
  const now = deps.clock.now();
  const values = {
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    role: input.role ?? DEFAULT_SALES_ROLE,
    createdAt: now,
  };
  const audit = (tx: Db, person: SalesPersonRow, invited: boolean) =>
    auditStaff(tx, request, now, {
      action: 'sales_person.created',
      entityType: 'sales_person',
      entityId: person.id,
      details: { staffUserId: person.staffUserId, invited },
    });
  try {
    if (await findSalesPersonByEmail(deps.db, input.email)) throw personTaken();
    const account = await findStaffByEmail(deps.db, input.email);
    let id: string;
    if (account) {
      if (account.role === 'contractor' || !account.isActive) throw accountTaken();
      id = await deps.db.transaction(async (tx) => {
        const person = await insertSalesPerson(tx, { ...values, staffUserId: account.id });
        await audit(tx, person, false);
        return person.id;
      });
    } else {
      const invited = await inviteStaffUser(
        deps,
        request,
        { name: input.name, email: input.email, role: 'sales' },
        async (tx, user) => {
          const person = await insertSalesPerson(tx, { ...values, staffUserId: user.id });
          await audit(tx, person, true);
          return person.id;
        },
      );
      id = invited.added!;
    }
    return salesPersonAnswer((await findSalesPerson(deps.db, id))!);
  } catch (error) {
    // Two admins adding the same address at once: the second meets the unique index.
    if (isUniqueViolation(error)) throw personTaken();
    throw error;
  }
}

/**
 * Edit or deactivate a sales person (admin). Their sign-in follows: a new e-mail address is
 * their new username, and a deactivated sales account can no longer sign in.
 */
export async function editSalesPerson(
  deps: StaffInviteDeps,
  request: FastifyRequest,
  id: string,
  input: PersonInput & { isActive: boolean },
) {
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      const before = await findSalesPerson(tx, id);
      if (!before) throw notFound('Sales person not found');
      const person = before.person;
      if (input.email !== person.email) {
        const other = await findSalesPersonByEmail(tx, input.email);
        if (other && other.id !== id) throw personTaken();
        if (person.staffUserId) {
          const account = await findStaffByEmail(tx, input.email);
          if (account && account.id !== person.staffUserId) throw accountTaken();
          await setStaffEmail(tx, person.staffUserId, input.email, now);
        }
      }
      await updateSalesPerson(tx, id, {
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        role: input.role ?? person.role,
        isActive: input.isActive,
      });
      if (person.staffUserId && input.isActive !== person.isActive) {
        await setSalesAccountActive(tx, person.staffUserId, input.isActive, now);
      }
      await auditStaff(tx, request, now, {
        action:
          input.isActive === person.isActive
            ? 'sales_person.updated'
            : input.isActive
              ? 'sales_person.reactivated'
              : 'sales_person.deactivated',
        entityType: 'sales_person',
        entityId: id,
        details: { emailChanged: input.email !== person.email },
      });
    });
    return salesPersonAnswer((await findSalesPerson(deps.db, id))!);
  } catch (error) {
    if (isUniqueViolation(error)) throw personTaken();
    throw error;
  }
}
