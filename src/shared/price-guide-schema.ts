import { z } from 'zod';
import { MAX_WINDOW_PRICE, priceKey } from './price-guide.js';

/** The price table's model; apart from the arithmetic, which the public form bundles without zod. */
const price = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole euro`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_WINDOW_PRICE, `${label} must be at most €${MAX_WINDOW_PRICE.toLocaleString('en-IE')}`);

const rowName = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

export const priceRowSchema = z
  .object({
    window_type: rowName('Window type'),
    window_material: rowName('Frame material'),
    low: price('Low price'),
    high: price('High price'),
  })
  .refine((row) => row.low <= row.high, {
    message: 'Low price must not be more than the high price',
    path: ['high'],
  });

export const priceTableSchema = z
  .array(priceRowSchema, { error: 'Must be a list' })
  .max(400, 'At most 400 prices')
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const k = priceKey(row.window_type, row.window_material);
      if (seen.has(k)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'window_material'],
          message: `${row.window_type} in ${row.window_material} is priced twice`,
        });
      }
      seen.add(k);
    });
  });
