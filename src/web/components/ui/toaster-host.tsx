import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { toasterHost } from '@/lib/toast';
import { Toaster } from './toaster';

/** Put a Toaster on the page in a root of its own, and wait until it listens for toasts. */
export async function mountToaster(): Promise<void> {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  flushSync(() => root.render(<Toaster />));
  for (let tries = 0; toasterHost.mounted === 0 && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
