import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { unmountToaster } from '@/components/ui/toaster-host';

// Files share one module registry per worker (isolate is off), so what one test puts on the page
// must go before the next: Testing Library unmounts by itself only in the first file of a
// worker that imports it, and a Toaster that a toast mounted on its own would otherwise stay
// and show every later toast twice.
afterEach(() => {
  cleanup();
  unmountToaster();
});
