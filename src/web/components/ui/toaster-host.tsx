import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { mountedToasters } from '@/lib/mounted-toasters';
import { Toaster } from './toaster';

let hosted: { root: Root; container: HTMLElement; ready: Promise<void> } | null = null;

/**
 * Put a Toaster on the page in a root of its own, once, and wait until it listens for toasts.
 * Two toasts asked for at once share the one Toaster.
 */
export function mountToaster(): Promise<void> {
  if (hosted) return hosted.ready;
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  flushSync(() => root.render(<Toaster />));
  const ready = (async () => {
    for (let tries = 0; mountedToasters.count === 0 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  })();
  hosted = { root, container, ready };
  return ready;
}

/** Take the Toaster mountToaster put on the page away again (between tests). */
export function unmountToaster(): void {
  if (!hosted) return;
  const { root, container } = hosted;
  hosted = null;
  flushSync(() => root.unmount());
  container.remove();
}
