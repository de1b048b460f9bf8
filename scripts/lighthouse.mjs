// `npm run lighthouse`: Lighthouse scores (mobile) of the home page, /news, an article, /events and /podcast, on the
// built server with a throwaway data directory and a little seeded content (issue 7).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runLighthouse } from '../e2e/lighthouse/run.mjs';
import { root, startBuiltServer } from './bench-kit.mjs';

if (!existsSync(path.join(root, 'apps/server/dist/server.mjs'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'lss-lighthouse-'));
let base;

async function api(method, url, body, token) {
  const response = await fetch(`${base}/api${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString();

let started;
try {
  // NODE_ENV and JWT_SECRET as this environment has them (not the bench's production defaults):
  // react-dom renders the pages in its development or production build as NODE_ENV says.
  started = await startBuiltServer(
    dataDir,
    // As deployed: the kit's NODE_ENV=production (React's production build renders the pages).
    (address) => ({ PUBLIC_URL: address }),
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  base = started.base;
  const admin = {
    fullName: 'Lighthouse Admin',
    email: 'lighthouse@lss.example.org',
    password: 'Lighthouse-2026!',
  };
  await api('POST', '/users/register', admin);
  const { token } = await api('POST', '/users/login', { email: admin.email, password: admin.password });
  await api(
    'POST',
    '/posts',
    {
      title: 'The Doctrine of Precedent in Nigerian Courts',
      slug: 'doctrine-of-precedent',
      status: 'published',
      contentBody: `<p>${'Stare decisis keeps the law steady and predictable for litigants and students alike. '.repeat(12)}</p><h2>Why it matters</h2><p>${'Lower courts follow the decisions of higher courts. '.repeat(10)}</p>`,
    },
    token,
  );
  await api(
    'POST',
    '/events',
    {
      title: 'Annual Moot Court Finals',
      description: 'The final round of the inter-class moot court competition.',
      eventDate: inDays(10),
      venue: 'Moot Court Room, Faculty of Law',
      isFeatured: true,
    },
    token,
  );
  await api(
    'POST',
    '/executives',
    { name: 'Oluwaseun Adebayo', position: 'President', displayOrder: 1, isFeatured: true },
    token,
  );
  await api(
    'POST',
    '/podcast',
    {
      title: 'Life After Law School',
      description: 'Young practitioners on the first years at the bar.',
      episodeDate: inDays(5),
      xSpaceUrl: 'https://x.com/i/spaces/1yNGaYkLZqXKj',
      guestName: 'Barr. Funmi Adeyemi',
    },
    token,
  );

  const results = await runLighthouse(
    ['/', '/news', '/news/doctrine-of-precedent', '/events', '/podcast'].map((page) => `${base}${page}`),
  );
  console.log('\nLighthouse (mobile)        performance  accessibility  best-practices  seo');
  for (const { url, scores, failures } of results) {
    const name = new URL(url).pathname.padEnd(28);
    const cells = ['performance', 'accessibility', 'best-practices', 'seo'].map((id) =>
      String(scores[id]).padStart(13),
    );
    console.log(`${name}${cells.join('  ')}`);
    for (const [category, audits] of Object.entries(failures)) {
      if (audits.length) console.log(`    ${category}: ${audits.join(', ')}`);
    }
  }
} finally {
  await started?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
