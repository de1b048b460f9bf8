import { promises as dns } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { importMessages } from '@lss/shared/import';

/**
 * Fetching an imported site's media (issue 29, decisions.md Import): only over http(s), only from
 * the import source's own host name (at any address and port) or from public addresses. Every other
 * name is resolved first and refused when any of its addresses is private, loopback, link-local or
 * otherwise not the public internet; the connection then goes to the address that was checked, so a
 * second answer of the name server (DNS rebinding) cannot send it elsewhere. Redirects are followed
 * a few times, each checked the same way. A file larger than the upload limit is refused from its
 * declared size, or as soon as more bytes than that have come.
 */

/** An answer of the name server: every address of a host name. */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

export type MediaFetchPolicy = {
  /** The import source's own host name (the original site's, or WordPress's `mediaFrom`); null: none. */
  sourceHost: string | null;
  /** The largest file taken (UPLOAD_MAX_MB). */
  maxBytes: number;
  resolve?: Resolve;
  /** How long one file may take, redirects included. */
  timeoutMs?: number;
};

/** Why a file was not fetched: its message is the report's line. */
export class MediaFetchError extends Error {}

const MAX_REDIRECTS = 5;
const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * Addresses that are not the public internet (IANA special-purpose registries): this network,
 * private, shared (CGN), loopback, link-local, documentation, benchmarking, multicast, reserved; in
 * IPv6 also unique-local, site-local, and the forms that carry an IPv4 address (mapped, NAT64,
 * 6to4, Teredo), which could carry a private one.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The host name of a URL as the resolver and the policy see it ([::1] without its brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

/**
 * The address to connect to for a URL, or a refusal: any address of the source's own host name, a
 * public one for every other name (all of its addresses must be public).
 */
export async function allowedAddress(
  url: URL,
  policy: Pick<MediaFetchPolicy, 'sourceHost' | 'resolve'>,
): Promise<{ address: string; family: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new MediaFetchError(importMessages.mediaBadScheme(url.href));
  }
  const host = hostOf(url);
  const own = policy.sourceHost !== null && host === policy.sourceHost.toLowerCase();
  const literal = isIP(host);
  let addresses: { address: string; family: number }[];
  if (literal) {
    addresses = [{ address: host, family: literal }];
  } else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(host);
    } catch {
      throw new MediaFetchError(importMessages.mediaUnreachable(url.href, 'its host name is not known'));
    }
  }
  if (addresses.length === 0) {
    throw new MediaFetchError(importMessages.mediaUnreachable(url.href, 'its host name is not known'));
  }
  if (!own && addresses.some((entry) => !isPublicAddress(entry.address))) {
    throw new MediaFetchError(importMessages.mediaPrivateAddress(url.href));
  }
  return addresses[0]!;
}

type Answer = { status: number; location: string | null; body: Buffer };

/** One request to the checked address; the body only of a 200, at most maxBytes of it. */
function requestOnce(
  url: URL,
  target: { address: string; family: number },
  maxBytes: number,
  signal: AbortSignal,
): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        signal,
        headers: { accept: 'image/*,application/pdf,*/*;q=0.5', 'user-agent': 'lss-website-import' },
        // The name was checked: connect to the address that was, whatever the resolver says now.
        lookup: (_hostname, options, callback) => {
          const done = callback as (...args: unknown[]) => void;
          if ((options as { all?: boolean }).all) done(null, [target]);
          else done(null, target.address, target.family);
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status !== 200) {
          response.resume();
          resolve({ status, location: response.headers.location ?? null, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy();
          reject(new MediaFetchError(importMessages.mediaTooLarge(url.href, Math.round(maxBytes / 1048576))));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            reject(
              new MediaFetchError(importMessages.mediaTooLarge(url.href, Math.round(maxBytes / 1048576))),
            );
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, location: null, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** The bytes of a media file, under the policy; a MediaFetchError (the report's line) otherwise. */
export async function fetchMedia(href: string, policy: MediaFetchPolicy): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    throw new MediaFetchError(importMessages.mediaBadScheme(href));
  }
  const signal = AbortSignal.timeout(policy.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  for (let redirects = 0; ; redirects++) {
    const target = await allowedAddress(url, policy);
    let answer: Answer;
    try {
      answer = await requestOnce(url, target, policy.maxBytes, signal);
    } catch (error) {
      if (error instanceof MediaFetchError) throw error;
      const reason = signal.aborted
        ? importMessages.mediaTimeout
        : ((error as NodeJS.ErrnoException).code ?? (error as Error).message);
      throw new MediaFetchError(importMessages.mediaUnreachable(href, reason));
    }
    if (answer.status === 200) return answer.body;
    if ([301, 302, 303, 307, 308].includes(answer.status) && answer.location) {
      if (redirects >= MAX_REDIRECTS) {
        throw new MediaFetchError(
          importMessages.mediaUnreachable(href, importMessages.mediaTooManyRedirects),
        );
      }
      url = new URL(answer.location, url);
      continue;
    }
    throw new MediaFetchError(
      importMessages.mediaUnreachable(href, importMessages.mediaStatus(answer.status)),
    );
  }
}
