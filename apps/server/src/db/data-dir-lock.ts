import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite must be opened by one process only: a second opener corrupts the data directory. A lock
 * file holding the owner's pid guards it; a lock left by a process that no longer runs (kill -9) is
 * taken over.
 */
/** Directories this process holds: a lock file with our own pid but not listed here is stale (pid reuse). */
const heldByThisProcess = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const release = () => {
    heldByThisProcess.delete(lockPath);
    rmSync(lockPath, { force: true });
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldByThisProcess.add(lockPath);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      const ownedHere = owner === process.pid ? heldByThisProcess.has(lockPath) : isRunning(owner);
      if (Number.isInteger(owner) && owner > 0 && ownedHere) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is already in use by another server (pid ${owner}). Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
