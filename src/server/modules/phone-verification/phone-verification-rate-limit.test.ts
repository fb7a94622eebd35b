import { describe, expect } from 'vitest';
import { apiTestWith } from '../../test/api-test.js';

const apiTest = apiTestWith({ QUOTE_RATE_LIMIT: '3' });

// The code endpoints take the submit's limit per client: guessing cannot outrun it.
describe('phone verification rate limits', () => {
  apiTest(
    'the code and "Send a new code" are limited per client like a submit',
    async ({ api }) => {
      const ref = { ref: 'unknown-reference-0000' };
      const codes = [];
      for (let k = 0; k < 4; k += 1) {
        codes.push(
          (await api.post('/api/quote/verify', { ...ref, code: '123456' }, { as: 'anonymous' }))
            .statusCode,
        );
      }
      expect(codes).toEqual([404, 404, 404, 429]);
      const resends = [];
      for (let k = 0; k < 4; k += 1) {
        resends.push(
          (await api.post('/api/quote/verify/resend', ref, { as: 'anonymous' })).statusCode,
        );
      }
      expect(resends).toEqual([404, 404, 404, 429]);
    },
  );
});
