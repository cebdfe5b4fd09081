import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/client-address.ts';

/**
 * The comparison a homeowner decides on, at every width a homeowner uses (issue #20): the demo
 * homeowner's revealed auction (Award buttons) and the one waiting for a decision (Reveal,
 * Decline). Every button and link is whole and reachable, no word breaks across lines, and axe
 * finds nothing. The demo (src/server/db/demo-auctions.ts) gives the homeowner one auction in
 * every state; this spec only reads them.
 */

const demoHomeowner = { email: 'homeowner@demo.roofbid.ca', password: 'demo-homeowner-roofbid' };
const widths = [360, 768, 1024, 1280, 1440] as const;
// From this width the comparison is a table (Tailwind's md), below it stacked cards.
const tableFrom = 768;
// axe looks at each layout once, at its narrowest width (it is the slow part of this spec); the
// other widths change only where lines wrap, which the word and control checks cover.
const axeWidths: ReadonlySet<number> = new Set([360, tableFrom]);

type Summary = { id: string; orderNumber: string; state: string; bidCount: number };

/** The comparison as this width shows it; the other layout must be hidden. */
async function visibleComparison(page: Page, width: number) {
  const table = page.getByRole('table', { name: 'Bids compared' });
  const cards = page.getByRole('list', { name: 'Bids compared' });
  const [shown, hidden] = width >= tableFrom ? [table, cards] : [cards, table];
  await expect(shown).toBeVisible();
  await expect(hidden).toBeHidden();
  return shown;
}

/**
 * Each control in `scope`: scrolled into view the way a user would reach it (a table wider than
 * the screen scrolls sideways by design), then whole inside the viewport and inside every box
 * that clips it, its text not cut off, and on top (nothing, e.g. the sticky fact column, covers
 * it). Returns a description of each failure.
 */
function controlProblems(scope: Locator) {
  return scope.evaluate((root) => {
    const problems: string[] = [];
    const controls = root.querySelectorAll<HTMLElement>('button, a[href]');
    for (const control of Array.from(controls)) {
      const name = `${control.tagName.toLowerCase()} "${control.textContent?.trim()}"`;
      control.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = control.getBoundingClientRect();
      // A link that wraps has one box per line; its first must be on top.
      const first = control.getClientRects()[0] ?? box;
      if (box.width === 0 || box.height === 0) {
        problems.push(`${name} has no size`);
        continue;
      }
      const style = getComputedStyle(control);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0) {
        problems.push(`${name} is invisible`);
      }
      // Inline links have no client box of their own; buttons and block links do.
      if (control.clientWidth > 0 && control.scrollWidth > control.clientWidth) {
        problems.push(`${name} clips its text (${control.scrollWidth} > ${control.clientWidth})`);
      }
      if (control.clientHeight > 0 && control.scrollHeight > control.clientHeight) {
        problems.push(`${name} clips its text vertically`);
      }
      const viewport = document.documentElement.clientWidth;
      if (box.left < -0.5 || box.right > viewport + 0.5) {
        problems.push(`${name} is outside the viewport (${box.left}-${box.right} of ${viewport})`);
      }
      for (let parent = control.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent);
        if (overflow.overflowX === 'visible' && overflow.overflowY === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        if (
          box.left < clip.left - 0.5 ||
          box.right > clip.right + 0.5 ||
          box.top < clip.top - 0.5 ||
          box.bottom > clip.bottom + 0.5
        ) {
          problems.push(`${name} is cut off by its scroll box ${parent.className}`);
        }
      }
      const x = Math.min(first.left + first.width / 2, viewport - 1);
      const y = first.top + first.height / 2;
      const top = document.elementFromPoint(x, y);
      if (!top || !(top === control || control.contains(top))) {
        problems.push(`${name} is covered by ${top?.tagName ?? 'nothing'} ${top?.className ?? ''}`);
      }
    }
    return { count: controls.length, problems };
  });
}

/**
 * Words broken across lines inside `scope`: each word (a run of letters, digits and punctuation
 * between spaces and hyphens, so "tear-off" may wrap after its hyphen) must sit on one line, and
 * each amount and date as a whole too. E-mail addresses and file names are single long tokens
 * and the only text allowed to break.
 */
