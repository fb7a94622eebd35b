import { z } from 'zod';
import { isoTimeSchema } from './api-schema.js';
import { COLOR_NAMES, ICON_NAMES } from './icons.js';
import { QUOTE_OPTION_KEYS } from './quote-options.js';
import {
  aboutFigureBindingSchema,
  figureBindingSchema,
  howItWorksFigureBindingSchema,
} from './live-figures-schema.js';
import { priceTableSchema } from './price-guide-schema.js';

/**
 * Page content models. Every section and field is optional: what is missing is
 * shown with the built-in defaults, and unknown keys are dropped.
 */
const text = (max = 500) =>
  z.string({ error: 'Must be text' }).max(max, `Must be at most ${max} characters`);
const list = <T extends z.ZodType>(item: T, max = 50) =>
  z.array(item, { error: 'Must be a list' }).max(max, `At most ${max} items`);
const icon = z.enum(ICON_NAMES, { error: 'Unknown icon' });
// A card with no title would be published as an empty box.
const itemTitle = z
  .string({ error: 'Must be text' })
  .trim()
  .min(1, 'Title is required')
  .max(100, 'Must be at most 100 characters');
const color = z.enum(COLOR_NAMES, { error: 'Unknown colour' });

const ctaSchema = z
  .object({ title: text(200), subtitle: text(500), buttonText: text(60) })
  .partial();
const heroSchema = z.object({ title: text(200), subtitle: text(500) }).partial();

