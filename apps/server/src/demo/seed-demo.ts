import type { Services } from '../services.ts';
import { coverImage, portraitImage, simplePdf } from './demo-files.ts';

export const DEMO_ADMIN = {
  fullName: 'Demo Administrator',
  email: 'admin@demo.lss',
  password: 'demo-password-2026',
};

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number, hour = 16) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

/** Fills an empty site with realistic sample content, through the same services the API uses. */
export async function seedDemo(services: Services) {
  const admin = await services.users.register({ ...DEMO_ADMIN, email: DEMO_ADMIN.email }, null);
  // Everything is made as this administrator, as through the admin area: the audit log shows it.
  const author = { id: admin._id, fullName: admin.fullName, role: admin.role };
  const upload = async (data: Promise<Buffer> | Buffer) =>
    (await services.uploads.store(await data)).imageUrl;

  const events = [
    {
      title: 'Annual Moot Court Competition: Grand Finale',
      days: 12,
      venue: 'Faculty of Law Moot Court Hall',
      featured: true,
      description:
        'The two best teams of the year argue a constitutional appeal before a panel of distinguished judges. Doors open at 3 pm; the bench sits at 4 pm.',
    },
    {
      title: 'Career Fair: Paths into Practice',
      days: 30,
      venue: 'University Auditorium',
      featured: false,
      description:
        'Meet partners from leading chambers, in-house counsel and public interest lawyers. Bring your CV; there are pupillage and internship openings.',
    },
    {
      title: 'Legal Aid Clinic Outreach',
      days: 45,
      venue: 'Tanke Community Hall',
      featured: false,
      description:
        'Students and supervising lawyers offer free advice on tenancy, employment and family matters to the community.',
    },
    {
      title: 'Freshers’ Welcome and Orientation',
      days: -20,
      venue: 'Faculty of Law Lecture Theatre',
      featured: true,
      description: 'An introduction to the society, the faculty and the study of law for our newest members.',
    },
    {
      title: 'Public Lecture: The Constitution at Twenty-Five',
      days: -60,
      venue: 'Senate Chamber',
      featured: false,
      description:
        'A retired Justice of the Supreme Court reflects on a quarter century of constitutional democracy.',
    },
  ];
  for (const [index, event] of events.entries()) {
    await services.events.create(
      {
        title: event.title,
        description: event.description,
        eventDate: at(event.days),
        venue: event.venue,
        isFeatured: event.featured,
        imageUrl: await upload(coverImage(index + 1)),
      },
      author,
    );
  }

  const posts = [
    {
      title: 'Moot Court Team Reaches National Semi-Finals',
      status: 'published' as const,
      body: '<p>Our moot court team has reached the semi-finals of the national competition after a commanding performance in the quarter-final round.</p><h2>The problem</h2><p>The problem concerned the limits of executive power during a declared emergency. Our counsel argued that <strong>fundamental rights survive the emergency</strong> and persuaded the bench.</p><blockquote>“The best oral advocacy I have seen from students in years.” — the presiding judge</blockquote><p>The semi-final holds next month. Come and support the team.</p>',
    },
    {
      title: 'Understanding Bail: A Student’s Guide',
      status: 'published' as const,
      body: '<p>Bail is one of the most misunderstood areas of criminal procedure. This guide explains the principles courts apply, the conditions they may impose, and the rights of the accused.</p><ul><li>The presumption of innocence</li><li>Likelihood of appearance at trial</li><li>The nature of the offence</li></ul><p>Read on for a summary of the leading cases.</p>',
    },
    {
      title: 'Welcome to the New Session',
      status: 'published' as const,
      body: '<p>On behalf of the executive council, welcome back. This session brings a full calendar of moots, lectures and outreach, and the return of the Law &amp; Vibes podcast.</p>',
    },
    {
      title: 'Draft: Notes from the Bar Conference',
      status: 'draft' as const,
      body: '<p>Unfinished notes from the annual conference. Not yet for publication.</p>',
    },
  ];
  for (const [index, post] of posts.entries()) {
    await services.posts.create(
      {
        title: post.title,
        slug: post.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
        contentBody: post.body,
        coverImageUrl: await upload(coverImage(index + 7)),
        status: post.status,
        publishedAt: post.status === 'published' ? at(-(index * 9 + 2), 9) : null,
      },
      author,
    );
  }

  const executives = [
    ['Zainab Bello', 'President', true],
    ['Chukwuemeka Obi', 'Vice President', true],
    ['Aisha Yusuf', 'General Secretary', false],
    ['Tobi Adeleke', 'Treasurer', false],
    ['Ngozi Eze', 'Director of Moots', false],
    ['Ibrahim Sani', 'Public Relations Officer', false],
  ] as const;
  for (const [index, [name, position, featured]] of executives.entries()) {
    await services.executives.create(
      {
        name,
        position,
        displayOrder: index + 1,
        isFeatured: featured,
        imageUrl: index < 4 ? await upload(portraitImage(index)) : null,
      },
      author,
    );
  }

  const materials = [
    ['Constitutional Law I: Lecture Notes', '200L', 'Lecture Note'],
    ['Law of Contract: Past Questions 2019–2024', '200L', 'Past Question'],
    ['Criminal Law: Offences Against the Person', '300L', 'Lecture Note'],
    ['Law of Torts: Negligence Handout', '300L', 'Handout'],
    ['Equity and Trusts: Past Questions', '400L', 'Past Question'],
    ['Legal Methods: Introductory Textbook Extract', '100L', 'Textbook'],
  ] as const;
  for (const [title, level, materialType] of materials) {
    const file = await upload(
      simplePdf(title, [
        `${level} · ${materialType}`,
        "Law Students' Society resource hub.",
        'For study use by members of the faculty.',
      ]),
    );
    await services.materials.create(
      {
        title,
        description: `${materialType} for ${level} students.`,
        level,
        materialType,
        fileUrl: file,
      },
      author,
    );
  }

  const episodes = [
    {
      title: 'Life After Law School',
      guestName: 'Barr. Funmi Adeyemi',
      days: 5,
      description: 'A young lawyer on the first five years of practice, pupillage and finding your niche.',
    },
    {
      title: 'Tech, Privacy and the Law',
      guestName: null,
      days: 19,
      description: 'An open conversation on data protection and what it means for students.',
    },
    {
      title: 'Moot Court Secrets',
      guestName: 'Justice (Rtd.) A. Oladipo',
      days: -14,
      description: 'What judges look for in oral advocacy, and how to prepare a winning memorial.',
    },
    {
      title: 'Human Rights on Campus',
      guestName: 'Prof. K. Musa',
      days: -40,
      description: 'Students’ rights, due process in disciplinary hearings and the role of the society.',
    },
  ];
  for (const [index, episode] of episodes.entries()) {
    await services.podcast.create(
      {
        title: episode.title,
        description: episode.description,
        guestName: episode.guestName,
        episodeDate: at(episode.days, 19),
        xSpaceUrl: `https://x.com/i/spaces/demo${index + 1}`,
      },
      author,
    );
  }

  await services.contact.submit({
    name: 'Kemi Lawal',
    email: 'kemi@example.org',
    message: 'How can first-year students join the moot court team?',
  });
}
