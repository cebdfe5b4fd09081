import {
  digitWidthAt,
  isAsciiDigit,
  isAsciiLetter,
  isInlineSpace,
  isLetter,
  skipInlineSpace,
  type Span,
} from './contact-mask-scan.ts';
import { DIGIT_WORDS } from './contact-mask-tlds.ts';

/**
 * Phone numbers, however they are written: a run of digit groups and digit words ("four oh
 * three") joined by short stretches of spaces, dashes, dots and brackets, with 7 digits or more,
 * is a phone number. Line breaks end a run, so a list of figures one per line stays.
 *
 * Roof facts that look like such a run stay: dates (2026-12-01, 01.12.2026), years and year
 * ranges (1998-2002, 2015 - 2020), ranges of two 4-digit figures (1200-1500 sq ft), decimals
 * (12345.67) and amounts next to a currency sign ($15000 - 20000, 1 250 000 $). Commas and
 * slashes join groups only in the North American shape (403/555/0134, 1,403,555,0134), which
 * no amount, date or pitch ever has; a second pass reads those.
 */

type Item = {
  start: number;
  end: number;
  digits: number;
  /** The ASCII digits, or null for a digit word or other scripts' digits (always a phone). */
  ascii: string | null;
};

const MAX_SEPARATOR = 6;
// Past this many groups on one line a run is a phone number (or worse) whatever its shape, and
// the groups are no longer kept: memory stays flat however long the run.
const MAX_GROUPS = 24;
const dashes = new Set([0x2d, 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2212]);
const currency = new Set(['$', '€', '£']);
const northAmerican = ['3,3,4', '1,3,3,4'];

function readItem(text: string, i: number): Item | null {
  let end = i;
  let digits = 0;
  let allAscii = true;
  for (let width = digitWidthAt(text, end); width > 0; width = digitWidthAt(text, end)) {
    allAscii &&= isAsciiDigit(text.charCodeAt(end));
    end += width;
    digits++;
  }
  const ascii = allAscii ? text.slice(i, end) : null;
  if (digits > 0) return { start: i, end, digits, ascii };
  // A digit word is a whole word of at most five letters.
  while (end < text.length && end - i <= 5 && isAsciiLetter(text.charCodeAt(end))) end++;
  if (end === i || isLetter(text, end) || isLetter(text, i - 1)) return null;
  if (!DIGIT_WORDS.has(text.slice(i, end).toLowerCase())) return null;
  return { start: i, end, digits: 1, ascii: null };
}

function separatorEnd(text: string, i: number, commasAndSlashes: boolean) {
  let j = i;
  while (j < text.length && j - i < MAX_SEPARATOR) {
    const code = text.charCodeAt(j);
    const joins =
      isInlineSpace(code) ||
      dashes.has(code) ||
      code === 46 ||
      code === 40 ||
      code === 41 ||
      (commasAndSlashes && (code === 44 || code === 47));
    if (!joins) break;
    j++;
  }
  return j;
}

const year = (group: string) => group.length === 4 && group >= '1900' && group <= '2099';
const inRange = (group: string | undefined, max: number) =>
  group !== undefined && group.length <= 2 && Number(group) >= 1 && Number(group) <= max;

/** 20261201 (in file names: IMG_20261201_1345.jpg). */
const compactDate = (group: string) =>
  group.length === 8 &&
  year(group.slice(0, 4)) &&
  inRange(group.slice(4, 6), 12) &&
  inRange(group.slice(6), 31);

/** 2026-12-01, 01.12.2026, 12/01/2026, 20261201, 1998, and any sequence of them. */
function datesAndYears(groups: string[]) {
  for (let i = 0; i < groups.length;) {
    const [a, b, c] = [groups[i]!, groups[i + 1], groups[i + 2]];
    if (year(a) && inRange(b, 12) && inRange(c, 31)) i += 3;
    else if (inRange(a, 31) && inRange(b, 31) && c !== undefined && year(c)) i += 3;
    else if (year(a) || compactDate(a)) i += 1;
    else return false;
  }
  return true;
}

