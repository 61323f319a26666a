import { RE2JS } from 're2js'

/**
 * Lorebook keys written as regular expressions, run by RE2JS: a linear-time engine (no
 * backtracking), so no pattern can make a chat message hold the server for long
 * (docs/decisions/230-person-patterns-in-linear-time.md). JavaScript's own RegExp is never given
 * a person's pattern.
 */

/** Longest pattern we take, in characters. */
export const MAX_PATTERN_LENGTH = 200
/** Largest compiled program we run (RE2's measure of a pattern's cost; `.{0,100}` is ~400). */
export const MAX_PROGRAM_SIZE = 400
/**
 * The most work one test may do: characters scanned × program size. RE2JS builds its DFA as it
 * reads, and at worst (a state per character) that costs about 1 µs a unit here, so one test
 * stays near 100 ms whatever the pattern; a longer message is scanned from its end (the newest
 * words) for as many characters as fit.
 */
export const MAX_WORK_PER_TEST = 100_000

export interface LorePattern {
  /** Whether the pattern occurs in `text` (its last `scanLength` characters). */
  test(text: string): boolean
  /** How many characters of a message one test reads, given the work bound. */
  scanLength: number
}

/** A key's source and flags: `/pattern/flags` as SillyTavern writes it, or a bare pattern. */
function split(key: string, caseSensitive: boolean): { source: string; flags: string } {
  const literal = /^\/(.+)\/([a-z]*)$/s.exec(key)
  if (literal) return { source: literal[1]!, flags: literal[2]! }
  return { source: key, flags: caseSensitive ? '' : 'i' }
}

const FLAG_BITS: Record<string, number> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
}
/** Flags that change nothing for a yes/no test (global, sticky, indices, unicode). */
const IGNORED_FLAGS = new Set(['g', 'y', 'd', 'u', 'v'])

/** Compiled patterns by flags and source; a lorebook's keys are tested on every turn. */
const compiled = new Map<string, LorePattern | string>()
const CACHE_SIZE = 1_000

/**
 * The key compiled, or why it cannot be run (shown to the person when they save or import the
 * card; at chat time such a key simply does not match).
 */
export function compileLoreKey(key: string, caseSensitive: boolean): LorePattern | string {
  const { source, flags } = split(key, caseSensitive)
  const cacheKey = `${flags}/${source}`
  const known = compiled.get(cacheKey)
  if (known !== undefined) return known
  const result = compile(source, flags)
  if (compiled.size >= CACHE_SIZE) compiled.delete(compiled.keys().next().value!)
  compiled.set(cacheKey, result)
  return result
}

function compile(source: string, flags: string): LorePattern | string {
  if (source.length > MAX_PATTERN_LENGTH) return `is longer than ${MAX_PATTERN_LENGTH} characters`
  let bits = 0
  for (const flag of flags) {
    if (FLAG_BITS[flag] !== undefined) bits |= FLAG_BITS[flag]
    else if (!IGNORED_FLAGS.has(flag)) return `has a flag we do not know ("${flag}")`
  }
  let pattern: RE2JS
  try {
    pattern = RE2JS.compile(RE2JS.translateRegExp(source), bits)
  } catch (error) {
    const reason =
      error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : ''
    return `is not a pattern we can run (${reason || 'it does not compile'}); lookarounds and backreferences are not supported`
  }
  const size = pattern.programSize()
  if (size > MAX_PROGRAM_SIZE)
    return `is too costly to run (${size} steps, at most ${MAX_PROGRAM_SIZE}); use fewer or smaller repetitions`
  const scanLength = Math.max(1, Math.floor(MAX_WORK_PER_TEST / size))
  return {
    scanLength,
    test: (text) => pattern.test(text.length > scanLength ? text.slice(-scanLength) : text),
  }
}
