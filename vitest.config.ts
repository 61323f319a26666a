import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The longest spec files, measured (docs/decisions/108-test-suite-time.md). A clean clone has no
 * timings cached, and Vitest then starts the largest files first: the two route walks are short
 * files that drive long walks, so they would run last with the other worker idle.
 */
const LONGEST = [
  'tests/e2e/routes-desktop.e2e.ts',
  'tests/e2e/routes-phone.e2e.ts',
  'tests/e2e/landing.e2e.ts',
  'tests/e2e/chat.e2e.ts',
]

/** Vitest's order (cached durations, else size), with the longest e2e files first. */
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((path) => file.moduleId.endsWith(path))
      return index < 0 ? LONGEST.length : index
    }
    // Stable: everything else keeps Vitest's order.
    return sorted
      .map((file, position) => ({ file, position }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.position - b.position)
      .map(({ file }) => file)
  }
}

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      '@content': path.resolve(import.meta.dirname, 'content'),
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. The
    // API and reliability files spend most of their time in PGlite and Fastify, so two workers
    // nearly halve them (docs/decisions/108-test-suite-time.md).
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'content/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
          environment: 'node',
          // About ninety small files: a fresh module graph for each cost ~0.3 s a file, more than
          // their tests. They share one per worker; stubbed globals and spies are undone after
          // each test so none leaks into the next file (docs/decisions/108-test-suite-time.md).
          isolate: false,
          unstubGlobals: true,
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          // Each file builds its own app on its own database, and the server's module state is
          // keyed by database: files share one module graph per worker instead of importing the
          // whole server again (74 s of a 200 s phase); spies and stubs are undone after each test.
          isolate: false,
          unstubGlobals: true,
          restoreMocks: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // `npm run test:reliability`: fuzzing, crash safety, faults and security checks.
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker, as for the API files (25.5 s of imports in a run, 9.3 s
          // shared); spies and stubs are undone after each test.
          isolate: false,
          unstubGlobals: true,
          restoreMocks: true,
          globalSetup: ['src/server/test/global-setup.ts', 'tests/e2e/support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          // Each file starts its own server and browser; the test modules and Playwright are
          // imported once per worker (20.6 s of imports in a run, 2.4 s shared).
          isolate: false,
          // The cached migrated template first: the e2e setup unpacks it for the servers.
          globalSetup: ['src/server/test/global-setup.ts', 'tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // What the page shows after a server round trip can take seconds on a loaded CI
          // machine: polls wait as long as Playwright's own waits, not Vitest's default 1 s.
          expect: { poll: { timeout: 15_000 } },
          // In CI a failed browser test runs once more; a pass on the second try is still listed
          // by name at the end of the run (docs/decisions/211-e2e-retried-once-in-ci.md).
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
})
