import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { preloadToaster } from '@/lib/toast';
import { createAppRouter } from './router';
import './index.css';

// The staff back office: a client-side app. Public pages have their own entry (public-main.tsx).
const router = createAppRouter();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
preloadToaster();
