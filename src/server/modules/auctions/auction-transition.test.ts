import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auctionActions,
  auctionStates,
  canTake,
  type AuctionAction,
  type AuctionActor,
  type AuctionState,
} from '#shared/domain/auction.ts';
import type { Database } from '../../db/client.ts';
import { auctionEvents } from '../../db/schema/auctions.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { orders } from '../../db/schema/orders.ts';
import { createCustomer } from '../../test-support/accounts.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { insertOrder } from '../orders/orders.queries.ts';
import { lockAuction, transition } from './auction-transition.ts';

const actors: AuctionActor[] = ['customer', 'contractor', 'staff', 'system'];
const at = new Date('2026-11-21T12:00:00Z');

let database: Database;
let customerId = '';

beforeAll(async () => {
  database = await createTestDatabase();
  customerId = (await createCustomer(database, 'owner@example.com')).id;
});

async function auctionIn(state: AuctionState | null) {
  return insertOrder(database.db, {
    customerId,
    totalAmountCents: 9_999,
    status: 'confirmed',
    paymentMethod: 'Card (test checkout)',
    orderData: { customerEmail: 'owner@example.com', customerName: 'Casey', paidViaStripe: false },
    auctionState: state,
    publishedAt: at,
  });
}

const attempt = (orderId: string, action: AuctionAction, actor: AuctionActor) =>
  database.db.transaction(async (tx) => {
    const order = await lockAuction(tx, orderId);
    return transition(tx, order, action, { kind: actor, id: 'someone' }, at);
  });

const timelineOf = (orderId: string) =>
  database.db.select().from(auctionEvents).where(eq(auctionEvents.orderId, orderId));
const auditOf = (orderId: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId)));

describe('auction transitions: every action from every state by every actor', () => {
  const cases = (Object.keys(auctionActions) as AuctionAction[]).flatMap((action) =>
    auctionStates.map((state) => [action, state] as const),
  );

  it.each(cases)('%s from %s', async (action, state) => {
    for (const actor of actors) {
      const order = await auctionIn(state);
      const allowed = canTake(action, state, actor);
      if (allowed) {
        const updated = await attempt(order.id, action, actor);
        expect(updated.auctionState).toBe(auctionActions[action].to);
        const [event] = await timelineOf(order.id);
        expect(event).toMatchObject({
          kind: action,
          fromState: state,
          toState: updated.auctionState,
        });
        expect((await auditOf(order.id)).map((row) => row.action)).toEqual([`auction.${action}`]);
      } else {
        await expect(attempt(order.id, action, actor)).rejects.toMatchObject({ status: 409 });
        const [after] = await database.db.select().from(orders).where(eq(orders.id, order.id));
        expect(after!.auctionState).toBe(state);
        expect(await timelineOf(order.id)).toEqual([]);
        expect(await auditOf(order.id)).toEqual([]);
      }
    }
  });

  it('stamps the time of the state it reaches', async () => {
    const order = await auctionIn('decision');
    const revealed = await attempt(order.id, 'reveal', 'customer');
    expect(revealed.revealedAt).toEqual(at);
  });

  it('answers 404 for an order that is not an auction', async () => {
    const order = await auctionIn(null);
    await expect(attempt(order.id, 'reveal', 'customer')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('lets only one of two simultaneous transitions through', async () => {
    const order = await auctionIn('decision');
    const results = await Promise.allSettled([
      attempt(order.id, 'reveal', 'customer'),
      attempt(order.id, 'reveal', 'customer'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await timelineOf(order.id)).toHaveLength(1);
  });
});
