import type { ContentPage } from '@shared/content-schema';
import { formatDublinDateTime } from './format-date';

export interface ScheduleLine {
  action: 'publish' | 'unpublish';
  /** "Publishes 1 Dec 2026, 09:00" (Irish time). */
  text: string;
  /** The last run's error, when it failed. */
  failed: string | null;
}

/** A page's pending scheduled publish and unpublish, as the page list and the editor show them. */
export function scheduleLines(page: Pick<ContentPage, 'schedule'>): ScheduleLine[] {
  const lines: ScheduleLine[] = [];
  const { publish, unpublish } = page.schedule;
  if (publish) {
    lines.push({
      action: 'publish',
      text: `Publishes ${formatDublinDateTime(publish.at)}`,
      failed: publish.failed,
    });
  }
  if (unpublish) {
    lines.push({
      action: 'unpublish',
      text: `Unpublishes ${formatDublinDateTime(unpublish.at)}`,
      failed: unpublish.failed,
    });
  }
  return lines;
}
