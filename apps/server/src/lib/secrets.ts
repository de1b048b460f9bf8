import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/client.ts';
import { sharedSecrets } from '../db/schema/index.ts';

const secretFile = (dataDir: string) => path.join(dataDir, 'jwt-secret');
const newSecret = () => randomBytes(48).toString('base64url');

/** The secret generated into DATA_DIR by an earlier start, if any. */
function generatedSecret(dataDir: string): string | null {
  try {
    const existing = readFileSync(secretFile(dataDir), 'utf8').trim();
    return existing.length >= 32 ? existing : null;
  } catch {
    return null;
  }
}

/**
 * The JWT secret: JWT_SECRET when set, else one generated once into DATA_DIR (decisions.md), so
 * tokens survive restarts of a development server without anyone having to invent a secret.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const existing = generatedSecret(dataDir);
  if (existing) return existing;
  mkdirSync(dataDir, { recursive: true });
  const secret = newSecret();
  writeFileSync(secretFile(dataDir), `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * With PostgreSQL and no JWT_SECRET, the generated secret lives in the database: instances on
 * several machines, each with a DATA_DIR of its own, must sign and check tokens (and device cookies)
 * with one secret. The first to start stores it (this DATA_DIR's earlier one, if any, so that tokens
 * it issued stay valid); the others read it. Undefined otherwise: resolveJwtSecret decides.
 */
export async function sharedJwtSecret(
  configured: string | undefined,
  dataDir: string,
  database: DatabaseHandle,
): Promise<string | undefined> {
  if (configured || database.kind !== 'postgres') return configured;
  const { db } = database;
  await db
    .insert(sharedSecrets)
    .values({ name: 'jwt', value: generatedSecret(dataDir) ?? newSecret() })
    .onConflictDoNothing();
  const [stored] = await db
    .select({ value: sharedSecrets.value })
    .from(sharedSecrets)
    .where(eq(sharedSecrets.name, 'jwt'));
  return stored!.value;
}
