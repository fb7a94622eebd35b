/**
 * What staff type into the lead search, drawn from the loaded data: a different term on every
 * request, in the forms people type, and never one the app has already answered in this run
 * (a cache would answer it, which a person typing a new surname does not meet).
 * Seeded, so two app versions measured in one run receive the same requests.
 */
import { FIRST, LAST, seedLead } from './seed.js';

export type TermKind = 'surname' | 'first-name' | 'full-name' | 'email' | 'phone' | 'eircode';

/** What a person types: lower case, no fadas (the app folds them). */
const typed = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
/** Two spellings of one search are one search to the app. */
const key = (term: string) =>
  typed(term)
    .replace(/[^a-z0-9@]+/g, ' ')
    .trim();

export class Terms {
  private readonly used = new Set<string>();
  private state: number;

  /** `leads` is how many seeded leads there are to draw from. */
  constructor(
    private readonly leads: number,
    seed = 24,
  ) {
    this.state = seed;
  }

  /** A uniform random number in [0, 1), mulberry32. */
  random(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)]!;
  }

  /** How many different terms of a kind the data holds (the broad kinds run out). */
  static distinct(kind: TermKind): number {
    if (kind === 'surname') return LAST.length;
    if (kind === 'first-name') return FIRST.length;
    if (kind === 'full-name') return FIRST.length * LAST.length;
    return Infinity;
  }

  /** A term of this kind not used before in this run, or null when the kind has run out. */
  next(kind: TermKind): string | null {
    for (let attempt = 0; attempt < 1000; attempt += 1) {
      const term = this.draw(kind);
      if (this.used.has(key(term))) continue;
      this.used.add(key(term));
      return term;
    }
    return null;
  }

  /** The next fresh term, trying each kind in turn from a random start. */
  nextOf(kinds: readonly TermKind[]): string {
    const start = Math.floor(this.random() * kinds.length);
    for (let k = 0; k < kinds.length; k += 1) {
      const term = this.next(kinds[(start + k) % kinds.length]!);
      if (term) return term;
    }
    throw new Error(`no fresh search term left among ${kinds.join(', ')}`);
  }

  private draw(kind: TermKind): string {
    if (kind === 'surname') return this.surname(this.pick(LAST));
    if (kind === 'first-name') return this.pick([(s: string) => s, typed])(this.pick(FIRST));
    if (kind === 'full-name') return typed(`${this.pick(FIRST)} ${this.surname(this.pick(LAST))}`);
    const lead = seedLead(Math.floor(this.random() * this.leads), this.leads, 0);
    const [, , email, mobile] = lead.values as string[];
    if (kind === 'email') {
      const [local, domain] = email!.split('@') as [string, string];
      return this.pick([email!, local, `${local}@${domain.slice(0, 2)}`]);
    }
    if (kind === 'phone') {
      // 087 123 4567 as stored; people type it whole, without spaces, in +353 form, or its end.
      const digits = mobile!.replace(/\D/g, '');
      return this.pick([
        mobile!,
        digits,
        `+353 ${mobile!.slice(1)}`,
        `+353${digits.slice(1)}`,
        mobile!.slice(4),
      ]);
    }
    const eircode = String(lead.values[16]);
    return this.pick([eircode, eircode.replace(' ', ''), eircode.replace(' ', '').toLowerCase()]);
  }

  /**
   * Ó Sé typed as o se; O'Sullivan with its apostrophe: the app finds no lead for
   * "o sullivan", which would make a broad case an empty one.
   */
  private surname(last: string): string {
    return typed(last);
  }
}
