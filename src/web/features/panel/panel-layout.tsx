import { Link, Outlet } from 'react-router';
import { LogOut, Menu, PanelLeft } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { useProfile } from '@/lib/profile';
import { roleIdOf } from '@/lib/session';
import { BrandMark } from './brand-mark';
import { navForRole } from './nav-items';
import { PanelNav } from './panel-nav';
import { useSidebar } from './sidebar-state';

/** The admin and manager shell: sidebar, top bar with title, role badge and Logout. */
export function PanelLayout({ onLogout }: { onLogout: () => void }) {
  const user = useProfile();
  const nav = navForRole(roleIdOf(user));
  const sidebar = useSidebar();
  const home = nav.items[0]!.to;

  return (
    <div className="flex min-h-screen bg-slate-50">
      <aside
        aria-label={nav.title}
        data-state={sidebar.open ? 'expanded' : 'collapsed'}
        className={cn(
          'sticky top-0 hidden h-screen shrink-0 flex-col overflow-hidden border-r border-slate-200 bg-white transition-[width] duration-200 md:flex',
          sidebar.open ? 'w-64' : 'w-12',
        )}
      >
        <Link
          to={home}
          className={cn(
            'flex h-14 shrink-0 items-center border-b border-slate-200',
            sidebar.open ? 'px-4' : 'justify-center',
          )}
        >
          <BrandMark compact={!sidebar.open} className="min-w-0 text-sm" />
        </Link>
        <nav aria-label={`${nav.title} navigation`} className="flex-1 overflow-y-auto">
          <PanelNav items={nav.items} collapsed={!sidebar.open} />
        </nav>
        {sidebar.open && user ? (
          <div className="border-t border-slate-200 px-4 py-3 text-xs">
            <p className="truncate font-semibold text-slate-800">{user.name}</p>
            <p className="truncate text-slate-500">{user.email}</p>
          </div>
        ) : null}
      </aside>

      <Sheet
        open={sidebar.isMobile && sidebar.mobileOpen}
        onOpenChange={sidebar.setMobileOpen}
        title={nav.title}
        side="left"
        className="w-[18rem]"
      >
        <nav aria-label={`${nav.title} navigation`}>
          <PanelNav items={nav.items} onNavigate={() => sidebar.setMobileOpen(false)} />
        </nav>
        {user ? (
          <div className="border-t border-slate-200 px-4 py-3 text-xs">
            <p className="truncate font-semibold text-slate-800">{user.name}</p>
            <p className="truncate text-slate-500">{user.email}</p>
          </div>
        ) : null}
      </Sheet>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-4">
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            onClick={sidebar.toggle}
            aria-label={sidebar.isMobile ? 'Open menu' : 'Toggle sidebar'}
            aria-expanded={sidebar.isMobile ? sidebar.mobileOpen : sidebar.open}
            title={sidebar.isMobile ? 'Open menu' : 'Toggle sidebar (Ctrl+B)'}
          >
            {sidebar.isMobile ? <Menu aria-hidden /> : <PanelLeft aria-hidden />}
          </Button>
          <span className="truncate font-semibold text-slate-900">{nav.title}</span>
          <Badge tone="blue" className="shrink-0">
            {nav.roleLabel}
          </Badge>
          <div className="ml-auto flex items-center gap-3">
            {user ? (
              <span className="hidden max-w-48 truncate text-sm text-slate-600 lg:inline">
                {user.name}
              </span>
            ) : null}
            <Button variant="outline" size="sm" onClick={onLogout} title="Logout">
              <LogOut aria-hidden />
              {/* Icon only on phones, where the title needs the room; still named Logout. */}
              <span className="sr-only sm:not-sr-only">Logout</span>
            </Button>
          </div>
        </header>
        <main className="mx-auto w-full max-w-screen-2xl flex-1 p-4 sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
