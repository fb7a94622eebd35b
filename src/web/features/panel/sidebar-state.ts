import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '@/components/use-media-query';

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const MOBILE_BREAKPOINT_PX = 768;

/** The remembered sidebar state: expanded unless the cookie says false. */
export function readSidebarCookie(cookie: string = document.cookie): boolean {
  const match = cookie.split(/;\s*/).find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

const mobileQuery = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** True below 768 px, following window resizes. */
export function useIsMobile(): boolean {
  return useMediaQuery(mobileQuery);
}

/**
 * The sidebar: collapsed or expanded on wide screens (kept in the cookie), a drawer on
 * phones. Ctrl+b or Cmd+b toggles whichever is showing.
 */
export function useSidebar() {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(readSidebarCookie);
  const [mobileOpen, setMobileOpen] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    writeSidebarCookie(value);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // Leaving the phone layout closes the drawer so it does not reappear later.
  useEffect(() => {
    if (!isMobile) setMobileOpen(false);
  }, [isMobile]);

  return { isMobile, open, setOpen, mobileOpen, setMobileOpen, toggle };
}
