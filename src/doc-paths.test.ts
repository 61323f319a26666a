import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The area pages in docs/ say where the code is, by path: every repository path a page names in
 * backticks (`src/…`, `tests/…`, `scripts/…`, `bench/…`, `content/…`) must exist today, so a page
 * cannot keep describing a file that was moved or removed. A glob or placeholder (`<area>`, `*`,
 * `{a,b}`, `…`, `NNNN`) is checked up to where it starts.
 */

const root = path.resolve(import.meta.dirname, '..')
const pages = readdirSync(path.join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`)

/** A span between backticks, on one line. */
const codeSpan = /`([^`\n]+)`/g
/** A repository path inside a span, at its start or after a space, quote, bracket or `=`. */
const repositoryPath = /(?:^|[\s("'=])((?:src|tests|scripts|bench|content)\/[^\s`'"),;]*)/g
/** Where a glob or placeholder begins: the rest of the path is not a file name. */
const placeholder = /[<*{[]|…|\.\.\.|(?<![A-Za-z])(?:N{3,}|X{3,})(?![a-z])/

/** The part of a named path that must exist: no line number, anchor or placeholder tail. */
function checkedPart(named: string): string {
  let part = named.replace(/#.*$/, '').replace(/:[\w-]*$/, '')
  const at = part.search(placeholder)
  if (at >= 0) part = part.slice(0, part.lastIndexOf('/', at) + 1)
  return part.replace(/[.:]+$/, '')
}

function namedPaths(line: string): string[] {
  return [...line.matchAll(codeSpan)].flatMap(([, span = '']) =>
    [...span.matchAll(repositoryPath)].map(([, named = '']) => named),
  )
}

interface Finding {
  where: string
  named: string
}

function scan(): Finding[] {
  const missing: Finding[] = []
  for (const page of pages) {
    let fenced = false
    readFileSync(path.join(root, page), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (line.trimStart().startsWith('```')) fenced = !fenced
        if (fenced) return
        for (const named of namedPaths(line)) {
          const part = checkedPart(named)
          if (part && !existsSync(path.join(root, part)))
            missing.push({ where: `${page}:${index + 1}`, named })
        }
      })
  }
  return missing
}

describe('paths named in docs/*.md', () => {
  it('exist in the repository', () => {
    expect(scan().map(({ where, named }) => `${where}: ${named}`)).toEqual([])
  })

  it('finds what it looks for', () => {
    expect(namedPaths('the pipeline (`src/server/modules/chat/turn-events.ts`)')).toEqual([
      'src/server/modules/chat/turn-events.ts',
    ])
    expect(namedPaths('run `tsx bench/obsidian-vault/run.ts <vault folder>`')).toEqual([
      'bench/obsidian-vault/run.ts',
    ])
    expect(namedPaths('`src/a.ts` and `tests/e2e/`, not src/plain.ts')).toEqual([
      'src/a.ts',
      'tests/e2e/',
    ])
    expect(namedPaths('`modules/chat/turn.ts`, `@/lib/api`, `docs/x.md`')).toEqual([])
    expect(checkedPart('src/server/modules/<area>/routes.ts')).toBe('src/server/modules/')
    expect(checkedPart('src/server/db/migrations/NNNN_name.sql')).toBe('src/server/db/migrations/')
    expect(checkedPart('tests/e2e/*.e2e.ts')).toBe('tests/e2e/')
    expect(checkedPart('src/server/db/locks.ts:42')).toBe('src/server/db/locks.ts')
    expect(checkedPart('src/server/app.ts.')).toBe('src/server/app.ts')
  })
})
