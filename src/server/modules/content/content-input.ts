import { z } from 'zod';
import {
  contentSchemas,
  MAX_CONTENT_BYTES,
  sublinkSchema,
  urlSchema,
  type PageKind,
} from '../../../shared/content-schema.js';
import { fieldErrors } from '../../../shared/text-schema.js';
import { normalizePageUrl, sublinkForUrl } from '../../../shared/url-variants.js';
import { validationError } from '../../http-error.js';

/** The addresses a page of each kind may have, named in the 422 for any other url. */
export const ADDRESS_RULES: Record<PageKind, string> = {
  index: 'A home page address must be / or /{name}',
  about: 'An about page address must be /about, /about/{name}, /about-{name} or /{name}/about',
  'how-it-works':
    'A how it works page address must be /how-it-works, /how-it-works/{name}, /how-it-works-{name} or /{name}/how-it-works',
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function urlField(kind: PageKind) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? 'URL is required' : 'URL must be text'),
    })
    .transform((value) => normalizePageUrl(value, kind))
    .pipe(urlSchema)
    .refine((url) => !url.split('/').some((part) => part === '.' || part === '..'), {
      message: 'URL may not contain . or .. as a path segment',
    });
}

/** POST /api/content/{kind}: what parseCreate checks (exported for the route's schema). */
export function createBodySchema(kind: PageKind) {
  return z.object({
    url: urlField(kind),
    sublink: sublinkSchema.optional(),
    content: z
      .custom<Record<string, unknown>>(isPlainObject, 'Content must be an object')
      .pipe(contentSchemas[kind])
      .optional(),
    is_published: z.boolean({ error: 'Published must be true or false' }).optional(),
  });
}

// Messages for the content models' nested objects and numbers, which carry none of their own.
const readableErrors: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return undefined;
  if (issue.expected === 'object') return 'Must be an object';
  if (issue.expected === 'number' || issue.expected === 'int') return 'Must be a number';
  return undefined;
};

export interface PageInput {
  url?: string;
  sublink?: string;
  content?: Record<string, unknown>;
  is_published?: boolean;
}

function parseBody(schema: z.ZodType<PageInput>, body: unknown): PageInput {
  const result = schema.safeParse(body ?? {}, { error: readableErrors });
  if (!result.success) throw validationError(fieldErrors(result.error));
  const input = result.data;
  if (input.content !== undefined) {
    const bytes = Buffer.byteLength(JSON.stringify(input.content), 'utf8');
    if (bytes > MAX_CONTENT_BYTES) {
      throw validationError({
        content: `Content is too large (${bytes} bytes; at most ${MAX_CONTENT_BYTES})`,
      });
    }
  }
  return input;
}

/** PATCH /api/content/{kind}/{id}: any of the fields, at least one. */
export function updateBodySchema(kind: PageKind) {
  return createBodySchema(kind)
    .partial()
    .refine((input) => Object.values(input).some((value) => value !== undefined), {
      message: 'Nothing to update',
      path: ['body'],
    });
}

export function parseCreate(kind: PageKind, body: unknown): PageInput & { url: string } {
  return parseBody(createBodySchema(kind), body) as PageInput & { url: string };
}

export function parseUpdate(kind: PageKind, body: unknown): PageInput {
  return parseBody(updateBodySchema(kind), body);
}

/** The sublink to store: the one given, else the one the url implies (422 if it implies none). */
export function sublinkFor(kind: PageKind, url: string, given: string | undefined): string {
  if (given !== undefined) return given;
  const derived = sublinkForUrl(kind, url);
  if (derived === null) throw validationError({ url: ADDRESS_RULES[kind] });
  return derived;
}
