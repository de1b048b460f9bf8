import { constants, createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { access, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, isStorageKey, type Storage } from './storage.ts';

/**
 * Files in one folder, named by their keys: the layout DATA_DIR/uploads has always had, so an
 * existing site keeps its files. Types and caching come from the names when served, not from here.
 */
export function createDiskStorage(dir: string): Storage {
  mkdirSync(dir, { recursive: true });
  const file = (key: string) => {
    assertStorageKey(key);
    return path.join(dir, key);
  };

  return {
    kind: 'disk',
    async put(key, body) {
      if (Buffer.isBuffer(body)) await writeFile(file(key), body);
      else await pipeline(body.stream, createWriteStream(file(key)));
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const location = path.join(dir, key);
      const info = await stat(location).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(location), size: info.size, lastModified: info.mtime };
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async list() {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
      return entries.filter((entry) => entry.isFile() && isStorageKey(entry.name)).map((entry) => entry.name);
    },
    async ping() {
      return access(dir, constants.W_OK).then(
        () => true,
        () => false,
      );
    },
    publicUrl: () => null,
    close: async () => {},
  };
}
