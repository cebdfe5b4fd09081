import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { createContractor, signedInAdmin, signedInStaff } from '../../test-support/accounts.ts';
import { bidTerms, publishAuction } from '../../test-support/auctions.ts';
import {
  app,
  clock,
  owner,
  ownerAuctionTestFile,
  database,
} from '../../test-support/owner-auctions.ts';
import { runQuestionDigest } from './question-digest.ts';

/**
 * Issue #24: no contact detail crosses in a question or an answer, in either direction; staff
 * read the originals, hide a question and see who keeps trying; the owner's digest goes out
 * once an hour per auction, once however many instances run it.
 */

const { mailTo } = ownerAuctionTestFile();

const published = () =>
  publishAuction(app, database, { email: 'owner@example.com', name: 'Casey Owner' });

/** A contractor user; the asker in these tests holds licence AB-778812. */
async function roofer(companyName: string, licenceNumber = `OTHER-${companyName}`) {
  const contractor = await createContractor(database, companyName, ['AB'], {
    contactName: 'Terry Shingleton',
    licenceNumber,
  });
  const { call } = await signedInStaff(
    app,
    database,
    `user@${contractor.id}.example.com`,
    'contractor',
    contractor.id,
  );
  return { contractor, call };
}

const ask = (call: Awaited<ReturnType<typeof roofer>>['call'], id: string, question: string) =>
  call('POST', `/api/contractor/auctions/${id}/questions`, { question });

// Every way of writing a phone number, an e-mail or a web address a bidder might try.
const contactAttempts = [
  ['a phone with dashes', 'Call 403-555-0134 to talk', '403-555-0134'],
  ['a phone with spaces and brackets', 'Ring (403) 555 0134 anytime', '555 0134'],
  ['a phone with dots and a +1', 'Text +1.403.555.0134', '555.0134'],
  ['a phone in words', 'four oh three five five five zero one three four', 'five five five'],
  ['a phone with an extension', 'Office 403 555 0134 ext. 12', '0134'],
  ['an e-mail', 'Write to terry@chinookroofing.ca', 'terry@chinookroofing.ca'],
  ['a spelled e-mail', 'terry at gmail dot com works', 'gmail'],
  ['a web address', 'See www.chinookroofing.ca/work for photos', 'chinookroofing'],
  ['the company name', 'Chinook Arch Roofing did your neighbour', 'Chinook Arch'],
  ['the licence number', 'Licence ab 778812, look us up', '778812'],
] as const;

