import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as files from '../../testing/sample-files.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { VISITOR_UPLOAD_KEPT_DAYS } from './media.service.ts';

/**
 * Decision 024: a visitor's picture (POST /api/upload/public, no token) that no submission names is
 * removed a week after it came, so anonymous uploads cannot fill the disk; one a submission names
 * is kept, whatever the submission's fate.
 */

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function visitorPicture(ip: string): Promise<string> {
  const { payload, headers } = files.multipart('image', 'cover.png', await files.png());
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/upload/public',
    payload,
    headers,
    remoteAddress: ip,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().imageUrl;
}

const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

describe("visitors' pictures no submission kept", () => {
  it(`are removed ${VISITOR_UPLOAD_KEPT_DAYS} days after they came, files and all; a submission's picture and a newer one stay`, async () => {
    const abandoned = await visitorPicture('10.20.0.1');
    const submitted = await visitorPicture('10.20.0.2');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      // The society's original front end's shape: the one that names an uploaded picture by URL.
      payload: {
        authorName: 'Amaka Eze',
        authorEmail: 'amaka@students.example',
        title: 'The Future of ADR in Nigeria',
        contentBody: '<p>Arbitration is growing across the country.</p>',
        suggestedImageUrl: submitted,
      },
      remoteAddress: '10.20.0.2',
    });
    expect(sent.statusCode, sent.body).toBe(201);

    // Within the week nothing goes, however often the sweep runs.
    t.clock.advance((VISITOR_UPLOAD_KEPT_DAYS - 1) * DAY);
    expect(await t.app.services.media.removeAbandonedVisitorUploads()).toBe(0);
    expect(await served(abandoned)).toBe(200);
    const newer = await visitorPicture('10.20.0.3');

    t.clock.advance(2 * DAY);
    expect(await t.app.services.media.removeAbandonedVisitorUploads()).toBe(1);
    expect(await served(abandoned)).toBe(404);
    expect(await served(submitted)).toBe(200);
    expect(await served(newer)).toBe(200);
    // Run again (another instance, the next day): nothing more to remove, nothing kept is touched.
    expect(await t.app.services.media.removeAbandonedVisitorUploads()).toBe(0);
    expect(await served(submitted)).toBe(200);
  });
});
