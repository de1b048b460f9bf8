import { apiMessages } from '@lss/shared/api-messages';
import { idParams } from '@lss/shared/fields';
import {
  IMPORT_FILE_MAX_MB,
  importCurrent,
  importJobReport,
  importMessages,
  importOriginalInput,
  importStarted,
  importWordPressFields,
} from '@lss/shared/import';
import { flattenIssues } from '@lss/shared/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BadRequestError } from '../../lib/errors.ts';
import { signedIn } from '../../lib/routes.ts';

/** The actor of an administrator's request. */
const actorOf = (request: FastifyRequest) => ({ id: request.admin!.id, fullName: request.admin!.fullName });

/**
 * decisions.md, Import, and decision 037: the admin screen's imports (administrators only). POST
 * starts a job in the background (202 `{ id }`; 409 while one runs); GET reads its report.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = app.services.importJobs;
  const tags = ['Import'];
  // Each job's end drops the public caches itself (import-jobs.ts): the start changes nothing yet.
  const write = { area: 'import' as const, invalidates: [] };

  app.post(
    '/import',
    signedIn(app, write, [400, 409, 413, 415], {
      tags,
      summary: 'Start an import (the original site, or a WordPress export); answers the job',
      description: `The original site: JSON { kind: "original", url, token?, dryRun? } (the token is used for this job only, never kept). A WordPress export: multipart/form-data with kind=wordpress, file (the WXR, at most ${IMPORT_FILE_MAX_MB} MB), mediaFrom?, pages?, dryRun?. One import at a time: 409 while one runs. Poll GET /api/import/{id}.`,
      consumes: ['application/json', 'multipart/form-data'],
      response: { 202: importStarted },
    }),
    async (request, reply) => {
      const actor = actorOf(request);
      if (!request.isMultipart()) {
        const body = (request.body ?? {}) as Record<string, unknown>;
        if (body.kind === 'wordpress') throw new BadRequestError(importMessages.wordpressAsMultipart);
        const parsed = importOriginalInput.safeParse(body);
        if (!parsed.success)
          throw new BadRequestError(apiMessages.validationFailed, flattenIssues(parsed.error.issues));
        const id = await jobs.startOriginal(parsed.data, actor);
        return reply.status(202).send({ id });
      }

      // The fields, and the file streamed to disk as it arrives (never held whole).
      const fields: Record<string, string> = {};
      let kept: { key: string; fileName: string } | null = null;
      try {
        for await (const part of request.parts({ limits: { fileSize: jobs.maxFileBytes } })) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || kept) {
              part.file.resume();
              continue;
            }
            const key = await jobs.keepUpload(part.file);
            kept = { key, fileName: part.filename || 'export.xml' };
          } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        }
        const parsed = importWordPressFields.safeParse(fields);
        if (!parsed.success)
          throw new BadRequestError(apiMessages.validationFailed, flattenIssues(parsed.error.issues));
        if (!kept)
          throw new BadRequestError(importMessages.fileMissing, { file: importMessages.fileMissing });
        const id = await jobs.startWordPress({ ...kept, ...parsed.data }, actor);
        return reply.status(202).send({ id });
      } catch (error) {
        await jobs.discardUpload(kept?.key);
        throw error;
      }
    },
  );

  app.get(
    '/import',
    signedIn(app, { area: 'import' }, [], {
      tags,
      summary: 'The import running, else the latest one (null when there was none)',
      response: { 200: importCurrent },
    }),
    async () => ({ job: await jobs.latest() }),
  );

  app.get(
    '/import/:id',
    signedIn(app, { area: 'import' }, [404], {
      tags,
      summary: "An import's progress and report: status, counts per type, totals, problem lines",
      params: idParams,
      response: { 200: importJobReport },
    }),
    (request) => jobs.report(request.params.id),
  );
};