/** A figure next to a currency sign: thousands in groups of three, or one or two figures. */
function amount(groups: string[], separators: string[]) {
  const thousands =
    groups[0]!.length <= 3 &&
    groups.slice(1).every((g) => g.length === 3) &&
    separators.every(
      (s) => s === separators[0] && s.length === 1 && (s === '.' || isInlineSpace(s.charCodeAt(0))),
    );
  if (thousands) return true;
  if (groups.some((g) => g.length > 6)) return false;
  return groups.length === 1 || (groups.length === 2 && ascending(groups, separators));
}

const ascending = (groups: string[], separators: string[]) =>
  [...separators[0]!].some((c) => dashes.has(c.charCodeAt(0))) &&
  Number(groups[0]) < Number(groups[1]);

function nearCurrency(text: string, start: number, end: number) {
  let before = start - 1;
  if (isInlineSpace(text.charCodeAt(before))) before--;
  return currency.has(text[before]!) || currency.has(text[skipInlineSpace(text, end)]!);
}

function isPhone(text: string, items: Item[], separators: string[], commasAndSlashes: boolean) {
  const digits = items.reduce((sum, item) => sum + item.digits, 0);
  if (digits < 7) return false;
  const shape = items.map((item) => item.digits).join(',');
  if (commasAndSlashes)
    return separators.some((s) => /[,/]/.test(s)) && northAmerican.includes(shape);
  if (items.some((item) => item.ascii === null)) return true;
  const groups = items.map((item) => item.ascii!);
  if (datesAndYears(groups)) return false;
  if (nearCurrency(text, items[0]!.start, items.at(-1)!.end) && amount(groups, separators))
    return false;
  if (groups.length === 2) {
    const [a, b] = groups as [string, string];
    if (separators[0] === '.' && a.length <= 6 && b.length <= 2) return false;
    if (a.length === 4 && b.length === 4 && ascending(groups, separators)) return false;
  }
  return true;
}

/** "+1 (403) …": the plus and the opening bracket before the first group. */
function withPrefix(text: string, items: Item[], separators: string[]) {
  let start = items[0]!.start;
  if (text[start - 1] === '(' && separators[0]?.startsWith(')')) start--;
  if (text[start - 1] === '+') start--;
  return start;
}

const extensionWords = ['extension', 'ext', 'poste', 'x', '#'];

/** "… ext. 12", "… x12": the extension after a phone number. */
function withExtension(text: string, end: number) {
  let i = skipInlineSpace(text, end);
  if (text[i] === ',') i = skipInlineSpace(text, i + 1);
  const word = extensionWords.find((w) => text.slice(i, i + w.length).toLowerCase() === w);
  if (!word) return end;
  i += word.length;
  if (text[i] === '.' || text[i] === ':') i++;
  i = skipInlineSpace(text, i);
  const first = i;
  while (i < text.length && i - first < 6 && isAsciiDigit(text.charCodeAt(i))) i++;
  if (i === first || isAsciiDigit(text.charCodeAt(i)) || isLetter(text, i)) return end;
  return i;
}

function scan(text: string, spans: Span[], commasAndSlashes: boolean) {
  let i = 0;
  while (i < text.length) {
    const first = readItem(text, i);
    if (!first) {
      // Past the whole word, so a digit word is only ever read from its start.
      if (isLetter(text, i)) while (i < text.length && isLetter(text, i)) i++;
      else i++;
      continue;
    }
    const items = [first];
    const separators: string[] = [];
    let last = first;
    let count = 1;
    for (;;) {
      const next = separatorEnd(text, last.end, commasAndSlashes);
      const item = next > last.end ? readItem(text, next) : null;
      if (!item) break;
      if (items.length < MAX_GROUPS) {
        separators.push(text.slice(last.end, next));
        items.push(item);
      }
      last = item;
      count++;
    }
    const phone =
      count > MAX_GROUPS ? !commasAndSlashes : isPhone(text, items, separators, commasAndSlashes);
    if (phone) {
      const start = withPrefix(text, items, separators);
      spans.push({ start, end: withExtension(text, last.end), kind: 'phone' });
    }
    i = last.end;
  }
}

export function findPhones(text: string, spans: Span[]) {
  scan(text, spans, false);
  scan(text, spans, true);
}
