/**
 * The AppError family. Services throw these; one error handler (plugins/errors.ts) turns them into
 * `{ message, errors? }` with their status. Their messages are public; anything else becomes a 500
 * whose details stay in the log.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The AppError always answered with `status`: a public message, and per-field messages where a form's fields are at fault. */
const answeredWith = (status: number) =>
  class extends AppError {
    constructor(message: string, errors?: Record<string, string>) {
      super(status, message, errors);
    }
  };

export class BadRequestError extends answeredWith(400) {}
export class UnauthorizedError extends answeredWith(401) {}
export class ForbiddenError extends answeredWith(403) {}
export class NotFoundError extends answeredWith(404) {}
export class ConflictError extends answeredWith(409) {}
export class PayloadTooLargeError extends answeredWith(413) {}
export class UnsupportedMediaTypeError extends answeredWith(415) {}
export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
