import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|webmanifest|txt|json)$/;
/** Files smaller than this are sent as they are. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `.br` and `.gz` beside each compressible build file, once, at build time, so the
 * server sends them as they are (serveStatic `precompressed`) instead of compressing per request.
 */
export function precompressBuild(outDir = 'dist'): Plugin {
  return {
    name: 'hallway:precompress',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      order: 'post',
      handler() {
        for (const file of filesUnder(outDir)) {
          // The server-render entry is read from disk by the server, never sent.
          if (file.startsWith(join(outDir, 'server'))) continue;
          if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
          const bytes = readFileSync(file);
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
          writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }
      },
    },
  };
}
