// A Vite plugin (build only): after the bundle is written, every text file of the output
// (JS, CSS, HTML, SVG, JSON, maps, ...) gets a brotli (quality 11) and a gzip (level 9) copy next to
// it, `<file>.br` and `<file>.gz`, when the copy is smaller. The server serves them by
// Accept-Encoding (@fastify/static `preCompressed: true`), so no request pays for compression.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text formats (images and fonts are compressed already). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|xml|webmanifest|ico)$/i;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Writes `.br` and `.gz` beside every compressible file under `dir`; returns how many files it did. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gz(raw, { level: 9 }),
      ]);
      if (br.length < raw.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
    }),
  );
  return files.length;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'aibeike:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const n = await precompressDir(outDir);
      this.info?.(`brotli and gzip copies of ${n} files in ${outDir}`);
    },
  };
}
