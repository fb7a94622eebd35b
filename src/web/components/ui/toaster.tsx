import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterHost } from '@/lib/toast';

export function Toaster() {
  useEffect(() => {
    toasterHost.mounted += 1;
    return () => {
      toasterHost.mounted -= 1;
    };
  }, []);
  return <Sonner position="top-right" richColors closeButton />;
}
