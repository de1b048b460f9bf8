// `npm run bench:import` (issue 29, 'From WordPress'): a WordPress export of 50 MB with 2,000 posts
// imports in one pass with flat memory. Writes two exports (400 and 2,000 posts of about 25 KB each,
// the 12 attachments of the fixture in fixtures/wordpress, a featured image on every tenth
// post, an inline one on every twentieth, 100 events of The Events Calendar), serves the fixture's
// uploads on this machine's loopback, and runs the built `npm run import` on a throwaway data
// directory for each: its time, its peak RSS (the process's own maxRSS), and its RSS as the posts go
// by (sampled when a progress line is printed). Then the same export again: nothing changes.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BENCH_JWT_SECRET, machine, memoryCgroup, root, run, statusMb, writeResults } from './bench-kit.mjs';

const SIZES = (process.env.BENCH_IMPORT_POSTS ?? '400,2000').split(',').map(Number);
const BODY_BYTES = 25_000;
const EVENTS = 100;
const fixture = path.resolve(root, 'fixtures/wordpress');
const SITE = 'http://old-site.test';

const WORDS =
  'court appeal statute tribunal counsel precedent ratio dicta justice equity tort contract remedy ' +
  'constitution liberty federal petition review jurisdiction evidence hearing judgment society moot';
const words = WORDS.split(' ');
const cdata = (value) => `<![CDATA[${value}]]>`;

/** A deterministic paragraph of law words. */
function paragraph(seed) {
  const out = [];
  for (let index = 0; index < 90; index++) out.push(words[(seed * 7 + index * 13) % words.length]);
  return `<p>${out.join(' ')}.</p>`;
}

/** The fixture's 12 attachments (originals only), read from its uploads tree. */
function attachments() {
  const xml = readFileSync(path.join(fixture, 'export.xml'), 'utf8');
  return [
    ...xml.matchAll(
      /<wp:attachment_url><!\[CDATA\[http:\/\/127\.0\.0\.1:8088\/wp-content\/uploads\/([^\]]+)\]\]>/g,
    ),
  ].map(([, file], index) => ({ id: 100_000 + index, file }));
}

