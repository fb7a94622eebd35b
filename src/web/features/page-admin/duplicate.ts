import type { ContentPage, PageKind } from '@shared/content-schema';
import { DEFAULT_CONTENT } from '@shared/default-content';
import { ApiError } from '@/lib/api-client';
import type { ContentPageBody } from '@/lib/content-api';
import { PAGE_KINDS } from './page-kinds';

/** A duplicate is tried at most this many times. */
export const DUPLICATE_ATTEMPTS = 3;

export type CreatePage = (kind: PageKind, body: ContentPageBody) => Promise<ContentPage>;

/** Six lower-case letters and digits; getRandomValues also works on plain-HTTP hosts. */
export function randomSuffix(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * A new draft with the default content at a random url. A 422 means the random
 * url or sublink was taken, so another is tried; any other failure is passed on.
 */
export async function duplicatePage(
  kind: PageKind,
  create: CreatePage,
  random: () => string = randomSuffix,
): Promise<ContentPage> {
  let lastError: unknown;
  for (let attempt = 0; attempt < DUPLICATE_ATTEMPTS; attempt += 1) {
    const target = PAGE_KINDS[kind].duplicateTarget(random());
    try {
      return await create(kind, {
        ...target,
        content: structuredClone(DEFAULT_CONTENT[kind]),
        is_published: false,
      });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 422)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
