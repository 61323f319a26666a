/**
 * How deep a request's JSON may nest (decision 226): nothing the product sends goes past a
 * dozen levels, and V8 parses deep nesting in time that grows faster than its length (500,000
 * levels took 3.5 s), so deeper text is refused before it is parsed.
 */
export const MAX_JSON_DEPTH = 64

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d

/**
 * Whether JSON text nests arrays and objects deeper than `max`, read once, character by
 * character, without parsing it: brackets inside strings do not count. Text that is not JSON
 * gets an answer too; the parser that reads it next says what is wrong with it.
 */
export function jsonDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) inString = true
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--
  }
  return false
}

/** A parse of people's JSON that refuses nesting past `MAX_JSON_DEPTH` before parsing it. */
export function parseShallowJson(text: string): unknown {
  if (jsonDeeperThan(text)) throw new SyntaxError(`it nests deeper than ${MAX_JSON_DEPTH} levels`)
  return JSON.parse(text)
}