/** Longest search/share title and description kept. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 200;
/** A social image: an absolute https address, or a path on this site (`/og/dublin.jpg`). */
const seoImage = z
  .string({ error: 'Must be text' })
  .trim()
  .max(500, 'Must be at most 500 characters')
  .refine(
    (value) => value === '' || /^\/(?!\/)[^\s<>"'\\]*$/.test(value) || isHttpsUrl(value),
    'Must be an https:// address or a path on this site starting with /',
  );

function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^\s<>"'\\]+$/.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** Search and share metadata of one page; an empty field falls back to the derived default. */
const seoSchema = z
  .object({
    title: z
      .string({ error: 'Must be text' })
      .trim()
      .max(SEO_TITLE_MAX, `Must be at most ${SEO_TITLE_MAX} characters`),
    description: z
      .string({ error: 'Must be text' })
      .trim()
      .max(SEO_DESCRIPTION_MAX, `Must be at most ${SEO_DESCRIPTION_MAX} characters`),
    image: seoImage,
  })
  .partial();

export const homeContentSchema = z
  .object({
    bannerText: text(200),
    hero: z
      .object({
        badge: text(100),
        titleLine1: text(150),
        titleEmphasis: text(150),
        subtitle: text(500),
        bullets: list(text(200), 12),
        statCount: z.number({ error: 'Must be a number' }).int().min(0).max(100_000_000),
        statLabel: text(100),
      })
      .partial(),
    indexIntro: z
      .object({ heading: text(200), paragraph: text(2000), highlights: list(text(200), 12) })
      .partial(),
    quoteForm: z
      .object({
        urgencyBanner: text(200),
        cardTitle: text(150),
        cardSubtitle: text(300),
        trustIndicators: list(text(100), 12),
        labels: z
          .object({
            firstName: text(60),
            lastName: text(60),
            email: text(60),
            mobile: text(60),
            additionalInfo: text(60),
            submitText: text(60),
            submittingText: text(60),
          })
          .partial(),
        placeholders: z
          .object({
            firstName: text(100),
            lastName: text(100),
            email: text(100),
            mobile: text(100),
            additionalInfo: text(200),
            propertyAddress: text(200),
          })
          .partial(),
        layout: z
          .object({
            rows: z.number().int().min(1).max(20),
            columns: z.number().int().min(1).max(3),
          })
          .partial(),
      })
      .partial(),
    quoteDefaults: z
      .object({
        property_address: text(300),
        property_type: text(100),
        window_type: text(100),
        number_of_windows: text(100),
        preferred_timeframe: text(100),
        window_material: text(100),
        glazing_type: text(100),
      })
      .partial(),
    quoteOptions: z
      .object(Object.fromEntries(QUOTE_OPTION_KEYS.map((key) => [key, list(text(100), 40)])))
      .partial(),
    features: z
      .object({
        title: text(200),
        subtitle: text(500),
        items: list(z.object({ icon, title: itemTitle, description: text(500) }), 24),
        testimonials: list(
          z.object({
            rating: z.number().int().min(1).max(5),
            quote: text(600),
            name: text(100),
            role: text(100),
          }),
          24,
        ),
        trustLogos: list(text(100), 24),
      })
      .partial(),
    cta: ctaSchema.extend({ disclaimer: text(300) }).partial(),
    seo: seoSchema,
    // Price guidance: a per-window table and the SEAI grant line.
    priceGuide: z
      .object({
        title: text(150),
        intro: text(500),
        prices: priceTableSchema,
        note: text(500),
        grantText: text(800),
        grantLinkText: text(100),
        grantUrl: z
          .string({ error: 'Must be text' })
          .trim()
          .max(500, 'Must be at most 500 characters')
          .refine((value) => value === '' || isHttpsUrl(value), 'Must be an https:// address'),
      })
      .partial(),
    // Figures bound to live values.
    liveFigures: z.object({ bindings: list(figureBindingSchema, 30) }).partial(),
  })
  .partial();

export const aboutContentSchema = z
  .object({
    hero: heroSchema,
    mission: z
      .object({
        title: text(200),
        description: text(2000),
        stats: list(z.object({ number: text(30), label: text(100) }), 12),
      })
      .partial(),
    values: z
      .object({
        title: text(200),
        items: list(z.object({ icon, title: itemTitle, description: text(500) }), 24),
      })
      .partial(),
    story: z.object({ title: text(200), paragraphs: list(text(3000), 20) }).partial(),
    commitment: z.object({ title: text(200), items: list(text(300), 20) }).partial(),
    cta: ctaSchema,
    seo: seoSchema,
    // A statistic's number bound to a live value.
    liveFigures: z.object({ bindings: list(aboutFigureBindingSchema, 12) }).partial(),
  })
  .partial();

export const howItWorksContentSchema = z
  .object({
    hero: heroSchema,
    steps: z
      .object({
        title: text(200),
        items: list(
          z.object({ step: text(10), title: itemTitle, description: text(500), icon }),
          20,
        ),
      })
      .partial(),
    benefits: z
      .object({
        title: text(200),
        items: list(z.object({ icon, title: itemTitle, description: text(500), color }), 24),
      })
      .partial(),
    cta: ctaSchema,
    seo: seoSchema,
    // A step's description or a benefit's title bound to a live value.
    liveFigures: z.object({ bindings: list(howItWorksFigureBindingSchema, 44) }).partial(),
  })
  .partial();

export type HomeContentInput = z.infer<typeof homeContentSchema>;
export type AboutContentInput = z.infer<typeof aboutContentSchema>;
export type HowItWorksContentInput = z.infer<typeof howItWorksContentSchema>;

export const PAGE_KINDS = ['index', 'about', 'how-it-works'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const contentSchemas = {
  index: homeContentSchema,
  about: aboutContentSchema,
  'how-it-works': howItWorksContentSchema,
} as const;

/** Upper bound on one page's content, as JSON text. */
export const MAX_CONTENT_BYTES = 200_000;

export const urlSchema = z
  .string({ error: 'URL must be text' })
  .trim()
  .max(200, 'URL must be at most 200 characters')
  .regex(/^\/?[A-Za-z0-9._~\-/]*$/, 'URL may only contain letters, digits, - _ . ~ and /');

export const sublinkSchema = z
  .string({ error: 'Sublink must be text' })
  .trim()
  .max(100, 'Sublink must be at most 100 characters')
  .regex(/^[A-Za-z0-9._~-]*$/, 'Sublink may only contain letters, digits, - _ . and ~');

/** A content record as the API answers it. */
/** A pending scheduled publish or unpublish; `failed` is its last run's error. */
export interface PageScheduleEntry {
  id: number;
  at: string;
  failed: string | null;
}

export interface ContentPage<C = Record<string, unknown>> {
  id: number;
  url: string;
  sublink: string;
  /** What editors edit: the working draft if there is one, else the published version. */
  content: C;
  is_published: boolean;
  created_at: string;
  updated_at: string;
  /** A saved draft differs from what visitors see. */
  has_draft: boolean;
  draft_saved_at: string | null;
  draft_saved_by: string;
  /** The newest version in the page's history, or null when never published. */
  version: number | null;
  published_at: string | null;
  schedule: { publish: PageScheduleEntry | null; unpublish: PageScheduleEntry | null };
}

const scheduleEntrySchema = z
  .strictObject({ id: z.number().int(), at: isoTimeSchema, failed: z.string().nullable() })
  .nullable();

/** A content record as the API answers it (the content as stored, without defaults). */
export const contentPageResponseSchema = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  sublink: z.string(),
  content: z.record(z.string(), z.unknown()),
  is_published: z.boolean(),
  created_at: isoTimeSchema,
  updated_at: isoTimeSchema,
  has_draft: z.boolean(),
  draft_saved_at: isoTimeSchema.nullable(),
  draft_saved_by: z.string(),
  version: z.number().int().nullable(),
  published_at: isoTimeSchema.nullable(),
  schedule: z.strictObject({ publish: scheduleEntrySchema, unpublish: scheduleEntrySchema }),
});

/** GET /api/campaign/{name}: the CampaignPages of src/shared/campaign.ts. */
export const campaignPagesSchema = z.strictObject({
  name: z.string(),
  home: z.string().nullable(),
  about: z.string().nullable(),
  howItWorks: z.string().nullable(),
});
