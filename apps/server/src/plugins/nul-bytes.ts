import { apiMessages } from '@lss/shared/api-messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from '../lib/errors.ts';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold a NUL character: refuse it in any body, query or path value with a
 * 400 up front, instead of letting the database fail on it.
 */
export function rejectNulBytes(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new BadRequestError(apiMessages.nulCharacter);
    }
  });
}
