import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { pdf } from '../../../testing/sample-files.ts';

/**
 * The original site (Express and MongoDB: Donugob/lss-unilorin-website's server/) on this machine's
 * loopback, answering its routes as its controllers do: documents as Mongoose serialises them
 * (`_id`, `__v`, `createdAt`/`updatedAt` from `timestamps: true`), each list in its controller's
 * order, a post's `author` populated with `fullName` only, the admin list of posts behind `protect`
 * (a Bearer token, else 401 with its messages). Images and files are served as Cloudinary would,
 * from real bytes (a JPEG made with sharp, a small PDF); a few answer badly (missing, a web page
 * named like a picture, a 2 GB declared size). The documents are the test's to change between runs.
 */

export const ORIGINAL_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.admin.signature';

/** A Mongo ObjectId's hex, from a counter: stable and distinct. */
const objectId = (n: number) => `65a1f0c2e4b0a1${String(n).padStart(10, '0')}`;

type Doc = Record<string, unknown> & { _id: string };

const PLACEHOLDER = 'https://res.cloudinary.com/demo/image/upload/v1625141071/placeholder.jpg';

export async function serveOriginalSite() {
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1D2D44' } })
    .jpeg()
    .toBuffer();
  const requests: string[] = [];
  let url = '';
  const image = (name: string) => `${url}/cloudinary/image/upload/v1700000000/lss/${name}`;
  const timestamps = (created: string, updated = created) => ({
    createdAt: created,
    updatedAt: updated,
    __v: 0,
  });
  const president = { _id: objectId(900), fullName: 'Tolu Adeyemi' };

  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    requests.push(path);
    const json = (status: number, body: unknown) =>
      response
        .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(body));
    const withAuthor = (post: Doc) => ({ ...post, author: post.author === president._id ? president : null });
    if (path === '/api/events') {
      return json(
        200,
        [...data.events].sort(
          (a, b) => Date.parse(b.eventDate as string) - Date.parse(a.eventDate as string),
        ),
      );
    }
    if (path === '/api/posts') {
      return json(
        200,
        data.posts
          .filter((post) => post.status === 'published')
          .sort((a, b) => Date.parse(b.publishedAt as string) - Date.parse(a.publishedAt as string))
          .map(withAuthor),
      );
    }
    /** The original's `protect`: a Bearer token, else 401 with its messages (true: answered). */
    const refused = () => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer')) json(401, { message: 'Not authorized, no token' });
      else if (header.split(' ')[1] !== ORIGINAL_TOKEN)
        json(401, { message: 'Not authorized, token failed' });
      else return false;
      return true;
    };
    const byCreatedDesc = (a: Doc, b: Doc) =>
      Date.parse(b.createdAt as string) - Date.parse(a.createdAt as string);
    const byEpisodeDate = (a: Doc, b: Doc) =>
      Date.parse(a.episodeDate as string) - Date.parse(b.episodeDate as string);
    if (path === '/api/materials') return json(200, [...data.materials].sort(byCreatedDesc));
    if (path === '/api/materials/all') {
      if (!refused()) json(200, [...data.materials].sort(byCreatedDesc));
      return;
    }
    if (path === '/api/podcast/upcoming') {
      const next = data.episodes.filter((episode) => Date.parse(episode.episodeDate as string) >= Date.now());
      return json(200, next.sort(byEpisodeDate)[0] ?? null);
    }
    if (path === '/api/podcast/archived') {
      const past = data.episodes.filter((episode) => Date.parse(episode.episodeDate as string) < Date.now());
      return json(
        200,
        past
          .sort(byEpisodeDate)
          .reverse()
          .map((episode) => ({ ...episode, status: 'Archived' })),
      );
    }
    if (path === '/api/podcast/all') {
      if (!refused()) json(200, [...data.episodes].sort(byEpisodeDate).reverse());
      return;
    }
    if (path === '/api/submissions/all') {
      if (!refused()) json(200, [...data.submissions].sort(byCreatedDesc));
      return;
    }
    if (path === '/api/posts/all') {
      if (refused()) return;
      return json(
        200,
        [...data.posts]
          .sort((a, b) => Date.parse(b.createdAt as string) - Date.parse(a.createdAt as string))
          .map(withAuthor),
      );
    }
    if (path === '/api/executives') {
      return json(
        200,
        [...data.executives].sort((a, b) => (a.displayOrder as number) - (b.displayOrder as number)),
      );
    }
    if (path === '/files/huge.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(2 * 1024 ** 3) });
      response.write(Buffer.alloc(1024));
      return;
    }
    if (path === '/files/page.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end('<html><script>alert(1)</script></html>');
      return;
    }
    if (/^\/cloudinary\/image\/upload\/v\d+\/lss\/[\w-]+\.jpg$/.test(path) && !path.includes('missing')) {
      return response
        .writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(jpeg.length) })
        .end(jpeg);
    }
    if (/^\/cloudinary\/raw\/upload\/v\d+\/lss\/[\w-]+\.pdf$/.test(path)) {
      const bytes = pdf();
      return response
        .writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(bytes.length) })
        .end(bytes);
    }
    if (path.startsWith('/api/')) return json(404, { message: 'Not found' });
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;

  const file = (name: string) => `${url}/cloudinary/raw/upload/v1700000000/lss/${name}`;
  const data: {
    events: Doc[];
    posts: Doc[];
    executives: Doc[];
    materials: Doc[];
    episodes: Doc[];
    submissions: Doc[];
  } = {
    events: [
      {
        _id: objectId(1),
        title: 'Annual Law Dinner',
        description: 'An evening with the Faculty.\n\nDress: formal.',
        eventDate: '2026-03-14T17:00:00.000Z',
        venue: 'University Auditorium',
        imageUrl: image('law-dinner.jpg'),
        isFeatured: true,
        ...timestamps('2026-01-10T09:30:00.000Z'),
      },
      {
        _id: objectId(2),
        title: 'Moot Court Finals',
        description: 'The finals of the moot court competition.',
        eventDate: '2025-11-20T09:00:00.000Z',
        venue: 'Moot Court Room',
        // The model's default: no image of its own.
        imageUrl: PLACEHOLDER,
        isFeatured: false,
        ...timestamps('2025-10-01T08:00:00.000Z', '2025-10-02T08:00:00.000Z'),
      },
      {
        _id: objectId(3),
        title: 'Career Fair',
        description: 'Chambers and firms meet students.',
        eventDate: '2026-05-02T10:00:00.000Z',
        venue: 'Faculty Hall',
        // A web page named like a picture: refused, the event comes without it.
        imageUrl: `${url}/files/page.jpg`,
        isFeatured: false,
        ...timestamps('2026-02-01T08:00:00.000Z'),
      },
    ],
    posts: [
      {
        _id: objectId(11),
        title: 'Welcome to the new session',
        slug: 'welcome-to-the-new-session',
        contentBody: `<p>Dear colleagues,</p><p><img src="${image('welcome-inline.jpg')}" alt="The faculty"></p><script>alert(1)</script><p>Welcome back.</p>`,
        coverImageUrl: image('welcome-cover.jpg'),
        author: president._id,
        status: 'published',
        publishedAt: '2025-09-15T08:00:00.000Z',
        ...timestamps('2025-09-14T20:00:00.000Z', '2025-09-15T08:00:00.000Z'),
      },
      {
        _id: objectId(12),
        title: 'Law Week Recap',
        slug: 'law-week-recap',
        contentBody: `<p>What a week.</p><p><img src="${url}/files/huge.jpg"></p><p><img src="http://10.20.30.40/private.jpg"></p>`,
        // Gone from the old site: a line, and the post comes without a cover.
        coverImageUrl: image('missing-cover.jpg'),
        author: president._id,
        status: 'published',
        publishedAt: '2026-02-20T12:30:00.000Z',
        ...timestamps('2026-02-19T10:00:00.000Z', '2026-02-20T12:30:00.000Z'),
      },
      {
        _id: objectId(13),
        title: 'Draft: Constitution review',
        slug: 'draft-constitution-review',
        contentBody: '<p>To be finished.</p>',
        coverImageUrl: PLACEHOLDER,
        author: president._id,
        status: 'draft',
        publishedAt: null,
        ...timestamps('2026-03-01T11:00:00.000Z'),
      },
    ],
    executives: [
      {
        _id: objectId(21),
        name: 'Tolu Adeyemi',
        position: 'President',
        imageUrl: image('president.jpg'),
        displayOrder: 1,
        isFeatured: true,
        ...timestamps('2025-08-01T10:00:00.000Z'),
      },
      {
        _id: objectId(22),
        name: 'Ngozi Eze',
        position: 'General Secretary',
        imageUrl: image('secretary.jpg'),
        displayOrder: 2,
        isFeatured: false,
        ...timestamps('2025-08-01T10:05:00.000Z'),
      },
    ],
    materials: [
      {
        _id: objectId(31),
        title: 'Law of Contract: Past Questions 2024',
        description: 'First semester examination.',
        level: '200L',
        materialType: 'Past Question',
        courseName: 'PPL 201',
        fileUrl: file('contract-2024.pdf'),
        fileType: 'PDF',
        principles: [],
        ...timestamps('2025-07-01T09:00:00.000Z'),
      },
      {
        _id: objectId(32),
        title: 'Court Hierarchy Chart',
        level: '100L',
        materialType: 'Handout',
        fileUrl: image('court-hierarchy.jpg'),
        fileType: 'Image',
        principles: ['stare decisis'],
        ...timestamps('2025-07-02T09:00:00.000Z'),
      },
      {
        _id: objectId(33),
        title: 'Equity Lecture Notes',
        level: '300L',
        materialType: 'Lecture Note',
        // Gone from Cloudinary: the material cannot come without its file.
        fileUrl: image('missing-equity.jpg'),
        fileType: 'Image',
        principles: [],
        ...timestamps('2025-07-03T09:00:00.000Z'),
      },
    ],
    episodes: [
      {
        _id: objectId(41),
        title: 'Law & Vibes: Rights at Work',
        description: 'Labour law for students who work.',
        episodeDate: '2025-10-10T18:00:00.000Z',
        xSpaceUrl: 'https://x.com/i/spaces/1OdKrBnaEPXKX',
        guestName: 'Barr. Funmi Ola',
        status: 'Archived',
        ...timestamps('2025-10-01T09:00:00.000Z'),
      },
      {
        _id: objectId(42),
        title: 'Law & Vibes: The Next One',
        description: 'Always ahead of the clock.',
        episodeDate: '2099-01-01T18:00:00.000Z',
        xSpaceUrl: 'https://x.com/i/spaces/1YqKDqDXXXXX',
        status: 'Upcoming',
        ...timestamps('2025-11-01T09:00:00.000Z'),
      },
    ],
    submissions: [
      {
        _id: objectId(51),
        authorName: 'Ada Obi',
        authorEmail: 'ada.obi@students.unilorin.edu.ng',
        title: 'Why Moot Court Matters',
        contentBody: `<p>Advocacy is learnt <strong>by doing</strong>.</p><p><img src="${image('moot-submission.jpg')}"></p>`,
        suggestedImageUrl: image('moot-suggested.jpg'),
        status: 'pending',
        ...timestamps('2025-12-05T14:20:00.000Z'),
      },
      {
        _id: objectId(52),
        authorName: 'Femi Bello',
        authorEmail: 'femi@example.com',
        title: 'On Judicial Activism',
        contentBody: '<p>A short essay.</p>',
        status: 'approved',
        ...timestamps('2025-11-01T08:00:00.000Z'),
      },
    ],
  };

  return {
    url,
    port,
    requests,
    data,
    objectId,
    image,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
