import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/connection.js';
import { ResponseShapeError } from '../api-contract/route-schemas.js';
import { HttpError } from '../http-error.js';

/** Seconds a client is asked to wait while the database is out of reach. */
const RETRY_AFTER_SECONDS = 5;
// The quote form shows this message followed by its own "Please check your information and try again."
const UNAVAILABLE_MESSAGES = {
  read: 'We could not load this just now because our system is briefly unavailable.',
  write: 'We could not save your request just now because our system is briefly unavailable.',
};

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the body as application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
};

/** One error path: 4xx messages pass through, 5xx details are logged and hidden. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(
          error.errors
            ? { message: error.message, errors: error.errors }
            : { message: error.message },
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        CLIENT_ERROR_MESSAGES[error.code] ??
        (error instanceof SyntaxError ? 'The body is not valid JSON' : error.message);
      return reply.status(status).send({ message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error.message }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({
          message:
            request.method === 'GET' || request.method === 'HEAD'
              ? UNAVAILABLE_MESSAGES.read
              : UNAVAILABLE_MESSAGES.write,
        });
    }
    request.log.error({ err: error }, 'request failed');
    // Only the test suites check answers: the test that made a wrong one reads why it failed.
    if (error instanceof ResponseShapeError) {
      return reply.status(500).send({ message: error.message });
    }
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
