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

describe('a reply that starts inside a block its template opened', () => {
  const run = (chunks: string[], startsInside = false) => {
    const tags = new ThinkTags(startsInside)
    let reasoning = ''
    let text = ''
    let retracted = ''
    for (const part of [...chunks.map((chunk) => tags.push(chunk)), tags.end()]) {
      reasoning += part.reasoning
      // The caller withdraws what was taken back, as the provider does.
      if (part.retracted !== undefined) text = ''
      text += part.text
      retracted += part.retracted ?? ''
    }
    return { reasoning, text, retracted, bare: tags.closedWithoutOpening }
  }

  it('turns what came before a bare </think> into reasoning, and takes back what was given out', () => {
    expect(run(['Okay, the user ', 'greets me.</th', 'ink>\n\nHello!'])).toEqual({
      reasoning: 'Okay, the user greets me.',
      text: '\n\nHello!',
      retracted: 'Okay, the user greets me.',
      bare: true,
    })
  })

  it('reads a bare </think> in the first chunk without giving anything out', () => {
    expect(run(['Thinking.</think>Answer.'])).toEqual({
      reasoning: 'Thinking.',
      text: 'Answer.',
      retracted: '',
      bare: true,
    })
  })

  it('leaves a </think> after a whole <think> block as text', () => {
    expect(run(['<think>a</think>b </think> c']).text).toBe('b </think> c')
  })

  it('streams a known model’s reply as reasoning until </think>', () => {
    expect(run(['Let me ', 'see.</think>', 'Hi.'], true)).toEqual({
      reasoning: 'Let me see.',
      text: 'Hi.',
      retracted: '',
      bare: false,
    })
  })

  it('gives a known model’s reply back as text when no </think> comes', () => {
    const tags = new ThinkTags(true)
    const first = tags.push('Just an ')
    const second = tags.push('answer.')
    const end = tags.end()
    expect(first.reasoning + second.reasoning).toBe('Just an answer.')
    expect(end).toEqual({ reasoning: '', text: 'Just an answer.', unthought: 'Just an answer.' })
  })

  it('drops an explicit <think> from a reply presumed to start inside', () => {
    expect(run(['<think>hm</think>Yes.'], true)).toMatchObject({ reasoning: 'hm', text: 'Yes.' })
  })
})
