/**
 * English words that carry no topic. Left out of knowledge queries: "how does quick search
 * work" should find quick search, not every passage that says "how", and each word left out is
 * one less prefix walk through the index.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about after again all am an and any are as at be been before being but by can could ' +
    'did do does doing for from had has have having he her here hers him his how i if in into ' +
    'is it its just me more most my no nor not of off on once only or other our ours out over ' +
    'own please same she should so some such than that the their theirs them then there these ' +
    'they this those through to too under until up very was we were what when where which ' +
    'while who whom why will with would you your yours'
  ).split(' '),
)

/** MiniSearch's query term processing: lower case, stop words dropped. */
export const queryTerm = (term: string) => {
  const lower = term.toLowerCase()
  return STOP_WORDS.has(lower) ? null : lower
}

/** A crude English stem: plural and third-person "s" dropped, so "experts" finds "expert". */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1)
  return word
}

/** The fact index's term processing: lower case, stop words dropped, stemmed. */
export const factTerm = (term: string) => {
  const lower = term.toLowerCase()
  return STOP_WORDS.has(lower) ? null : stem(lower)
}
