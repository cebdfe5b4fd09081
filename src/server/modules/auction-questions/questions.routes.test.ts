import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questionLimits } from '#shared/schemas/auction-questions.ts';
import { sellerBids } from '../../db/schema/bids.ts';
import { contractors } from '../../db/schema/contractors.ts';
import { asUser, createContractor, signIn, signedInStaff } from '../../test-support/accounts.ts';
import { bidTerms, publishAuction } from '../../test-support/auctions.ts';
import { expectFieldErrors } from '../../test-support/field-errors.ts';
import {
  app,
  clock,
  owner,
  ownerAuctionTestFile,
  stranger,
  database,
} from '../../test-support/owner-auctions.ts';

/** Issue #24: who may ask and answer, in which state, and the limits. */

const { mailTo } = ownerAuctionTestFile({ stranger: true });

const DAY = 24 * 60 * 60 * 1000;
const published = (overrides = {}) =>
  publishAuction(app, database, { email: 'owner@example.com', name: 'Casey Owner', ...overrides });

type Call = ReturnType<typeof asUser>;

/** A contractor user; `again()` signs in anew after the clock moved past the session's life. */
async function roofer(
  companyName: string,
  serviceArea = ['AB'],
  overrides: Parameters<typeof createContractor>[3] = {},
) {
  const contractor = await createContractor(database, companyName, serviceArea, overrides);
  const email = `user@${contractor.id}.example.com`;
  const { call } = await signedInStaff(app, database, email, 'contractor', contractor.id);
  const again = async () => asUser(app, await signIn(app, 'staff', email));
  return { contractor, call, again };
}

const ask = (call: Call, id: string, question: string) =>
  call('POST', `/api/contractor/auctions/${id}/questions`, { question });