function brokenWords(scope: Locator) {
  return scope.evaluate((root) => {
    const broken: string[] = [];
    const lines = (range: Range) =>
      new Set(
        Array.from(range.getClientRects())
          .filter((rect) => rect.width > 0 && rect.height > 0)
          .map((rect) => Math.round(rect.top)),
      ).size;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const patterns = [
      /[^\s\-\u2013]+/g, // words
      /\$[\d,]+\.\d\d/g, // amounts
      /[A-Z][a-z]{2} \d{1,2}, \d{4}/g, // dates such as "Dec 4, 2026"
    ];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('a[href^="mailto:"], a[href^="/api/files/"]')) continue;
      if (parent.getClientRects().length === 0) continue; // not rendered
      const text = node.textContent ?? '';
      for (const pattern of patterns) {
        for (const match of text.matchAll(pattern)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          if (lines(range) > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/** Every check on the auction now shown: layout, controls, words, and axe once per layout. */
async function checkAuction(page: Page, width: number, what: string) {
  const comparison = await visibleComparison(page, width);
  const actions = page.getByRole('group', { name: 'Reveal or decline the bids' });
  const scopes = [comparison, ...((await actions.count()) ? [actions] : [])];
  let controls = 0;
  for (const scope of scopes) {
    const { count, problems } = await controlProblems(scope);
    expect(problems, `${what} at ${width} px`).toEqual([]);
    controls += count;
    expect(await brokenWords(scope), `words broken in ${what} at ${width} px`).toEqual([]);
  }
  // A check over no controls would prove nothing: each auction here offers some.
  expect(controls).toBeGreaterThan(0);
  // The page itself never scrolls sideways.
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  if (!axeWidths.has(width)) return;
  // The owner's screen (the switcher and the auction) has no accessibility violation of any
  // impact; the site's header and footer around it are the other journeys' concern.
  const violations = await axeViolations(page, [
    'section[aria-labelledby^="auction-"]',
    'nav[aria-label="Your auctions"]',
  ]);
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${what} at ${width} px`,
  ).toEqual([]);
}

test.describe('the bid comparison at every width', () => {
  for (const width of widths) {
    test(`${width} px: the revealed auction and the one awaiting a decision`, async ({ page }) => {
      test.setTimeout(60_000); // axe runs twice over a long screen
      await page.setViewportSize({ width, height: 900 });
      const login = await page.request.post('/api/customer/login', { data: demoHomeowner });
      expect(login.status()).toBe(200);
      const auctions = (await (await page.request.get('/api/customer/auctions')).json())
        .data as Summary[];
      const revealed = auctions.find((a) => a.state === 'revealed')!;
      const decision = auctions.find((a) => a.state === 'decision')!;
      expect(revealed.bidCount).toBeGreaterThan(1);

      await page.goto(`/customer-portal?auction=${revealed.id}`);
      const heading = page.getByRole('heading', { level: 2, name: /^Bids on / });
      // The first load may be slow on a busy machine; every later wait is the usual 7 s.
      await expect(heading).toHaveText(`Bids on ${revealed.orderNumber} (${revealed.bidCount}/4)`, {
        timeout: 15_000,
      });
      const comparison = await visibleComparison(page, width);
      // One Award button per bid, each naming its bidder in full.
      const award = comparison.getByRole('button', { name: /^Award / });
      await expect(award).toHaveCount(revealed.bidCount);
      for (const name of await award.allTextContents()) {
        expect(name).toMatch(/^Award \S.+\S$/);
      }
      await checkAuction(page, width, 'the revealed auction');

      // The switcher, by keyboard: the auction waiting for the owner's decision.
      const switcher = page.getByRole('navigation', { name: 'Your auctions' });
      const choose = switcher.getByRole('button', { name: new RegExp(decision.orderNumber) });
      await expect(choose).toContainText('Needs your decision');
      await choose.focus();
      await page.keyboard.press('Enter');
      await expect(choose).toHaveAttribute('aria-current', 'true');
      await expect(heading).toHaveText(`Bids on ${decision.orderNumber} (${decision.bidCount}/4)`);
      await expect(page.getByRole('button', { name: /^Reveal bidders/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Award / })).toHaveCount(0);
      await checkAuction(page, width, 'the auction awaiting a decision');
    });
  }
});
