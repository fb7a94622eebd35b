import { lazy, Suspense, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import type { NavLink } from '../nav-links';

// The drawer (Radix dialog) loads when first wanted: most visitors never open it.
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

/** The menu button below 768 px and its drawer: the header part the browser hydrates. */
export function PhoneMenu({ links, currentPath }: { links: NavLink[]; currentPath: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  function changeMenu(open: boolean) {
    setMenuOpen(open);
    // The drawer has no Radix trigger to hand focus back to, so return it to the menu button.
    if (!open) requestAnimationFrame(() => menuButton.current?.focus());
  }
  // A link in the drawer either loads another page or moves to the quote form on this one.
  const closeForNavigation = () => setMenuOpen(false);

  return (
    <>
      <button
        ref={menuButton}
        type="button"
        aria-label="Open menu"
        aria-expanded={menuOpen}
        onPointerEnter={() => void loadMobileMenu()}
        onFocus={() => void loadMobileMenu()}
        onClick={() => {
          setMenuWanted(true);
          setMenuOpen(true);
        }}
        className="-mr-2 inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </button>
      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onOpenChange={changeMenu}
            links={links}
            currentPath={currentPath}
            onNavigate={closeForNavigation}
          />
        </Suspense>
      ) : null}
    </>
  );
}
