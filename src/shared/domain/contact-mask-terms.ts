import type { MaskKind, Span } from './contact-mask-scan.ts';
import { GENERIC_NAME_WORDS, LEGAL_FORMS } from './contact-mask-tlds.ts';

/**
 * Names and licence numbers the caller knows (the bidder's company and contact, the owner),
 * found however they are spaced, punctuated, cased or accented: "Prairie Peak Roofing",
 * "prairie-peak roofing", "PRAIRIEPEAK", "ab 123456". The text is folded once into its letters
 * and digits (lower case, accents off) with a map back to the original, and each term is looked
 * up with indexOf; a match counts only from the start of a word to the end of one.
 */

// Terms come from the database, not from the writer, but stay cheap whatever they hold.
const MAX_TERMS = 10;
const MAX_TERM_LENGTH = 80;
const MIN_NAME_LENGTH = 3;
const MIN_CORE_LETTERS = 4;
const MIN_LICENCE_LENGTH = 4;
const MIN_LICENCE_DIGITS = 5;

type Folded = {
  text: string;
  /** For each folded character, where the character it came from starts and ends. */
  starts: Int32Array;
  ends: Int32Array;
  /** 1 where a folded character begins a word (something not a letter or digit precedes it). */
  wordStart: Uint8Array;
};

const mark = /^\p{M}$/u;
const letterOrDigit = /^[\p{L}\p{N}]$/u;

function grown<T extends Uint16Array | Int32Array | Uint8Array>(array: T, length: number): T {
  const next = new (array.constructor as new (length: number) => T)(length);
  next.set(array);
  return next;
}

/**
 * The text's letters and digits, lower case and without accents, each with where it came from.
 * Typed arrays sized to the text: one folded character per character, more only when a
 * character decomposes ("ﬁ" -> "fi").
 */
function fold(text: string): Folded {
  let codes = new Uint16Array(text.length);
  let starts = new Int32Array(text.length);
  let ends = new Int32Array(text.length);
  let wordStart = new Uint8Array(text.length);
  let n = 0;
  let boundary = 1;
  const push = (code: number, start: number, end: number) => {
    if (n === codes.length) {
      const length = 2 * n + 16;
      [codes, starts, ends, wordStart] = [
        grown(codes, length),
        grown(starts, length),
        grown(ends, length),
        grown(wordStart, length),
      ];
    }
    codes[n] = code;
    starts[n] = start;
    ends[n] = end;
    wordStart[n] = boundary;
    boundary = 0;
    n++;
  };
  for (let i = 0; i < text.length;) {
    const code = text.charCodeAt(i);
    if (code < 128) {
      const lower = code >= 65 && code <= 90 ? code + 32 : code;
      if ((lower >= 97 && lower <= 122) || (code >= 48 && code <= 57)) push(lower, i, i + 1);
      else boundary = 1;
      i++;
      continue;
    }
    const char = String.fromCodePoint(text.codePointAt(i)!);
    const end = i + char.length;
    // A combining accent belongs to the letter before it: neither kept nor a word break.
    if (!mark.test(char)) {
      if (!letterOrDigit.test(char)) boundary = 1;
      else
        for (const c of char.normalize('NFKD').toLowerCase())
          if (letterOrDigit.test(c))
            for (let u = 0; u < c.length; u++) push(c.charCodeAt(u), i, end);
    }
    i = end;
  }
  let folded = '';
  for (let k = 0; k < n; k += 8192)
    folded += String.fromCharCode(...codes.subarray(k, Math.min(n, k + 8192)));
  return { text: folded, starts, ends, wordStart };
}

/** Every whole-word place of `term` in the folded text. */
function findTerm(folded: Folded, term: string, kind: MaskKind, spans: Span[]) {
  const { text, starts, ends, wordStart } = folded;
  if (!term) return;
  for (let k = text.indexOf(term); k >= 0; k = text.indexOf(term, k + 1)) {
    const after = k + term.length;
    if (wordStart[k] && (after === text.length || wordStart[after]))
      spans.push({ start: starts[k]!, end: ends[after - 1]!, kind });
  }
}

function words({ text, wordStart }: Folded) {
  const list: string[] = [];
  let word = '';
  for (let k = 0; k < text.length; k++) {
    if (wordStart[k] && word) {
      list.push(word);
      word = '';
    }
    word += text[k];
  }
  if (word) list.push(word);
  return list;
}

/**
 * A name; when it has a distinctive core (4 letters or more once words like Roofing are out),
 * also that core ("Prairie Peak") and the name without its legal form ("Toitures Bélanger" for
 * "Toitures Bélanger Inc.").
 */
function nameTerms(name: string) {
  const folded = fold(name.slice(0, MAX_TERM_LENGTH * 2));
  if (folded.text.length < MIN_NAME_LENGTH || folded.text.length > MAX_TERM_LENGTH) return [];
  const parts = words(folded);
  while (parts.length > 1 && LEGAL_FORMS.has(parts.at(-1)!)) parts.pop();
  const core = parts.filter((word) => !GENERIC_NAME_WORDS.has(word)).join('');
  // Without its distinctive core a name is generic words ("The Roof Co"): only the whole stays.
  if (core.replace(/\d/g, '').length < MIN_CORE_LETTERS) return [folded.text];
  return [folded.text, parts.join(''), core];
}

/** A licence number, and its digits alone when there are enough of them to be its own. */
function licenceTerms(licence: string) {
  const folded = fold(licence.slice(0, MAX_TERM_LENGTH * 2)).text;
  if (folded.length < MIN_LICENCE_LENGTH || folded.length > MAX_TERM_LENGTH) return [];
  const digits = folded.replace(/\D+/g, ' ').trim().split(' ');
  const longest = digits.reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest.length >= MIN_LICENCE_DIGITS && longest !== folded ? [folded, longest] : [folded];
}

export function findTerms(
  text: string,
  terms: {
    names?: (string | null | undefined)[];
    licenceNumbers?: (string | null | undefined)[];
  },
  spans: Span[],
) {
  const given = (list?: (string | null | undefined)[]) =>
    (list ?? []).filter((term): term is string => typeof term === 'string').slice(0, MAX_TERMS);
  const names = given(terms.names).flatMap(nameTerms);
  const licences = given(terms.licenceNumbers).flatMap(licenceTerms);
  if (names.length === 0 && licences.length === 0) return;
  const folded = fold(text);
  for (const name of new Set(names)) findTerm(folded, name, 'name', spans);
  for (const licence of new Set(licences)) findTerm(folded, licence, 'licence', spans);
}
