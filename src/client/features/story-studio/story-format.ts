/** Turning a story written with eve into a title, a note and comic panels. */

export interface ComicPanel {
  /** The narrator's box: the panel's text without its spoken lines. */
  narration: string
  /** Spoken lines, each a speech bubble. */
  speech: string[]
}

/** Panels a page holds before a long story is cut (the rest goes into the last ones). */
export const MAX_PANELS = 12
/** A paragraph longer than this is cut at sentence ends into several panels. */
export const PANEL_CHARS = 280

const QUOTED = /["“]([^"”\n]{2,}?)["”]/g

/** Sentences of a paragraph, keeping their end marks. */
function sentences(text: string): string[] {
  return (
    text
      .match(/[^.!?…]+(?:[.!?…]+["”’)]*|$)\s*/g)
      ?.map((s) => s.trim())
      .filter(Boolean) ?? []
  )
}

/** Groups sentences into chunks of about `max` characters. */
function chunk(text: string, max: number): string[] {
  if (text.length <= max) return [text]
  const chunks: string[] = []
  let current = ''
  for (const sentence of sentences(text)) {
    if (current && current.length + sentence.length + 1 > max) {
      chunks.push(current)
      current = sentence
    } else current = current ? `${current} ${sentence}` : sentence
  }
  if (current) chunks.push(current)
  return chunks
}

function toPanel(text: string): ComicPanel {
  const speech = [...text.matchAll(QUOTED)].map((match) => match[1]!.trim())
  const narration = text
    .replace(QUOTED, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/^[\s,.;:]+/, '')
    .replace(/\s+/g, ' ')
    .trim()
  return { narration, speech }
}

/** The story's body without Markdown headings, separators, emphasis marks or link targets. */
function storyParagraphs(story: string): string[] {
  return story
    .split(/\r?\n\s*\r?\n/)
    .map((block) =>
      block
        .split(/\r?\n/)
        .filter((line) => !/^\s*(#{1,6}\s|[-*_]{3,}\s*$)/.test(line))
        .map((line) => line.replace(/^\s*(?:[-*+]|\d+\.)\s+/, '').trim())
        .join(' ')
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\*\*|__|\*|(?<!\w)_|_(?!\w)/g, '')
        .trim(),
    )
    .filter(Boolean)
}

/**
 * Splits a story into comic panels: one per paragraph, long paragraphs cut at sentence ends,
 * quoted speech lifted into bubbles. Past `maxPanels` the remaining text joins the last panel.
 */
export function splitIntoPanels(
  story: string,
  maxPanels = MAX_PANELS,
  panelChars = PANEL_CHARS,
): ComicPanel[] {
  const pieces = storyParagraphs(story).flatMap((paragraph) => chunk(paragraph, panelChars))
  if (pieces.length > maxPanels) {
    const rest = pieces.splice(maxPanels - 1).join(' ')
    pieces.push(rest)
  }
  return pieces.map(toPanel).filter((panel) => panel.narration || panel.speech.length)
}

/**
 * A title for the note: the story's first heading, else its first sentence (or the prompt),
 * at most 80 characters.
 */
export function storyTitle(story: string, prompt: string): string {
  const heading = /^\s*#{1,6}\s+(.+)$/m.exec(story)?.[1]
  const firstSentence = sentences(storyParagraphs(story)[0] ?? '')[0]
  const raw =
    (heading ?? firstSentence ?? prompt).replace(/[*_`#[\]]/g, '').trim() || 'Untitled story'
  return raw.length <= 80 ? raw.replace(/[.!?…]+$/, '') : `${raw.slice(0, 79).trimEnd()}…`
}

/** The instruction sent to eve: the visitor's idea, the form, and a request for a title. */
export function storyPrompt(idea: string, mode: 'story' | 'comic'): string {
  const form =
    mode === 'comic'
      ? 'a short comic script: 4 to 8 short paragraphs, one scene each, with quoted dialogue'
      : 'a short story of 4 to 8 paragraphs'
  return `Write ${form}, starting with a Markdown heading as its title. The idea: ${idea.trim()}`
}
