/**
 * Splits a model's streamed text into what it thought and what it says: deepseek-r1, qwen3 and
 * other reasoning models served without a reasoning parser put their thinking between
 * `<think>` and `</think>` in the text itself, the tags sometimes cut across chunks.
 */
export class ThinkTags {
  private inside = false
  private held = ''

  /** One chunk in; the parts of it that are surely reasoning and surely visible text out. */
  push(chunk: string): { reasoning: string; text: string } {
    let input = this.held + chunk
    this.held = ''
    let reasoning = ''
    let text = ''
    while (input) {
      const tag = this.inside ? '</think>' : '<think>'
      const at = input.indexOf(tag)
      if (at >= 0) {
        if (this.inside) reasoning += input.slice(0, at)
        else text += input.slice(0, at)
        input = input.slice(at + tag.length)
        this.inside = !this.inside
        continue
      }
      // The end may be the start of a tag still coming: held back until the next chunk.
      const keep = partialTagAt(input, tag)
      const sure = input.slice(0, input.length - keep)
      this.held = input.slice(input.length - keep)
      if (this.inside) reasoning += sure
      else text += sure
      break
    }
    return { reasoning, text }
  }

  /** What is held back when the stream ends: it was not a tag after all. */
  end(): { reasoning: string; text: string } {
    const rest = this.held
    this.held = ''
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
