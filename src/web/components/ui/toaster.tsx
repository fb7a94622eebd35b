import { useEffect, useSyncExternalStore } from 'react';
import { Toaster as Sonner } from 'sonner';
import { mountedToasters } from '@/lib/mounted-toasters';

const PHONE_QUERY = '(max-width: 767px)';
// Below the sticky headers (3.5 rem in the panel, 4 rem on the public site), never over them.
const BELOW_HEADER = { top: '76px', left: '12px', right: '12px' };

// Some environments (jsdom in tests, very old browsers) have no matchMedia: desktop then.
const phoneQuery = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;

function subscribe(onChange: () => void) {
  const list = phoneQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Toasts at the bottom right, or at the top centre below the header on phones. */
export function Toaster() {
  const phone = useSyncExternalStore(
    subscribe,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
  useEffect(() => {
    mountedToasters.count += 1;
    return () => {
      mountedToasters.count -= 1;
    };
  }, []);
  return (
    <Sonner
      position={phone ? 'top-center' : 'bottom-right'}
      offset={phone ? BELOW_HEADER : undefined}
      mobileOffset={BELOW_HEADER}
      richColors
      closeButton
    />
  );
}
