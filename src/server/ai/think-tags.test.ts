import { describe, expect, it } from 'vitest'
import { ThinkTags } from './think-tags'

const split = (chunks: string[]) => {
  const tags = new ThinkTags()
  let reasoning = ''
  let text = ''
  for (const part of [...chunks.map((chunk) => tags.push(chunk)), tags.end()]) {
    reasoning += part.reasoning
    text += part.text
  }
  return { reasoning, text }
}

describe('think tags', () => {
  it('separates a <think> block from the answer', () => {
    expect(split(['<think>Let me think.</think>Hello.'])).toEqual({
      reasoning: 'Let me think.',
      text: 'Hello.',
    })
  })

  it('finds tags cut across chunks', () => {
    expect(split(['<thi', 'nk>Let me ', 'think.</th', 'ink>\n\nHello ', 'there.'])).toEqual({
      reasoning: 'Let me think.',
      text: '\n\nHello there.',
    })
  })

  it('leaves text without tags, and a lone "<" at the end, as text', () => {
    expect(split(['a < b and ', 'x <'])).toEqual({ reasoning: '', text: 'a < b and x <' })
  })

  it('keeps an unclosed block as reasoning', () => {
    expect(split(['<think>still thinking'])).toEqual({ reasoning: 'still thinking', text: '' })
  })
})
