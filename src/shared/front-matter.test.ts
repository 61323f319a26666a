import { describe, expect, it } from 'vitest'
import { splitFrontMatter } from './front-matter'

describe('splitFrontMatter', () => {
  it('splits a block with its closing line end and keeps the body byte for byte', () => {
    expect(splitFrontMatter('---\r\na: 1\r\n---\r\nBody\u0000')).toEqual({
      block: '---\r\na: 1\r\n---\r\n',
      yaml: 'a: 1',
      body: 'Body\u0000',
    })
  })
  it('takes an empty block and `--- ` with trailing spaces as front matter', () => {
    expect(splitFrontMatter('---\n---\nText').yaml).toBe('')
    expect(splitFrontMatter('--- \nk: v\n---\t\nText')).toMatchObject({
      yaml: 'k: v',
      body: 'Text',
    })
  })
  it('leaves a body without front matter, or an unclosed block, as it is', () => {
    expect(splitFrontMatter('Text\n---\n')).toEqual({ block: '', yaml: null, body: 'Text\n---\n' })
    expect(splitFrontMatter('---\nk: v\n').yaml).toBeNull()
  })
})
