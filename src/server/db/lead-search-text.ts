/** The fields staff search leads by (name, e-mail, mobile, URL, county and Eircode). */
export interface SearchableLead {
  first_name: string;
  last_name: string;
  email: string;
  mobile_number: string;
  url_type: string;
  county: string;
  eircode: string;
}

/** Searches shorter than this cannot use a trigram index; they scan. */
export const TRIGRAM_MIN = 3;

/**
 * The part of a search term its trigram index is asked for; each row found is then checked
 * for the whole term. An e-mail's domain is shared by a great many leads (every gmail.com),
 * so its trigrams would have the index read long lists to find what the local part already
 * picks out: a term with an @ after three characters or more is looked up by what comes
 * before the @, the @ included.
 */
export function indexedPart(term: string): string {
  const at = term.indexOf('@');
  return at >= TRIGRAM_MIN ? term.slice(0, at + 1) : term;
}

/**
 * What either trigram index is asked for: the term's trigrams side by side, the last one
 * ending with the term ("ciara kelly": "cia", "ra ", "kel", "lly"), none under three
 * characters. A third of the overlapping trigrams, each a list the index reads: a lead
 * holding all of them need not hold the term, so the term's LIKE keeps the true matches.
 */
export function sideBySideTrigrams(term: string): string[] {
  const characters = [...term];
  const trigrams: string[] = [];
  for (let at = 0; at + TRIGRAM_MIN <= characters.length; at += TRIGRAM_MIN) {
    trigrams.push(characters.slice(at, at + TRIGRAM_MIN).join(''));
  }
  if (characters.length > TRIGRAM_MIN && characters.length % TRIGRAM_MIN) {
    trigrams.push(characters.slice(-TRIGRAM_MIN).join(''));
  }
  return trigrams;
}

/** Accent-folded lower case (Ó = o, á = a), done in JavaScript so both databases agree. */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A phone number as national digits: +353 87 / 00353 87 / 087 all become 087... */
export function nationalDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  const rest = digits.startsWith('00353')
    ? digits.slice(5)
    : digits.startsWith('353')
      ? digits.slice(3)
      : null;
  if (rest === null || rest === '') return digits;
  return rest.startsWith('0') ? rest : `0${rest}`;
}

/**
 * The text a lead's search matches: folded, one field per line (a search term never holds
 * a newline, so a match cannot run from one field into the next); "first last" keeps
 * full-name searches working; the Eircode is there with and without its space.
 */
export function leadSearchText(lead: SearchableLead): string {
  return foldText(
    [
      `${lead.first_name} ${lead.last_name}`,
      lead.email,
      nationalDigits(lead.mobile_number),
      lead.url_type,
      lead.county,
      lead.eircode,
      lead.eircode.replace(/\s+/g, ''),
    ].join('\n'),
  );
}

/** The search as typed, in the stored form: folded, a phone number as national digits. */
export function searchTermText(search: string | undefined): string | undefined {
  // Control characters (NUL, newlines) never occur in the stored text and PostgreSQL refuses NUL.
  // eslint-disable-next-line no-control-regex
  const term = search?.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!term) return undefined;
  const digits = term.replace(/\D/g, '');
  if (/^[\d\s()+.-]+$/.test(term) && digits.length >= TRIGRAM_MIN) return nationalDigits(term);
  return foldText(term).replace(/\s+/g, ' ');
}
