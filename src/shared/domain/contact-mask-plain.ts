import {
  isAsciiLetter,
  isLetter,
  isPathStop,
  isWordChar,
  withoutTrailing,
  type Span,
} from './contact-mask-scan.ts';

/**
 * Addresses that carry their own mark: "name@host", "https://…" and "@handle". Each scanner
 * jumps from mark to mark (indexOf) and reads the characters around one at most up to the next,
 * so the text is read a bounded number of times.
 */

const isMailboxChar = (text: string, i: number) => {
  const code = text.charCodeAt(i);
  return (
    code === 46 || code === 95 || code === 37 || code === 43 || code === 45 || isWordChar(text, i)
  );
};
const isHostChar = (text: string, i: number) => {
  const code = text.charCodeAt(i);
  return code === 46 || code === 45 || isWordChar(text, i);
};

/**
 * "name@host" written plainly is an address whatever its host ends in ("jane@gmail",
 * "x@mail.example.museum"): the characters on both sides of an @, up to the next @ at most, so
 * each stretch is read at most twice.
 */
function findPlainEmails(text: string, spans: Span[]) {
  for (let k = text.indexOf('@'); k >= 0; k = text.indexOf('@', k + 1)) {
    let start = k;
    while (start > 0 && isMailboxChar(text, start - 1)) start--;
    while (start < k && !isWordChar(text, start)) start++;
    let end = k + 1;
    let letters = false;
    for (; end < text.length && isHostChar(text, end); end++) letters ||= isLetter(text, end);
    while (end > k + 1 && !isWordChar(text, end - 1)) end--;
    if (start < k && letters) spans.push({ start, end, kind: 'email' });
  }
}

/** "https://…", "hxxp://…": everything up to the next space. */
function findUrls(text: string, spans: Span[]) {
  let from = 0;
  for (;;) {
    const k = text.indexOf('://', from);
    if (k < 0) return;
    let start = k;
    while (start > 0 && k - start < 10 && isAsciiLetter(text.charCodeAt(start - 1))) start--;
    let end = k + 3;
    while (end < text.length && !isPathStop(text.charCodeAt(end))) end++;
    from = end;
    end = withoutTrailing(text, k + 3, end);
    if (start < k && end > k + 3) spans.push({ start, end, kind: 'web' });
  }
}

/** "@prairiepeakroofing": an @ that starts a word, then a name. */
function findHandles(text: string, spans: Span[]) {
  let from = 0;
  for (;;) {
    const k = text.indexOf('@', from);
    if (k < 0) return;
    from = k + 1;
    const before = text.charCodeAt(k - 1);
    if (k > 0 && (isWordChar(text, k - 1) || before === 46 || before === 45 || before === 95))
      continue;
    if (!(isLetter(text, k + 1) || text.charCodeAt(k + 1) === 95)) continue;
    let end = k + 1;
    while (end < text.length) {
      const code = text.charCodeAt(end);
      if (code === 46 || code === 95 || isWordChar(text, end)) end++;
      else break;
    }
    from = end;
    while (text.charCodeAt(end - 1) === 46) end--;
    if (end - k >= 3) spans.push({ start: k, end, kind: 'web' });
  }
}

export function findPlainAddresses(text: string, spans: Span[]) {
  findUrls(text, spans);
  findPlainEmails(text, spans);
  findHandles(text, spans);
}
