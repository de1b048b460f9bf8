import { submissionMessages } from '@lss/shared/submission-messages';
import { apiRequest } from '#web/lib/http.ts';

/**
 * POST /api/submissions as multipart/form-data (fields name, email, title, article, website and an
 * optional file `image`). Resolves with the server's thank-you message; a refusal is an ApiError
 * carrying the server's message and its per-field messages.
 */
export async function sendSubmission(form: FormData): Promise<string> {
  const answer = await apiRequest<{ message?: unknown } | undefined>('/submissions', {
    method: 'POST',
    body: form,
  });
  return typeof answer?.message === 'string' ? answer.message : submissionMessages.received;
}
