import { randomBytes } from 'node:crypto';
import type * as QrCodeModule from 'qrcode';
import type { FastifyRequest } from 'fastify';
import {
  USED_CODE,
  WRONG_CODE,
  WRONG_PASSWORD,
  WRONG_SETUP_CODE,
} from '#shared/schemas/two-factor.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../errors.ts';
import { auditStaff } from '../audit/staff-audit.ts';
import { verifyPassword } from '../auth/password.ts';
import { hashToken } from '../auth/password-tokens.ts';
import { base32Encode, matchingStep, newTotpSecret, otpauthUri } from './totp.ts';
import {
  claimRecoveryCode,
  claimTotpStep,
  confirmTotp,
  countRecoveryCodes,
  deleteTotp,
  findTotp,
  replaceRecoveryCodes,
  savePendingTotp,
} from './two-factor.queries.ts';

export type TwoFactorDeps = { db: Db; clock: Clock };

// Loaded with the first enrolment, not at start-up (npm run bench:startup).
let qrcode: Promise<typeof QrCodeModule> | undefined;
const loadQrCode = () => (qrcode ??= import('qrcode'));

const RECOVERY_CODE_COUNT = 10;

/** Recovery codes as typed: case, spaces and dashes do not matter. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Ten codes of 50 random bits each, shown as `abcde-fghij`; only their SHA-256 is kept. */
function newRecoveryCodes() {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

export async function twoFactorStatus(db: Db, staffUserId: string) {
  const totp = await findTotp(db, staffUserId);
  const enabled = Boolean(totp?.confirmedAt);
  return {
    enabled,
    recoveryCodesLeft: enabled ? await countRecoveryCodes(db, staffUserId) : 0,
  };
}

export const hasTwoFactor = async (db: Db, staffUserId: string) =>
  Boolean((await findTotp(db, staffUserId))?.confirmedAt);

/**
 * Starts enrolment, after the password again: a new secret, kept unconfirmed until a code from
 * the app proves it was saved. The secret leaves the server only in this answer (no-store,
 * never logged).
 */
export async function startEnrolment(
  deps: TwoFactorDeps,
  staff: { id: string; email: string; passwordHash: string | null },
  password: string,
) {
  if (!(await verifyPassword(staff.passwordHash, password))) {
    throw badRequest(WRONG_PASSWORD, { password: WRONG_PASSWORD });
  }
  const secret = newTotpSecret();
  if (!(await savePendingTotp(deps.db, staff.id, secret, deps.clock.now()))) {
    throw conflict('Two-step sign-in is already on. Turn it off first to set up a new app.');
  }
  const uri = otpauthUri(secret, staff.email);
  const qrSvg = await (
    await loadQrCode()
  ).toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUri: uri, qrSvg };
}

/** Confirms enrolment with a code from the app; answers the recovery codes, shown once. */
export async function confirmEnrolment(
  deps: TwoFactorDeps,
  request: FastifyRequest,
  staffUserId: string,
  code: string,
) {
  const now = deps.clock.now();
  const recoveryCodes = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    const totp = await findTotp(tx, staffUserId);
    if (!totp || totp.confirmedAt) {
      throw conflict('Start the set-up again: it was finished or never started.');
    }
    const step = matchingStep(totp.secret, code.replace(/\s/g, ''), now);
    if (step === undefined) throw badRequest(WRONG_SETUP_CODE, { code: WRONG_SETUP_CODE });
    if (!(await confirmTotp(tx, staffUserId, step, now))) {
      throw conflict('Start the set-up again: it was finished or never started.');
    }
    await replaceRecoveryCodes(
      tx,
      staffUserId,
      recoveryCodes.map((c) => hashToken(normalizeRecoveryCode(c))),
      now,
    );
    await auditStaff(tx, request, now, {
      action: 'staff.two_factor_enabled',
      entityType: 'staff_user',
      entityId: staffUserId,
    });
  });
  return { success: true, recoveryCodes };
}

export type SecondStep = 'code' | 'recovery_code' | 'wrong' | 'used';

/**
 * Checks a code of a confirmed enrolment and uses it up: a 6-digit code is taken once per time
 * step (a replay, or an older code after a newer one, is 'used'); a recovery code is deleted as
 * it is taken.
 */
export async function useSecondStep(
  db: Db,
  staffUserId: string,
  code: string,
  now: Date,
): Promise<SecondStep> {
  const totp = await findTotp(db, staffUserId);
  if (!totp?.confirmedAt) return 'wrong';
  const compact = normalizeRecoveryCode(code);
  if (/^\d{6}$/.test(compact)) {
    const step = matchingStep(totp.secret, compact, now);
    if (step === undefined) return 'wrong';
    return (await claimTotpStep(db, staffUserId, step)) ? 'code' : 'used';
  }
  return (await claimRecoveryCode(db, staffUserId, hashToken(compact))) ? 'recovery_code' : 'wrong';
}

/** The field error of a code that was refused. */
export const refusedCode = (outcome: 'wrong' | 'used') =>
  outcome === 'used' ? USED_CODE : WRONG_CODE;

/** Turns two-step sign-in off with a current code or a recovery code. */
export async function turnOff(
  deps: TwoFactorDeps,
  request: FastifyRequest,
  staffUserId: string,
  code: string,
) {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await hasTwoFactor(tx, staffUserId))) return 'off';
    const used = await useSecondStep(tx, staffUserId, code, now);
    if (used === 'wrong' || used === 'used') return used;
    await deleteTotp(tx, staffUserId);
    await auditStaff(tx, request, now, {
      action: 'staff.two_factor_disabled',
      entityType: 'staff_user',
      entityId: staffUserId,
      details: { with: used },
    });
    return 'done';
  });
  if (outcome === 'off') throw conflict('Two-step sign-in is already off.');
  if (outcome === 'wrong' || outcome === 'used') {
    const message = refusedCode(outcome);
    throw badRequest(message, { code: message });
  }
  return { success: true };
}