/** Writes an export of `posts` posts to `file`, streamed (the generator holds no more than one item). */
async function writeExport(file, posts) {
  const out = createWriteStream(file);
  const write = async (text) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const files = attachments();
  await write(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Bench</title><link>${SITE}</link><wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>${SITE}</wp:base_site_url>
<wp:author><wp:author_login>${cdata('editor')}</wp:author_login><wp:author_display_name>${cdata('Bench Editor')}</wp:author_display_name></wp:author>
`);
  const item = (fields, meta = {}) =>
    `<item>${Object.entries(fields)
      .map(([name, value]) => `<${name}>${value}</${name}>`)
      .join('')}${Object.entries(meta)
      .map(
        ([key, value]) =>
          `<wp:postmeta><wp:meta_key>${cdata(key)}</wp:meta_key><wp:meta_value>${cdata(value)}</wp:meta_value></wp:postmeta>`,
      )
      .join('')}</item>\n`;
  for (const { id, file: name } of files) {
    await write(
      item(
        {
          title: cdata(name),
          'wp:post_id': id,
          'wp:post_type': cdata('attachment'),
          'wp:status': cdata('inherit'),
          'wp:attachment_url': cdata(`${SITE}/wp-content/uploads/${name}`),
        },
        { _wp_attached_file: name },
      ),
    );
  }
  await write(
    item({
      title: cdata('Moot Court Hall'),
      'wp:post_id': 90_000,
      'wp:post_type': cdata('tribe_venue'),
      'wp:status': cdata('publish'),
    }),
  );
  for (let index = 0; index < posts; index++) {
    let body = '';
    for (let part = 0; body.length < BODY_BYTES; part++) body += paragraph(index + part);
    if (index % 20 === 0) {
      const { file: name } = files[index % files.length];
      body += `<figure class="wp-block-image"><img src="${SITE}/wp-content/uploads/${name}" alt="A picture"/></figure>`;
    }
    const day = new Date(Date.UTC(2020, 0, 1) + index * 86_400_000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ');
    await write(
      item(
        {
          title: cdata(`Review ${index + 1}`),
          'dc:creator': cdata('editor'),
          'content:encoded': cdata(body),
          'excerpt:encoded': cdata(''),
          'wp:post_id': index + 1,
          'wp:post_date': cdata(day),
          'wp:post_date_gmt': cdata(day),
          'wp:post_name': cdata(`review-${index + 1}`),
          'wp:status': cdata('publish'),
          'wp:post_type': cdata('post'),
        },
        index % 10 === 0 ? { _thumbnail_id: String(files[index % files.length].id) } : {},
      ),
    );
  }
  for (let index = 0; index < EVENTS; index++) {
    const start = new Date(Date.UTC(2024, 0, 1, 9) + index * 7 * 86_400_000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ');
    await write(
      item(
        {
          title: cdata(`Event ${index + 1}`),
          'content:encoded': cdata(paragraph(index)),
          'wp:post_id': 50_000 + index,
          'wp:post_type': cdata('tribe_events'),
          'wp:status': cdata('publish'),
        },
        { _EventStartDateUTC: start, _EventVenueID: '90000' },
      ),
    );
  }
  await write('</channel>\n</rss>\n');
  out.end();
  await once(out, 'finish');
}

/** The fixture's uploads, as the old site's web server would serve them. */
async function serveUploads() {
  const server = createServer((request, response) => {
    const file = path.join(
      fixture,
      'uploads',
      decodeURIComponent(request.url ?? '').replace(/^\/wp-content\/uploads\//, ''),
    );
    if (!existsSync(file)) return response.writeHead(404).end();
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

// Loaded into the import's process: its own peak RSS, told on exit.
const PEAK = `data:text/javascript,process.on('exit',()=>process.stderr.write('maxrss '+process.resourceUsage().maxRSS+'\\n'))`;
/** The process's resident memory now, in MB (null once it has exited). */
const rssMb = (pid) => {
  try {
    return Math.round(statusMb(pid, 'VmRSS'));
  } catch {
    return null;
  }
};

/** What a small server has: the import runs in a memory cgroup of this size where one can be made. */
const SERVER_MB = 512;
const cgroup = memoryCgroup('lss-bench-import', SERVER_MB);

/** `npm run import -- wordpress FILE --media-from URL` as built, on `dataDir`. */
async function importOnce(file, dataDir, mediaFrom) {
  const started = performance.now();
  // As `npm run import` runs it (scripts/server-cli.mjs), inside the cgroup when there is one.
  const command = [process.execPath, '--liftoff-only', '--import', PEAK, 'apps/server/dist/cli.mjs'];
  const args = ['import', 'wordpress', file, '--media-from', mediaFrom];
  const quoted = [...command, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
  const child = spawn(
    cgroup ? '/bin/sh' : command[0],
    cgroup ? ['-c', cgroup.wrap(quoted)] : [...command.slice(1), ...args],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        JWT_SECRET: BENCH_JWT_SECRET,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const samples = [];
  // RSS every half second, the whole run: where its peak falls.
  const timeline = [];
  const sampler = setInterval(() => timeline.push(rssMb(child.pid)), 500);
  let output = '';
  let peakKb = 0;
  child.stdout.on('data', (chunk) => {
    output += chunk;
    for (const match of String(chunk).matchAll(/^Posts: (\d+)\/(\d+)/gm)) {
      samples.push({ posts: Number(match[1]), total: Number(match[2]), rssMb: rssMb(child.pid) });
    }
  });
  child.stderr.on('data', (chunk) => {
    const match = /maxrss (\d+)/.exec(String(chunk));
    if (match) peakKb = Number(match[1]);
    else process.stderr.write(chunk);
  });
  const [code] = await once(child, 'exit');
  clearInterval(sampler);
  if (code !== 0) {
    console.error(output);
    throw new Error(`the import exited with ${code}`);
  }
  const report = output.slice(output.indexOf('Import of '));
  return {
    seconds: (performance.now() - started) / 1000,
    peakMb: Math.round(peakKb / 1024),
    samples,
    timeline: timeline.filter((value) => value !== null),
    report,
  };
}

run('flock', ['/tmp/e2e.lock', 'npm', 'run', 'build', '-w', '@lss/server']);
const uploads = await serveUploads();
const rows = [];
try {
  for (const posts of SIZES) {
    const work = mkdtempSync(path.join(tmpdir(), 'lss-bench-import-'));
    try {
      const file = path.join(work, `export-${posts}.xml`);
      await writeExport(file, posts);
      const megabytes = statSync(file).size / 1024 / 1024;
      const dataDir = path.join(work, 'data');
      const first = await importOnce(file, dataDir, uploads.url);
      const again = await importOnce(file, dataDir, uploads.url);
      console.log(first.report);
      console.log(again.report);
      console.log(`RSS every 0.5 s, first run: ${first.timeline.join(' ')}`);
      console.log(`RSS every 0.5 s, again: ${again.timeline.join(' ')}`);
      rows.push({ posts, megabytes, first, again });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
} finally {
  uploads.close();
}

const quarter = (samples, fraction) => {
  const total = samples.at(-1)?.total ?? 1;
  return samples.find((sample) => sample.posts >= total * fraction)?.rssMb ?? '–';
};
const markdown = [
  `# npm run bench:import: ${new Date().toISOString()}`,
  '',
  machine(),
  '',
  cgroup
    ? `The import runs in a memory cgroup of ${SERVER_MB} MB, as on a ${SERVER_MB} MB server.`
    : `No memory cgroup could be made here: node sized its heap for this machine's memory.`,
  '',
  '| export | import s | peak RSS MB | RSS at 25 / 50 / 75 / 100 % of the posts, MB | the same export again s | its peak RSS MB |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    ({ posts, megabytes, first, again }) =>
      `| ${posts} posts, ${EVENTS} events, 12 images, ${megabytes.toFixed(1)} MB | ${first.seconds.toFixed(1)} | ${first.peakMb} | ${[0.25, 0.5, 0.75, 1].map((fraction) => quarter(first.samples, fraction)).join(' / ')} | ${again.seconds.toFixed(1)} | ${again.peakMb} |`,
  ),
  '',
].join('\n');
console.log(markdown);
writeResults('import', rows, markdown);
