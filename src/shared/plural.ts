const rules = new Intl.PluralRules('en-GB')

/**
 * The word for `count` things: `one` for one, `other` (by default `one` + "s") for any other
 * count, by the language's plural rules. The one helper the interface counts with.
 */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return rules.select(count) === 'one' ? one : other
}

/** "1 message", "2 messages", "0 replies": a count and its word. */
export function plural(count: number, one: string, other?: string): string {
  return `${count} ${pluralWord(count, one, other)}`
}
