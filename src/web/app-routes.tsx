import type { RouteObject } from 'react-router';
import { PublicPageLoad } from '@/routes/public-page-load';
import { RouteErrorPage } from '@/routes/route-error-page';

/** Lazy route modules: the back office is its own chunk a visitor never downloads. */
const lazyRoute = (
  load: () => Promise<{ default: React.ComponentType }>,
): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Shown while a lazy route's code loads on a first visit straight to it. */
function RouteLoading() {
  return <div className="min-h-screen bg-white" aria-busy="true" />;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    HydrateFallback: RouteLoading,
    children: [
      // Public pages are rendered by the server, each its own document (src/web/entry-server.tsx).
      { path: '*', Component: PublicPageLoad },
      { path: 'login', ...lazyRoute(() => import('@/routes/login-page')) },
      { path: 'partner', ...lazyRoute(() => import('@/routes/partner/partner-portal-page')) },
      {
        path: 'partner/rotation',
        ...lazyRoute(() => import('@/routes/partner/rotation-page')),
      },
      {
        path: 'partner/invite/:token',
        ...lazyRoute(() => import('@/routes/partner/invitation-page')),
      },
      { path: 'partner/api', ...lazyRoute(() => import('@/routes/partner/partner-api-page')) },
      {
        path: 'partner/lead/:token',
        ...lazyRoute(() => import('@/routes/partner/lead-link-page')),
      },
      {
        path: 'admin',
        ...lazyRoute(() => import('@/routes/admin/admin-layout')),
        children: [
          { index: true, ...lazyRoute(() => import('@/routes/admin/admin-dashboard-page')) },
          { path: 'leads', ...lazyRoute(() => import('@/routes/admin/admin-leads-page')) },
          {
            path: 'leads/:id',
            ...lazyRoute(() => import('@/routes/admin/admin-lead-detail-page')),
          },
          { path: 'users', ...lazyRoute(() => import('@/routes/admin/users-page')) },
          { path: 'partners', ...lazyRoute(() => import('@/routes/admin/partners-page')) },
          { path: 'bin', ...lazyRoute(() => import('@/routes/admin/bin-page')) },
          { path: 'audit', ...lazyRoute(() => import('@/routes/admin/audit-page')) },
          { path: 'credits', ...lazyRoute(() => import('@/routes/admin/credits-page')) },
          { path: 'campaigns', ...lazyRoute(() => import('@/routes/admin/campaigns-page')) },
          { path: 'settings', ...lazyRoute(() => import('@/routes/admin/settings-page')) },
          { path: 'home-editor', ...lazyRoute(() => import('@/routes/admin/home-pages-page')) },
          {
            path: 'home-editor/edit/:slug',
            ...lazyRoute(() => import('@/routes/admin/home-editor-page')),
          },
          { path: 'about-editor', ...lazyRoute(() => import('@/routes/admin/about-pages-page')) },
          {
            path: 'about-editor/edit/:slug',
            ...lazyRoute(() => import('@/routes/admin/about-editor-page')),
          },
          {
            path: 'how-it-works-editor',
            ...lazyRoute(() => import('@/routes/admin/how-it-works-pages-page')),
          },
          {
            path: 'how-it-works-editor/edit/:slug',
            ...lazyRoute(() => import('@/routes/admin/how-it-works-editor-page')),
          },
        ],
      },
      {
        path: 'manager',
        ...lazyRoute(() => import('@/routes/manager/manager-layout')),
        children: [
          { index: true, ...lazyRoute(() => import('@/routes/manager/manager-dashboard-page')) },
          { path: 'leads', ...lazyRoute(() => import('@/routes/manager/manager-leads-page')) },
          {
            path: 'leads/:id',
            ...lazyRoute(() => import('@/routes/manager/manager-lead-detail-page')),
          },
        ],
      },
    ],
  },
];
