import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A load balancer in miniature for the multi-instance test: each request goes to the next backend in
 * turn, with the client's address in X-Forwarded-For (as a proxy the app trusts through TRUST_PROXY
 * would send it). A backend that cannot be reached, or that fails a GET mid-answer, is passed over
 * for the next one, as load balancers retry idempotent requests; a write is never sent twice.
 */
export async function startRoundRobinProxy(backends: string[]) {
  let next = 0;
  const served: string[] = [];

  function forward(
    target: string,
    incoming: IncomingMessage,
    body: Buffer,
  ): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const url = new URL(incoming.url ?? '/', target);
      const outgoing = httpRequest(
        url,
        {
          method: incoming.method,
          headers: {
            ...incoming.headers,
            host: url.host,
            'x-forwarded-for': incoming.socket.remoteAddress ?? '',
            connection: 'close',
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 502,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  const server = createServer(async (incoming, reply) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const retriable = incoming.method === 'GET' || incoming.method === 'HEAD';
    // In turn; on a failure, the backends after this one (never the same one twice).
    const first = next++;
    for (let tried = 0; tried < backends.length; tried++) {
      const target = backends[(first + tried) % backends.length]!;
      try {
        const answer = await forward(target, incoming, body);
        served.push(target);
        reply.writeHead(answer.status, answer.headers);
        reply.end(answer.body);
        return;
      } catch (error) {
        const refused = (error as { code?: string }).code === 'ECONNREFUSED';
        if (!refused && !retriable) break;
      }
    }
    reply.writeHead(502).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    base: `http://127.0.0.1:${port}`,
    /** The backend that answered each request, in order. */
    served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
