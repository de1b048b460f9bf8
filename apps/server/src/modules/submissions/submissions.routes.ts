import { apiMessages } from '@lss/shared/api-messages';
import { errorResponse, okResponse } from '@lss/shared/errors';
import { idParams } from '@lss/shared/fields';
import { post, postInput } from '@lss/shared/posts';
import { submissionMessages } from '@lss/shared/submission-messages';
import { submission, submissionList } from '@lss/shared/submissions';
import { flattenIssues } from '@lss/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError } from '../../lib/errors.ts';
import { registerAdminListRoute, signedIn } from '../../lib/routes.ts';
import { publicFormCeiling } from '../../plugins/rate-limits.ts';
import { submissionIntake } from './submission-intake.ts';

export const submissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const submissions = app.services.submissions;
  const tags = ['Article submissions'];
  // Read, checked, limited per author (5 an hour) and stored as the /submit page's plain form is.
  const receive = submissionIntake(app);

  app.post(
    '/submissions',
    {
      config: { invalidates: [], rateLimit: publicFormCeiling() },
      schema: {
        tags,
        summary: 'Submit an article for review (JSON, or multipart with an optional picture in "image")',
        consumes: ['application/json', 'multipart/form-data'],
        response: {
          201: okResponse,
          400: errorResponse,
          413: errorResponse,
          415: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      await receive(request);
      return reply.status(201).send({ message: submissionMessages.received });
    },
  );

  registerAdminListRoute(
    app,
    ['/submissions', '/submissions/all'],
    {
      area: 'submissions',
      tags,
      summary: "Submissions, newest first (also at /submissions/all, the original front end's address)",
      list: 'submissions',
      searched: 'title, name or e-mail',
      response: submissionList,
    },
    (query) => submissions.page(query),
  );
  app.get(
    '/submissions/:id',
    signedIn(app, { area: 'submissions' }, [404], {
      tags,
      summary: 'One submission',
      params: idParams,
      response: { 200: submission },
    }),
    (request) => submissions.get(request.params.id),
  );
  app.post(
    '/submissions/:id/approve',
    signedIn(app, { area: 'submissions', invalidates: ['posts'] }, [400, 404, 409], {
      tags,
      summary:
        "Approve: without a body, creates a draft post by-lined with the student (200 { submission, post }); with the original front end's { title, slug, contentBody, coverImageUrl, status }, creates that post by-lined with the student (201, the post)",
      params: idParams,
      body: z.record(z.string(), z.unknown()).nullish(),
      response: { 200: z.object({ submission, post }), 201: post },
    }),
    async (request, reply) => {
      if (request.body && Object.keys(request.body).length) {
        const values = (byline: string) => {
          const parsed = postInput.safeParse({ ...request.body, byline });
          if (!parsed.success)
            throw new BadRequestError(apiMessages.validationFailed, flattenIssues(parsed.error.issues));
          return parsed.data;
        };
        return reply.status(201).send(await submissions.approveAs(request.params.id, values, request.admin!));
      }
      return submissions.approve(request.params.id, request.admin!);
    },
  );
  app.delete(
    '/submissions/:id',
    signedIn(app, { area: 'submissions', invalidates: [] }, [404], {
      tags,
      summary: "Remove a submission (the original front end's reject)",
      params: idParams,
      response: { 200: okResponse },
    }),
    async (request) => {
      await submissions.remove(request.params.id);
      return { message: submissionMessages.removed };
    },
  );
  app.post(
    '/submissions/:id/reject',
    signedIn(app, { area: 'submissions', invalidates: [] }, [404, 409], {
      tags,
      summary: 'Reject a submission',
      params: idParams,
      response: { 200: submission },
    }),
    (request) => submissions.reject(request.params.id),
  );
};
