import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { PageDataContext, readPageData } from '@/features/public-pages/page-data';
import { preloadToaster } from '@/lib/toast';
import { createAppRouter } from './router';
import './index.css';

const container = document.getElementById('root')!;
// Public pages arrive rendered by the server with their data; the back office does not.
const data = readPageData(document);
const router = await createAppRouter(data !== null);
const app = (
  <StrictMode>
    <PageDataContext.Provider value={data}>
      <RouterProvider router={router} />
    </PageDataContext.Provider>
  </StrictMode>
);
if (data) {
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread in one long task (the page is already readable meanwhile).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
  preloadToaster();
}
