import { createRoot } from 'react-dom/client';
import { readPendingVerification } from '@/lib/pending-verification';
import { PHONE_CODE_SLOT_ID } from './phone-code-slot';

/**
 * On the thank-you page after a submit that must be confirmed by code: load the code entry
 * (its own chunk, outside the public JS budget) into the page's slot. Nothing otherwise.
 */
export async function mountPhoneCodeEntry(document: Document): Promise<void> {
  const slot = document.getElementById(PHONE_CODE_SLOT_ID);
  const pending = readPendingVerification();
  if (!slot || !pending) return;
  const { PhoneCodeEntry } = await import('./phone-code-entry');
  createRoot(slot).render(<PhoneCodeEntry pending={pending} />);
}
