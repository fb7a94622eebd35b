import { describe, expect } from 'vitest';
import { SMS_NOT_CONFIGURED_MESSAGE } from '../../../shared/phone-verification-rules.js';
import { apiTest } from '../../test/api-test.js';
import { json, VALID_QUOTE } from '../../test/test-app.js';
import { writeSetting } from '../settings/settings-repository.js';
import { PHONE_VERIFICATION } from './phone-verification-settings.js';

// The test app has no SMS provider: its texts would only be files under DATA_DIR/sms.
describe('phone verification without an SMS provider', () => {
  apiTest('cannot be turned on: a 400 that says why', async ({ api }) => {
    expect(json(await api.get('/api/settings/verification'))).toEqual({
      phone_verification: false,
      sms_configured: false,
    });
    const on = await api.put('/api/settings/verification', { phone_verification: true });
    expect(on.statusCode).toBe(400);
    expect(json(on).message).toBe(SMS_NOT_CONFIGURED_MESSAGE);
    // Off is always allowed.
    expect(
      (await api.put('/api/settings/verification', { phone_verification: false })).statusCode,
    ).toBe(200);
  });

  apiTest('a switch left on once the provider is gone holds nothing', async ({ t, api }) => {
    await writeSetting(t.db, PHONE_VERIFICATION, true);
    expect(json(await api.get('/api/settings/verification')).phone_verification).toBe(false);
    const response = await api.post('/api/quote', VALID_QUOTE, { as: 'anonymous' });
    expect(response.statusCode).toBe(201);
    const lead = json(response);
    expect(lead.verification).toBeUndefined();
    expect(lead.phone_verification).toBe('');
    expect(lead.dispatched_at).not.toBeNull();
  });
});
