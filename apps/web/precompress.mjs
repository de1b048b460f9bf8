// After the client build: a brotli and a gzip copy of every text asset, so the server sends them
// compressed without compressing on each request (@fastify/static, preCompressed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = path.join(path.dirname(new URL(import.meta.url).pathname), 'dist/client/assets');
let count = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg|json|txt|xml|map)$/.test(name)) continue;
  const file = path.join(assets, name);
  if (statSync(file).size < 1024) continue;
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} assets`);
