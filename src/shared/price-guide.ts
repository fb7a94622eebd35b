/**
 * Price guidance: a per-window price table, low and high in whole euro before
 * VAT, by window type and frame material, and the arithmetic of an estimate from it. One
 * function serves the server-rendered home page and the quote form.
 */

/** Irish VAT on supply-and-fit window work (the reduced rate), in tenths of a per cent. */
export const VAT_PER_MILLE = 135;
export const VAT_LABEL = '13.5%';
/** The highest per-window price the table takes, and the most windows an estimate counts. */
export const MAX_WINDOW_PRICE = 100_000;
export const MAX_ESTIMATE_WINDOWS = 100;

export interface PriceRow {
  window_type: string;
  window_material: string;
  /** Whole euro per window, before VAT. */
  low: number;
  high: number;
}

export const priceKey = (type: string, material: string) =>
  `${type.trim().toLowerCase()}\n${material.trim().toLowerCase()}`;

/** How many windows a "number of windows" answer means: "3-5" is 3 to 5, "16+" is 16 or more. */
export function windowCountRange(
  answer: string,
): { min: number; max: number; open: boolean } | null {
  const text = answer.trim();
  const range = /^(\d{1,3})\s*[-–]\s*(\d{1,3})$/.exec(text);
  if (range) {
    const min = Number(range[1]);
    const max = Number(range[2]);
    if (min < 1 || max < min || max > MAX_ESTIMATE_WINDOWS) return null;
    return { min, max, open: false };
  }
  const single = /^(\d{1,3})(\+?)$/.exec(text);
  if (single) {
    const count = Number(single[1]);
    if (count < 1 || count > MAX_ESTIMATE_WINDOWS) return null;
    return { min: count, max: count, open: single[2] === '+' };
  }
  return null;
}

/** The query of the home page's price guide form (a GET to the same page). */
export const ESTIMATE_PARAMS = ['number_of_windows', 'window_type', 'window_material'] as const;

/** A page load that only asks the price guide for an estimate (not a new visit to count). */
export function asksForEstimate(search: URLSearchParams): boolean {
  return ESTIMATE_PARAMS.some((name) => search.has(name));
}

export interface EstimateInput {
  number_of_windows: string;
  window_type: string;
  window_material: string;
}

export interface Estimate {
  /** Whole euro including VAT: low rounded down, high rounded up, to the nearest €10. */
  low: number;
  high: number;
  windows: { min: number; max: number; open: boolean };
  row: PriceRow;
}

/** Euro × windows × (1 + VAT), in integers so no rounding error creeps in. */
function withVat(euro: number, windows: number, round: 'down' | 'up'): number {
  const thousandths = euro * windows * (1000 + VAT_PER_MILLE); // euro/1000
  const tens = thousandths / 10_000;
  return (round === 'down' ? Math.floor(tens) : Math.ceil(tens)) * 10;
}

/**
 * The estimate for an answer of the form, or null when the table has no price for it (or the
 * number of windows is not a count). A "16+" answer is priced for 16 windows.
 */
export function estimatePrice(table: readonly PriceRow[], input: EstimateInput): Estimate | null {
  const windows = windowCountRange(input.number_of_windows);
  if (!windows) return null;
  const wanted = priceKey(input.window_type, input.window_material);
  const row = table.find((r) => priceKey(r.window_type, r.window_material) === wanted);
  if (!row) return null;
  return {
    low: withVat(row.low, windows.min, 'down'),
    high: withVat(row.high, windows.max, 'up'),
    windows,
    row,
  };
}

/** €1,234 as Irish readers write it. */
export function formatEuro(euro: number): string {
  return `€${euro.toLocaleString('en-IE')}`;
}

/** "€2,010 – €3,410" ("+" after a "16+" answer's high end). */
export function estimateRangeText(estimate: Estimate): string {
  return `${formatEuro(estimate.low)} – ${formatEuro(estimate.high)}${estimate.windows.open ? '+' : ''}`;
}

export const VAT_NOTE = `including ${VAT_LABEL} VAT`;
/** Shown where the table has no price for the windows chosen. */
export const NO_PRICE_FOR_CHOICE =
  'We have no price guide for that combination yet: your installers will quote it.';

/** "€2,010 – €3,410 including 13.5% VAT" */
export function estimateText(estimate: Estimate): string {
  return `${estimateRangeText(estimate)} ${VAT_NOTE}`;
}

/** Per window, before VAT, for a standard casement window. */
const BASE_PRICES: Record<string, [number, number]> = {
  uPVC: [400, 700],
  Aluminium: [650, 1100],
  Wood: [750, 1300],
  Composite: [700, 1200],
};
/** How a window type's price compares with a casement's, low and high. */
const TYPE_FACTORS: Record<string, [number, number]> = {
  'Casement Windows': [1, 1],
  'Sash Windows': [1.5, 1.9],
  'Tilt & Turn Windows': [1.15, 1.3],
  'Bay Windows': [2.5, 3.5],
  'Sliding Windows': [1.2, 1.5],
  'Fixed Windows': [0.75, 0.9],
  'French Windows': [2, 2.6],
};

const round10 = (value: number) => Math.round(value / 10) * 10;

function defaultTable(): PriceRow[] {
  const rows: PriceRow[] = [];
  const materials = Object.keys(BASE_PRICES);
  const types = Object.keys(TYPE_FACTORS);
  const cell = (type: string, material: string): [number, number] => {
    const [low, high] = BASE_PRICES[material]!;
    const [lowFactor, highFactor] = TYPE_FACTORS[type]!;
    return [round10(low * lowFactor), round10(high * highFactor)];
  };
  // "Not Sure" spans the materials, "Mixed Types" the types: the honest answer to a vague question.
  const span = (cells: [number, number][]): [number, number] => [
    Math.min(...cells.map((c) => c[0])),
    Math.max(...cells.map((c) => c[1])),
  ];
  for (const type of [...types, 'Mixed Types']) {
    const typesHere = type === 'Mixed Types' ? types : [type];
    for (const material of [...materials, 'Not Sure']) {
      const materialsHere = material === 'Not Sure' ? materials : [material];
      const [low, high] = span(typesHere.flatMap((t) => materialsHere.map((m) => cell(t, m))));
      rows.push({ window_type: type, window_material: material, low, high });
    }
  }
  return rows;
}

export const DEFAULT_PRICE_TABLE: PriceRow[] = defaultTable();

export const SEAI_GRANTS_URL = 'https://www.seai.ie/grants/home-energy-grants';
