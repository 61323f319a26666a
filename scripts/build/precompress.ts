import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text the browser fetches; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of `dir`
 * (small ones too: a first view loads a dozen chunks under a kilobyte),
 * at the highest levels: done once at build time, so the server only picks the copy the
 * browser accepts (@fastify/static `preCompressed`).
 */
export async function precompressDir(dir: string) {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file))
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.readFile(file)
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ])
      // A copy that saves nothing is left out: the plain file is then sent.
      await Promise.all([
        br.length < body.length ? fs.writeFile(`${file}.br`, br) : undefined,
        gz.length < body.length ? fs.writeFile(`${file}.gz`, gz) : undefined,
      ])
    }),
  )
}

/** The Vite side: compresses the finished client build in place. */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'humancodex-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      await precompressDir(outDir)
    },
  }
}
