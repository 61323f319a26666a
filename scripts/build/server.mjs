// Bundles the server (src/server/main.ts) into ES modules, dist/server/main.js and its chunks,
// that Node runs without tsx (decision 145): our own code, `@/`, `@content/`, `#shared/` and the
// packages, but those in PACKAGES_LEFT_OUT, which stay imports of node_modules.
import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const SERVER_OUT = path.join(ROOT, 'dist/server/main.js')

/**
 * Packages that find files beside their own code at run time, or load native or worker code, and
 * so stay in node_modules. Bundling the others spares Node about 1,000 file reads and 4,000
 * lookups in node_modules at each start (decision 145).
 */
const PACKAGES_LEFT_OUT = [
  '@electric-sql/pglite', // its WebAssembly and data files
  '@node-rs/argon2', // a native addon
  '@fastify/swagger', // reads its package.json through __dirname
  '@fastify/swagger-ui', // serves its own static files
  'pino', // writes through worker threads
  'pino-pretty', // loaded by name in such a worker (development logging)
  'pg-native', // pg's optional native client
]

/** CommonJS packages inside an ES module still call `require` (Node's own modules). */
const REQUIRE_BANNER =
  "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);"

/**
 * Source files find their neighbours (migrations, content folders) from `import.meta.url`:
 * each keeps meaning its own source file, relative to the bundle, so those paths hold.
 */
const sourceFileUrls = {
  name: 'source-file-urls',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const source = await fs.readFile(args.path, 'utf8')
      if (!source.includes('import.meta.url')) return undefined
      const relative = path.relative(path.dirname(SERVER_OUT), args.path).split(path.sep).join('/')
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        ),
        loader: 'ts',
      }
    })
  },
}

export async function buildServer() {
  // Chunks are named by content: the previous build's would pile up.
  await fs.rm(path.dirname(SERVER_OUT), { recursive: true, force: true })
  await build({
    entryPoints: { main: path.join(ROOT, 'src/server/main.ts') },
    outdir: path.dirname(SERVER_OUT),
    // main.ts imports the app when it already listens (decision 161): split, the packages only
    // the app uses (PGlite, Drizzle, zod schemas…) load then, not before the server listens.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: PACKAGES_LEFT_OUT.flatMap((name) => [name, `${name}/*`]),
    banner: { js: REQUIRE_BANNER },
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
    // Without comments the chunks are ASCII, which V8 keeps at one byte a character, and
    // smaller: their sources take half the heap they did (decision 145). Names stay.
    minifyWhitespace: true,
    minifySyntax: true,
    legalComments: 'external',
    plugins: [sourceFileUrls],
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer()
