/**
 * Sentences of a text, keeping their end marks. A sentence ends at . ! or ? followed by a space
 * and a capital, a digit or an opening mark, so "e.g. this" and "musictheory.net" stay whole.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["”’)]?)\s+(?=[A-Z0-9"“‘(*[`⌘-])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[a-z0-9]/i.test(sentence))
}

/** Plain text of Markdown: link texts without their targets, no emphasis or code marks. */
export function stripMarkdown(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}
