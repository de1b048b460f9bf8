import { apiMessages } from '@lss/shared/api-messages';
import { flattenIssues } from '@lss/shared/validation';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

type ValidationIssue = { instancePath: string; message: string };

function fieldErrors(issues: readonly ValidationIssue[]): Record<string, string> {
  return flattenIssues(
    issues.map((issue) => ({
      path: issue.instancePath.split('/').filter(Boolean),
      message: issue.message,
    })) as never,
  );
}

/** Fastify's own client errors, with the texts we show instead of its internals. */
const FRAMEWORK_ERRORS: Record<string, { status: number; message: (maxMb: number) => string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: () => apiMessages.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: () => apiMessages.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: () => 'The request body is too large.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: (maxMb) => apiMessages.uploadTooLarge(maxMb) },
  FST_PARTS_LIMIT: { status: 413, message: () => 'Too many parts in the upload.' },
  FST_FILES_LIMIT: { status: 413, message: () => 'Upload one file at a time.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: () => 'This content type is not supported.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: () => 'Send the file as multipart/form-data.' },
};

/**
 * One error handler for the whole app: `{ message, errors? }` with the statuses of decisions.md.
 * A 500 never carries the original message, stack or SQL; those go to the log only.
 */
export function registerErrorHandling(app: FastifyInstance, options: { uploadMaxMb: number }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error.validation as ValidationIssue[]);
      if ('_' in errors && error.validationContext === 'body') errors._ = 'A JSON body is required.';
      return reply.status(400).send({ message: apiMessages.validationFailed, errors });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message(options.uploadMaxMb) });
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: apiMessages.tooManyRequests });
    if (status >= 400 && status < 500) {
      // Other client errors raised by Fastify: their messages describe the request, never internals.
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: apiMessages.internal });
  });
}
