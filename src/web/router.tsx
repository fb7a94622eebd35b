import { createBrowserRouter } from 'react-router';
import { routes } from './app-routes';

export { routes };

/** The browser router of the staff back office. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
