import type * as Sonner from 'sonner';
import type * as ToasterHost from '@/components/ui/toaster-host';
import { mountedToasters } from './mounted-toasters';

/**
 * Toasts are loaded on first use: sonner stays out of the public pages' first download
 * (the public JS budget). A Toaster already on the page (tests) is used as it is.
 */
let loading: Promise<[typeof Sonner, typeof ToasterHost]> | null = null;

/** Sonner, with a Toaster on the page (mounted now if none is: the first toast, or after tests). */
async function sonner(): Promise<typeof Sonner.toast> {
  loading ??= Promise.all([import('sonner'), import('@/components/ui/toaster-host')]);
  const [{ toast }, host] = await loading;
  if (mountedToasters.count === 0) await host.mountToaster();
  return toast;
}

/** The one toast helper: a title, an optional description, and the fixed durations (3000 or 3500 ms). */
export const toast = {
  success(title: string, description?: string) {
    void sonner().then((show) => show.success(title, { description, duration: 3000 }));
  },
  error(title: string, description?: string) {
    void sonner().then((show) => show.error(title, { description, duration: 3500 }));
  },
};

/** Start loading the toaster early where a toast is likely soon (the back office). */
export function preloadToaster(): void {
  void sonner();
}
