// The benchmark's ceiling: Fastify answering one constant body (the posts list's own JSON, read
// once at start and compressed once), with nothing else to do. Every measured route is reported as
// a ratio to this, in the same run.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Fastify from 'fastify';

const body = readFileSync(process.argv[2] ?? '', 'utf8');
const port = Number(process.argv[3] ?? 0);
const encoded = {
  br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 7 } }),
  gzip: gzipSync(body, { level: 6 }),
};
const app = Fastify({ logger: false });
app.get('/baseline', (request, reply) => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  reply.type('application/json');
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).header('vary', 'Accept-Encoding').send(encoded[encoding]);
});
await app.listen({ port, host: '127.0.0.1' });
console.log(`ready ${app.server.address().port}`);
