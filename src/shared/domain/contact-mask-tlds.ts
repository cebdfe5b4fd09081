/**
 * Word lists for contact masking (contact-mask.ts), written as space-separated words to keep
 * them readable. A name is a web address only when it ends in one of these top-level domains,
 * so "e.g.", "approx." and "meet at noon dot" stay prose. Kept to domains people actually use;
 * file extensions that are also TLDs (.zip, .mov, .md) are left out on purpose, so
 * "photos.zip" is not a web address.
 */
const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

export const TLDS = words(`
  com net org info biz edu gov name pro app dev xyz online site website shop store tech live
  life world email cloud club blog group company solutions services business build builders
  construction contractors roofing repair house homes ltd inc llc asia eu
  ca us uk de fr it es nl be ch at se no dk fi ie pl pt ru cn jp kr in au nz br mx ar cl za ng
  ke il ae tr gr cz hu ro ua sk is lu tw hk sg my ph pk co io ai me tv cc ly gg fm to ws sh
`);

/**
 * TLDs that are also English words: right after a full stop and written Title-case ("done.It",
 * "done.Shop") they start a sentence typed without a space rather than end a web address.
 */
export const WORDLIKE_TLDS = words(`
  at be in is it me my no to us pro app name online site shop store live life world club group
  company solutions services business build builders construction contractors roofing repair
  house homes
`);

/** Mail hosts people name without a TLD ("jane at gmail"): the address is plain anyway. */
export const MAIL_HOSTS = words(`
  gmail googlemail hotmail outlook yahoo ymail icloud aol msn protonmail gmx shaw telus
  sympatico sasktel videotron cogeco
`);

/**
 * Words before a spelled "at" that are prose, not a mailbox ("find us at prairiepeak.ca",
 * "photos are at imgur.com"): the web address after them is hidden, the words stay.
 */
export const NOT_A_MAILBOX = words(`
  a an the i me us we you him her them they it is are was were be am look visit find see check
  reach online here there out posted listed available
`);

/** Number words that stand for a digit in a spelled phone number ("four oh three"). */
export const DIGIT_WORDS = words('zero oh one two three four five six seven eight nine');

/** Legal forms at the end of a company name, often left out when people write it. */
export const LEGAL_FORMS = words(
  'inc incorporated ltd ltee limited corp corporation co llc llp enr',
);

/**
 * Words that describe what a company does or is rather than who it is: taken out of a company
 * name to find its distinctive core ("Prairie Peak Roofing Ltd." -> "Prairie Peak").
 */
export const GENERIC_NAME_WORDS = words(`
  the and of roofing roofers roofer roof roofs exteriors exterior contracting contractors
  contractor construction constructions services service inc incorporated ltd ltee limited corp
  corporation co company sons son brothers bros llc llp group enterprises enterprise home homes
  improvement improvements renovations renovation solutions restoration restorations builders
  building systems pro pros professional professionals canada alberta general
  toitures toiture couvreur couvreurs enr le la les et de du des
`);
