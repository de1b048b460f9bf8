// The benchmark's ceiling: Fastify answering one constant JSON body (as large as the posts list),
// with nothing else to do. Every measured route is reported as a ratio to this, in the same run.
import Fastify from 'fastify';

const size = Number(process.argv[2] ?? 100_000);
const port = Number(process.argv[3] ?? 0);
const body = JSON.stringify({ padding: 'x'.repeat(Math.max(0, size - 14)) });
const app = Fastify({ logger: false });
app.get('/baseline', (_request, reply) => reply.type('application/json').send(body));
await app.listen({ port, host: '127.0.0.1' });
console.log(`ready ${app.server.address().port}`);
