import type { CampaignPages } from '../../../shared/campaign.js';
import type { PageKind } from '../../../shared/content-schema.js';
import { BASE_PATHS, resolvePublicPath, sublinkFamily } from '../../../shared/url-variants.js';
import type { Db } from '../../db/connection.js';
import { findPublishedBySublinks } from './content-repository.js';

/** The public path of the published page of this kind in the campaign, or null. */
async function publishedUrl(db: Db, kind: PageKind, name: string): Promise<string | null> {
  const row = await findPublishedBySublinks(db, kind, sublinkFamily(kind, name));
  if (!row) return null;
  // A record's url is its public address; one that does not lead back to it is not used.
  const page = resolvePublicPath(row.url);
  if (page !== null && page.kind === kind && page.slug === row.sublink) return row.url;
  return kind === 'index' ? `/${row.sublink}` : `${BASE_PATHS[kind]}/${row.sublink}`;
}

/** Where a campaign's published home, about and how-it-works pages are. */
export async function findCampaignPages(db: Db, name: string): Promise<CampaignPages> {
  const [home, about, howItWorks] = await Promise.all([
    publishedUrl(db, 'index', name),
    publishedUrl(db, 'about', name),
    publishedUrl(db, 'how-it-works', name),
  ]);
  return { name, home, about, howItWorks };
}
