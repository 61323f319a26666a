import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const eslint = new ESLint({
  cwd: ROOT,
  // The cycle walk is another rule's business and slow; only the boundaries are under test.
  overrideConfig: { rules: { 'import-x/no-cycle': 'off' } },
})

/** The boundary messages ESLint gives `code` as if it were the file `file`. */
async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) })
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message)
}

describe('server module boundaries (eslint.config.js)', () => {
  // The first file loads the configuration and the plugins: seconds on a busy machine.
  beforeAll(() => boundaryErrors('src/server/modules/board/helper.ts', ''), 60_000)

  it("let a module use another's service.ts", async () => {
    const code = "import { prepareTurn } from '../chat/service'\nexport const use = prepareTurn\n"
    expect(await boundaryErrors('src/server/modules/board/helper.ts', code)).toEqual([])
  })

  it("refuse a module reaching into another's files", async () => {
    const code = "import { respond } from '../chat/respond'\nexport const use = respond\n"
    expect(await boundaryErrors('src/server/modules/board/helper.ts', code)).toEqual([
      expect.stringContaining('Import another module only through its service.ts or index.ts.'),
    ])
  })

  it('let a module use its own files', async () => {
    const code = "import { respond } from './respond'\nexport const use = respond\n"
    expect(await boundaryErrors('src/server/modules/chat/helper.ts', code)).toEqual([])
  })

  it('refuse routes importing the database, types included', async () => {
    const code = [
      "import { users } from '../../db/schema/index'",
      "import type { Db } from '../../db/open'",
      'export const use = [users, null as unknown as Db]',
      '',
    ].join('\n')
    expect(await boundaryErrors('src/server/modules/board/routes.ts', code)).toEqual([
      expect.stringContaining("Routes reach the database only through their module's service."),
      expect.stringContaining("Routes reach the database only through their module's service."),
    ])
  })

  it('let a service import the database', async () => {
    const code = "import { users } from '../../db/schema/index'\nexport const use = users\n"
    expect(await boundaryErrors('src/server/modules/board/service.ts', code)).toEqual([])
  })
})
