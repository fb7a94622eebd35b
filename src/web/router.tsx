import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './app-routes';

export { routes };

/**
 * The browser router. A server-rendered page must hydrate with its lazy route already
 * loaded (e.g. /privacy), or React would first render the fallback and mismatch.
 */
export async function createAppRouter(hydrate: boolean) {
  if (hydrate) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy);
    await Promise.all(
      (lazyMatches ?? []).map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes);
}
