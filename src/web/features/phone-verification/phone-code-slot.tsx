/** Where the thank-you page's code entry appears; empty in the server's HTML. */
export const PHONE_CODE_SLOT_ID = 'phone-code-entry';

/**
 * The code entry lives in the visitor's tab (the submit's answer), not in the page's data, so
 * the server renders nothing here and the browser fills it in (mountPhoneCodeEntry).
 */
export function PhoneCodeSlot() {
  return <div id={PHONE_CODE_SLOT_ID} className="contents" />;
}