describe('a contractor asks the owner', () => {
  it('shows the answer to every contractor on the auction, without saying who asked', async () => {
    const auction = await published();
    const asker = await roofer('Chinook Arch Roofing');
    const other = await roofer('Bow Valley Roofing');

    const asked = await ask(asker.call, auction.id, 'How many layers are on it now?');
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ status: 'open', mine: true, answer: null });

    // Open questions stay with the asker until answered.
    const before = (
      await other.call('GET', `/api/contractor/auctions/${auction.id}/questions`)
    ).json();
    expect(before.toOwner).toEqual([]);
    const mine = (
      await asker.call('GET', `/api/contractor/auctions/${auction.id}/questions`)
    ).json();
    expect(mine).toMatchObject({ canAsk: true, asked: 1, limit: 5, askBlockedReason: null });

    const seen = (await owner('GET', `/api/customer/auctions/${auction.id}/questions`)).json();
    expect(seen.unanswered).toBe(1);
    expect(JSON.stringify(seen)).not.toContain('Chinook');
    const answered = await owner('POST', `/api/customer/questions/${asked.json().id}/answer`, {
      answer: 'Two layers of asphalt shingles.',
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      status: 'answered',
      answer: 'Two layers of asphalt shingles.',
    });

    for (const [who, isMine] of [
      [asker, true],
      [other, false],
    ] as const) {
      const thread = (
        await who.call('GET', `/api/contractor/auctions/${auction.id}/questions`)
      ).json();
      expect(thread.toOwner).toEqual([
        expect.objectContaining({
          question: 'How many layers are on it now?',
          answer: 'Two layers of asphalt shingles.',
          mine: isMine,
        }),
      ]);
      expect(JSON.stringify(thread)).not.toMatch(/Chinook|Bow Valley/);
    }
    expect(
      (await owner('GET', `/api/customer/auctions/${auction.id}/questions`)).json().unanswered,
    ).toBe(0);

    const told = await mailTo(asker.contractor.email);
    expect(told.map((m) => m.subject)).toEqual([
      `The homeowner answered your question on auction ${auction.orderNumber}`,
    ]);
    expect(told[0]!.text).toContain(`/contractor?auction=${auction.id}`);
    // Answering twice is refused: the first answer stands.
    const again = await owner('POST', `/api/customer/questions/${asked.json().id}/answer`, {
      answer: 'Three.',
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets the owner decline: the asker is told, the others never see it', async () => {
    const auction = await published();
    const asker = await roofer('Decline Roofing');
    const other = await roofer('Other Roofing');
    const asked = await ask(asker.call, auction.id, 'Can I come and look today?');
    const declined = await owner('POST', `/api/customer/questions/${asked.json().id}/answer`, {
      decline: true,
    });
    expect(declined.json()).toMatchObject({ status: 'declined', answer: null });
    const askers = (
      await asker.call('GET', `/api/contractor/auctions/${auction.id}/questions`)
    ).json();
    expect(askers.toOwner).toEqual([expect.objectContaining({ status: 'declined', mine: true })]);
    const others = (
      await other.call('GET', `/api/contractor/auctions/${auction.id}/questions`)
    ).json();
    expect(others.toOwner).toEqual([]);
    expect((await mailTo(asker.contractor.email)).map((m) => m.subject)).toEqual([
      `The homeowner declined your question on auction ${auction.orderNumber}`,
    ]);
  });

  it('refuses contractors outside the area, those who may not bid, and other owners', async () => {
    const auction = await published();
    const outside = await roofer('Far Away Roofing', ['BC']);
    expect((await ask(outside.call, auction.id, 'Is it steep?')).statusCode).toBe(404);
    expect(
      (await outside.call('GET', `/api/contractor/auctions/${auction.id}/questions`)).statusCode,
    ).toBe(404);

    const lapsed = await roofer('Lapsed Roofing');
    await database.db
      .update(contractors)
      .set({ insuranceExpiresOn: '2020-01-01' })
      .where(eq(contractors.id, lapsed.contractor.id));
    const refused = await ask(lapsed.call, auction.id, 'Is it steep?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Your company may not bid now, so it may not ask.');

    const asker = await roofer('Fine Roofing');
    const asked = await ask(asker.call, auction.id, 'Is it steep?');

    // The owner asked for bonded contractors: one that is not never sees the auction.
    const bondedOnly = await published({ email: 'owner@example.com', bondedRequired: true });
    const unbonded = await roofer('Unbonded Roofing', ['AB'], { bonded: false });
    expect((await ask(unbonded.call, bondedOnly.id, 'Is it steep?')).statusCode).toBe(404);
    const hidden = await unbonded.call(
      'GET',
      `/api/contractor/auctions/${bondedOnly.id}/questions`,
    );
    expect(hidden.statusCode).toBe(404);
    expect((await ask(asker.call, bondedOnly.id, 'Is it steep?')).statusCode).toBe(201);
    expect(
      (await stranger('GET', `/api/customer/auctions/${auction.id}/questions`)).statusCode,
    ).toBe(404);
    const theirs = await stranger('POST', `/api/customer/questions/${asked.json().id}/answer`, {
      answer: 'No',
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('closes questions when bidding closes', async () => {
    const auction = await published();
    const asker = await roofer('Late Roofing');
    const bidder = await roofer('Bidding Roofing');
    const asked = await ask(asker.call, auction.id, 'Is there attic access?');
    expect(
      (await bidder.call('POST', `/api/contractor/auctions/${auction.id}/bids`, bidTerms()))
        .statusCode,
    ).toBe(201);
    clock.set(new Date(auction.biddingClosesAt!.getTime() + 60_000));
    bidder.call = await bidder.again();

    // The bidder still follows the auction, but nobody asks or answers any more.
    const thread = (
      await bidder.call('GET', `/api/contractor/auctions/${auction.id}/questions`)
    ).json();
    expect(thread).toMatchObject({
      canAsk: false,
      askBlockedReason: 'Questions closed when bidding closed on this auction.',
    });
    expect((await ask(bidder.call, auction.id, 'Still there?')).statusCode).toBe(409);
    const ownerAgain = asUser(app, await signIn(app, 'customer', 'owner@example.com'));
    const late = await ownerAgain('POST', `/api/customer/questions/${asked.json().id}/answer`, {
      answer: 'Yes',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Questions closed when bidding closed on this auction.');
  });

  it(`allows ${questionLimits.contractorPerAuction} per auction and ${questionLimits.contractorPerDay} a day`, async () => {
    const auctions = [];
    for (let i = 0; i < 5; i++) auctions.push(await published({ email: `owner${i}@example.com` }));
    const asker = await roofer('Curious Roofing');
    for (const auction of auctions.slice(0, 4)) {
      for (let i = 1; i <= 5; i++) {
        expect((await ask(asker.call, auction.id, `Question ${i}?`)).statusCode).toBe(201);
      }
    }
    const sixth = await ask(asker.call, auctions[0]!.id, 'One more?');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.fields).toEqual({
      question: 'You can ask at most 5 questions on one auction.',
    });
    const twentyFirst = await ask(asker.call, auctions[4]!.id, 'Another auction?');
    expect(twentyFirst.statusCode).toBe(429);
    expect(twentyFirst.json().error.message).toBe('You can ask at most 20 questions a day.');

    clock.advance(DAY + 60_000);
    asker.call = await asker.again();
    expect((await ask(asker.call, auctions[4]!.id, 'A new day?')).statusCode).toBe(201);
  });

  it('refuses bad text with field errors and stores nothing', async () => {
    const auction = await published();
    const asker = await roofer('Typo Roofing');
    const url = `/api/contractor/auctions/${auction.id}/questions`;
    expectFieldErrors(await asker.call('POST', url, { question: '   ' }), {
      question: 'Question is required',
    });
    expectFieldErrors(await asker.call('POST', url, { question: 'a\u0000b' }), {
      question: 'Must not contain control characters such as NUL',
    });
    expectFieldErrors(await asker.call('POST', url, { question: 'x'.repeat(1001) }), {
      question: 'Must be at most 1000 characters',
    });
    expect(
      (await owner('POST', `/api/customer/questions/${auction.id}/answer`, {})).statusCode,
    ).toBe(400);
    expect((await asker.call('GET', url)).json().asked).toBe(0);
  });
});

describe('the owner asks a bidder', () => {
  it('is answered beside that bid, and the bidder may still change it', async () => {
    const auction = await published();
    const bidder = await roofer('Answering Roofing');
    const other = await roofer('Quiet Roofing');
    const bid = (
      await bidder.call('POST', `/api/contractor/auctions/${auction.id}/bids`, bidTerms())
    ).json();

    const asked = await owner('POST', `/api/customer/bids/${bid.id}/questions`, {
      question: 'Does the price include disposal?',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ bidId: bid.id, bidder: 'Bidder A', status: 'open' });
    expect((await mailTo(bidder.contractor.email)).map((m) => m.subject)).toContain(
      `The homeowner asked about your bid on auction ${auction.orderNumber}`,
    );

    const theirs = (
      await bidder.call('GET', `/api/contractor/auctions/${auction.id}/questions`)
    ).json();
    expect(theirs.aboutMyBid).toEqual([
      expect.objectContaining({ question: 'Does the price include disposal?' }),
    ]);
    const others = (
      await other.call('GET', `/api/contractor/auctions/${auction.id}/questions`)
    ).json();
    expect(others.aboutMyBid).toEqual([]);
    const notTheirs = await other.call(
      'POST',
      `/api/contractor/questions/${asked.json().id}/answer`,
      { answer: 'Yes' },
    );
    expect(notTheirs.statusCode).toBe(404);

    const answered = await bidder.call(
      'POST',
      `/api/contractor/questions/${asked.json().id}/answer`,
      {
        answer: 'Yes, the bin and the dump fees are included.',
      },
    );
    expect(answered.statusCode).toBe(200);
    const changed = await bidder.call(
      'PUT',
      `/api/contractor/bids/${bid.id}`,
      bidTerms({ amount: '13,900' }),
    );
    expect(changed.statusCode).toBe(200);

    const seen = (await owner('GET', `/api/customer/auctions/${auction.id}/questions`)).json();
    expect(seen.toBidders).toEqual([
      expect.objectContaining({
        bidder: 'Bidder A',
        bidId: bid.id,
        answer: 'Yes, the bin and the dump fees are included.',
      }),
    ]);
    expect((await mailTo('owner@example.com')).map((m) => m.subject)).toContain(
      `Bidder A answered your question on ${auction.orderNumber}`,
    );
    expect(
      (await stranger('POST', `/api/customer/bids/${bid.id}/questions`, { question: 'Hi?' }))
        .statusCode,
    ).toBe(404);
  });

  it(`allows ${questionLimits.ownerPerAuction} questions per auction`, async () => {
    const auction = await published();
    const bidder = await roofer('Patient Roofing');
    const bid = (
      await bidder.call('POST', `/api/contractor/auctions/${auction.id}/bids`, bidTerms())
    ).json();
    for (let i = 1; i <= 10; i++) {
      const res = await owner('POST', `/api/customer/bids/${bid.id}/questions`, {
        question: `Q${i}?`,
      });
      expect(res.statusCode).toBe(201);
    }
    const eleventh = await owner('POST', `/api/customer/bids/${bid.id}/questions`, {
      question: 'Q11?',
    });
    expect(eleventh.statusCode).toBe(429);
    expect(
      (await owner('GET', `/api/customer/auctions/${auction.id}/questions`)).json(),
    ).toMatchObject({
      canAsk: false,
      asked: 10,
    });
  });

  it('refuses a bid taken by phone: no portal to answer in', async () => {
    const auction = await published();
    const phoneBidder = await createContractor(database, 'Phone Roofing');
    // A bid staff typed in from a phone call: no contractor user behind it.
    const [row] = await database.db
      .insert(sellerBids)
      .values({
        orderId: auction.id,
        slot: 1,
        sellerName: phoneBidder.companyName,
        insuredAmountCents: 100,
        bidAmountCents: 1_000_000,
      })
      .returning();
    const res = await owner('POST', `/api/customer/bids/${row!.id}/questions`, {
      question: 'Disposal?',
    });
    expect(res.statusCode).toBe(409);
  });
});
