import { API_BASE_PATH } from '@lss/shared/constants';
import { submissionMessages } from '@lss/shared/submission-messages';

/** A refused submission: the server's message and its per-field messages (400). */
export class SubmissionError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'SubmissionError';
  }
}

/**
 * POST /api/submissions as multipart/form-data (fields name, email, title, article, website and an
 * optional file `image`). Resolves with the server's thank-you message.
 */
export async function sendSubmission(form: FormData): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}/submissions`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new SubmissionError(submissionMessages.failed);
  }
  let body: { message?: unknown; errors?: unknown } = {};
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's page): the generic message below.
  }
  const message = typeof body.message === 'string' ? body.message : null;
  if (!response.ok) {
    const errors =
      body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : {};
    throw new SubmissionError(message ?? submissionMessages.failed, errors);
  }
  return message ?? submissionMessages.received;
}