describe('masking in questions and answers', () => {
  it.each(contactAttempts)(
    'hides %s from the owner and the other contractors, and keeps it for staff',
    async (_what, text, secret) => {
      const auction = await published();
      const asker = await roofer('Chinook Arch Roofing', 'AB-778812');
      const other = await roofer('Other Roofing');
      const asked = await ask(asker.call, auction.id, `Is the ridge vented? ${text}`);
      expect(asked.statusCode).toBe(201);
      // The asker reads what the others read: what it typed, masked.
      expect(asked.json().question).not.toContain(secret);

      const ownerView = (await owner('GET', `/api/customer/auctions/${auction.id}/questions`)).body;
      expect(ownerView).not.toContain(secret);
      await owner('POST', `/api/customer/questions/${asked.json().id}/answer`, {
        answer: 'Yes, ridge vents.',
      });
      const othersView = (
        await other.call('GET', `/api/contractor/auctions/${auction.id}/questions`)
      ).body;
      expect(othersView).toContain('ridge vents');
      expect(othersView).not.toContain(secret);

      const admin = await signedInAdmin(app, database);
      const staff = (await admin('GET', `/api/admin/auctions/${auction.id}/questions`)).json();
      expect(staff.data[0]).toMatchObject({
        question: `Is the ridge vented? ${text}`,
        contractor: 'Chinook Arch Roofing',
        contactAttempt: true,
      });
      expect(staff.data[0].questionShown).not.toContain(secret);
    },
  );

  it("masks the owner's name and contacts in answers and in questions to a bidder", async () => {
    const auction = await published();
    const asker = await roofer('Chinook Arch Roofing', 'AB-778812');
    const bid = (
      await asker.call('POST', `/api/contractor/auctions/${auction.id}/bids`, bidTerms())
    ).json();
    const asked = await ask(asker.call, auction.id, 'Is there attic access?');
    await owner('POST', `/api/customer/questions/${asked.json().id}/answer`, {
      answer: 'Yes. Casey Owner here, call me on 587 555 0142 or casey.owner@shaw.ca',
    });
    await owner('POST', `/api/customer/bids/${bid.id}/questions`, {
      question: 'Disposal included? Email casey.owner@shaw.ca',
    });
    const seen = (await asker.call('GET', `/api/contractor/auctions/${auction.id}/questions`)).body;
    for (const secret of ['Casey', '555 0142', 'casey.owner@shaw.ca', 'shaw.ca']) {
      expect(seen).not.toContain(secret);
    }
    expect(seen).toContain('[phone hidden]');
    expect(seen).toContain('[e-mail hidden]');
  });

  it('flags a writer who tries twice to staff, and staff hide and show a question', async () => {
    const auction = await published();
    const asker = await roofer('Chinook Arch Roofing', 'AB-778812');
    const other = await roofer('Other Roofing');
    const first = await ask(asker.call, auction.id, 'Call 403-555-0134?');
    await ask(asker.call, auction.id, 'Or mail terry@chinookroofing.ca');
    await owner('POST', `/api/customer/questions/${first.json().id}/answer`, { answer: 'No.' });

    const admin = await signedInAdmin(app, database);
    const url = `/api/admin/auctions/${auction.id}/questions`;
    expect((await admin('GET', url)).json().flagged).toEqual([
      { who: 'Chinook Arch Roofing', attempts: 2 },
    ]);

    const hidden = await admin('POST', `/api/admin/questions/${first.json().id}/hide`, {
      hidden: true,
    });
    expect(hidden.json()).toEqual({ id: first.json().id, hidden: true });
    expect(
      (await other.call('GET', `/api/contractor/auctions/${auction.id}/questions`)).json().toOwner,
    ).toEqual([]);
    expect(
      (await owner('GET', `/api/customer/auctions/${auction.id}/questions`)).json().toOwner,
    ).toHaveLength(1);
    const sales = (await signedInStaff(app, database, 'sales@example.com', 'sales')).call;
    expect(
      (
        await sales('POST', `/api/admin/questions/${first.json().id}/hide`, { hidden: false })
      ).json(),
    ).toEqual({ id: first.json().id, hidden: false });
    expect(
      (await other.call('GET', `/api/contractor/auctions/${auction.id}/questions`)).json().toOwner,
    ).toHaveLength(1);

    const actions = (
      await database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, auction.id))
    ).map((a) => a.action);
    expect(actions.filter((a) => a === 'question.contact_masked')).toHaveLength(2);
    expect(actions).toEqual(expect.arrayContaining(['question.hidden', 'question.unhidden']));
  });
});

describe("the owner's question digest", () => {
  const deps = () => ({
    db: database.db,
    clock,
    email: { deliver: false },
    appUrl: 'http://localhost:3000',
    emailQueued: () => {},
  });
  const digests = async () =>
    (await mailTo('owner@example.com')).filter((m) =>
      m.subject.startsWith('New questions about your roof'),
    );

  it('sends one e-mail an hour per auction, once with two instances running', async () => {
    const auction = await published();
    const asker = await roofer('Chinook Arch Roofing', 'AB-778812');
    await ask(asker.call, auction.id, 'How old is the roof?');
    await ask(asker.call, auction.id, 'Is there attic access?');

    // Two instances' schedulers at the same moment: one digest.
    const sent = await Promise.all([runQuestionDigest(deps()), runQuestionDigest(deps())]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const [first] = await digests();
    expect(first!.text).toContain('Contractors asked 2 questions');
    expect(first!.text).toContain(`/customer-portal?auction=${auction.id}`);
    expect(first!.text).not.toContain('attic');

    await ask(asker.call, auction.id, 'Can the skylight stay?');
    clock.advance(30 * 60_000);
    expect(await runQuestionDigest(deps())).toBe(0);
    clock.advance(31 * 60_000);
    expect(await runQuestionDigest(deps())).toBe(1);
    expect(await runQuestionDigest(deps())).toBe(0);
    const told = (await digests()).map((m) => m.text.match(/asked (.+?) about/)?.[1]);
    expect(told.sort()).toEqual(['2 questions', 'a question']);
  });
});
