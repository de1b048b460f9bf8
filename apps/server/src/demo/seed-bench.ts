import type { Services } from '../services.ts';

export const BENCH_VOLUME = { posts: 200, events: 100, executives: 50, materials: 500, episodes: 100 };
export const BENCH_ADMIN = {
  fullName: 'Bench Administrator',
  email: 'bench@lss.test',
  password: 'bench-password-2026',
};

const DAY = 24 * 60 * 60 * 1000;
const PARAGRAPH =
  '<p>The court considered whether the duty of care extends to economic loss, and held that proximity and foreseeability alone do not suffice without an assumption of responsibility.</p>';
const LEVELS = ['100L', '200L', '300L', '400L', '500L'] as const;
const TYPES = ['Lecture Note', 'Past Question', 'Handout', 'Textbook'] as const;

/** Realistic volume for the benchmarks (issue 7): the numbers in BENCH_VOLUME, with plausible text. */
export async function seedBench(services: Services) {
  const admin = await services.users.register(BENCH_ADMIN, null);
  // Everything is made as this administrator, as through the admin area: the audit log shows it.
  const author = { id: admin._id, fullName: admin.fullName, role: admin.role };
  const now = Date.now();
  for (let index = 0; index < BENCH_VOLUME.posts; index++) {
    await services.posts.create(
      {
        title: `Case note ${index + 1}: duty of care and economic loss`,
        slug: `case-note-${index + 1}`,
        contentBody: PARAGRAPH.repeat(6),
        coverImageUrl: null,
        status: index % 10 === 9 ? 'draft' : 'published',
        publishedAt: new Date(now - (index + 1) * DAY).toISOString(),
      },
      author,
    );
  }
  for (let index = 0; index < BENCH_VOLUME.events; index++) {
    await services.events.create(
      {
        title: `Society event ${index + 1}`,
        description: 'A lecture followed by questions from the floor and a reception for members.',
        eventDate: new Date(now + (index - 50) * 3 * DAY).toISOString(),
        venue: 'Faculty of Law Auditorium',
        isFeatured: index % 7 === 0,
        imageUrl: null,
      },
      author,
    );
  }
  for (let index = 0; index < BENCH_VOLUME.executives; index++) {
    await services.executives.create(
      {
        name: `Executive Member ${index + 1}`,
        position: index === 0 ? 'President' : 'Council Member',
        imageUrl: null,
        displayOrder: index,
        isFeatured: index < 3,
      },
      author,
    );
  }
  for (let index = 0; index < BENCH_VOLUME.materials; index++) {
    await services.materials.create(
      {
        title: `Course material ${index + 1}`,
        description: 'Notes and questions for revision.',
        level: LEVELS[index % LEVELS.length]!,
        materialType: TYPES[index % TYPES.length]!,
        fileUrl: '/uploads/0123456789abcdef0123456789abcdef.pdf',
      },
      author,
    );
  }
  for (let index = 0; index < BENCH_VOLUME.episodes; index++) {
    await services.podcast.create(
      {
        title: `Law & Vibes episode ${index + 1}`,
        description: 'A conversation about law, life and the profession.',
        guestName: index % 3 === 0 ? null : `Guest ${index + 1}`,
        episodeDate: new Date(now + (index - 90) * 7 * DAY).toISOString(),
        xSpaceUrl: `https://x.com/i/spaces/bench${index}`,
      },
      author,
    );
  }
}
