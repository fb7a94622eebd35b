import { useEffect } from 'react';
import { SITE } from '@shared/site';

/**
 * A back-office screen's document title ("Lead Management · WindowQuotes Ireland"), so
 * staff can tell tabs and history entries apart. Staff screens are never indexed.
 */
export function useScreenTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${SITE.name}`;
    let robots = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const added = robots === null;
    if (!robots) {
      robots = document.createElement('meta');
      robots.name = 'robots';
      document.head.appendChild(robots);
    }
    const robotsBefore = robots.content;
    robots.content = 'noindex';
    return () => {
      document.title = previous;
      if (added) robots.remove();
      else robots.content = robotsBefore;
    };
  }, [title]);
}
