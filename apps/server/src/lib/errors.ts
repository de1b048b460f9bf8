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

export class BadRequestError extends AppError {
  constructor(message: string, errors?: Record<string, string>) {
    super(400, message, errors);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message: string) {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string) {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, errors?: Record<string, string>) {
    super(409, message, errors);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
