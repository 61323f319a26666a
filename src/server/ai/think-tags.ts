const OPEN = '<think>'
const CLOSE = '</think>'

/** What one chunk (or the end) gives: reasoning and visible text, and text taken back. */
export interface ThinkPart {
  reasoning: string
  text: string
  /**
   * Text given out earlier that turned out to be reasoning: a `</think>` came with no
   * `<think>` before it. The caller withdraws it from the answer; it is in `reasoning` too.
   */
  retracted?: string
}

/**
 * Splits a model's streamed text into what it thought and what it says. Reasoning models served
 * without a reasoning parser put their thinking between `<think>` and `</think>` in the text
 * itself, the tags sometimes cut across chunks; DeepSeek-R1 distills and QwQ get the opening tag
 * from their chat template, so their reply starts inside the block and only `</think>` comes
 * (decision 242). `startsInside` is for a model known to do that: its reply is reasoning until
 * `</think>`, and all of it is text if no `</think>` ever comes.
 */
export class ThinkTags {
  private inside: boolean
  private held = ''
  /** Whether a tag was seen in this reply: a bare `</think>` counts only before any. */
  private tagged = false
  /** Text given out before any tag, which a bare `</think>` would turn into reasoning. */
  private untagged = ''
  /** Reasoning of a reply that started inside, given back as text if no `</think>` comes. */
  private presumed = ''

  constructor(private readonly startsInside = false) {
    this.inside = startsInside
  }

  /** Whether this reply closed a block it never opened. */
  closedWithoutOpening = false

  /** One chunk in; the parts of it that are surely reasoning and surely visible text out. */
  push(chunk: string): ThinkPart {
    let input = this.held + chunk
    this.held = ''
    let reasoning = ''
    let text = ''
    let retracted: string | undefined
    while (input) {
      // Before any tag, both can come: `<think>` opens, a bare `</think>` closes what the
      // template opened.
      // A model presumed to start inside may still write its own `<think>` first: dropped.
      const tags = this.inside
        ? this.tagged
          ? [CLOSE]
          : [CLOSE, OPEN]
        : this.tagged
          ? [OPEN]
          : [OPEN, CLOSE]
      const found = tags
        .map((tag) => ({ tag, at: input.indexOf(tag) }))
        .filter((hit) => hit.at >= 0)
        .sort((a, b) => a.at - b.at)[0]
      if (found) {
        const before = input.slice(0, found.at)
        input = input.slice(found.at + found.tag.length)
        if (this.inside && found.tag === OPEN) {
          reasoning += before
        } else if (this.inside) {
          reasoning += before
          this.inside = false
          this.presumed = ''
        } else if (found.tag === OPEN) {
          text += before
          this.inside = true
        } else {
          // A bare `</think>`: everything said so far was reasoning.
          retracted = this.untagged
          reasoning += this.untagged + text + before
          text = ''
          this.untagged = ''
          this.closedWithoutOpening = true
        }
        this.tagged = true
        continue
      }
      // The end may be the start of a tag still coming: held back until the next chunk.
      const keep = Math.max(...tags.map((tag) => partialTagAt(input, tag)))
      const sure = input.slice(0, input.length - keep)
      this.held = input.slice(input.length - keep)
      if (this.inside) reasoning += sure
      else text += sure
      break
    }
    if (!this.tagged) {
      this.untagged += text
      if (this.inside) this.presumed += reasoning
    }
    return { reasoning, text, ...(retracted ? { retracted } : {}) }
  }

  /**
   * What is held back when the stream ends: it was not a tag after all. A reply presumed to
   * start inside a block that never closed was the answer: its "reasoning" comes back as text.
   */
  end(): ThinkPart & { unthought?: string } {
    const rest = this.held
    this.held = ''
    if (this.inside && !this.tagged && this.startsInside) {
      const all = this.presumed + rest
      return { reasoning: '', text: all, ...(this.presumed ? { unthought: this.presumed } : {}) }
    }
    return this.inside ? { reasoning: rest, text: '' } : { reasoning: '', text: rest }
  }
}

/** How many characters at the end of `input` could begin `tag`. */
function partialTagAt(input: string, tag: string): number {
  for (let length = Math.min(tag.length - 1, input.length); length > 0; length--) {
    if (tag.startsWith(input.slice(-length))) return length
  }
  return 0
}
