import { describe, expect, it } from 'vitest'
import { boardMessage } from '@/shared/test-board-message'
import { addToList, addToPages, applyReaction, type MessagePages } from './cache-updates'

const ids = (list: { id: number }[]) => list.map((message) => message.id)

describe('live cache updates', () => {
  const list = [
    boardMessage({ id: 5 }),
    boardMessage({ id: 3, replies: 1 }),
    boardMessage({ id: 1 }),
  ]

  it('adds a new message where its id belongs, once', () => {
    const added = addToList(list, boardMessage({ id: 6 }))
    expect(ids(added)).toEqual([6, 5, 3, 1])
    expect(addToList(added, boardMessage({ id: 6 }))).toBe(added)
    expect(ids(addToList(list, boardMessage({ id: 4 })))).toEqual([5, 4, 3, 1])
    expect(ids(addToList([], boardMessage({ id: 2 })))).toEqual([2])
  })

  it("raises the parent's reply count only when the reply is new", () => {
    const reply = boardMessage({ id: 7, parentId: 3 })
    const once = addToList(list, reply)
    expect(once.find((m) => m.id === 3)?.replies).toBe(2)
    expect(addToList(once, reply).find((m) => m.id === 3)?.replies).toBe(2)
  })

  it('puts a new message on the first page of a paged list and counts it in the total', () => {
    const data: MessagePages = {
      pages: [
        { messages: [boardMessage({ id: 9 }), boardMessage({ id: 8 })], total: 70 },
        { messages: [boardMessage({ id: 2 })], total: 70 },
      ],
      pageParams: [undefined, 8],
    }
    const next = addToPages(data, boardMessage({ id: 10, parentId: 2 }))
    expect(next.pages.map((page) => ids(page.messages))).toEqual([[10, 9, 8], [2]])
    expect(next.pages[0]!.total).toBe(71)
    expect(next.pages[1]!.messages[0]!.replies).toBe(1)
    expect(addToPages(next, boardMessage({ id: 2 }))).toBe(next)
  })

  it('applies reaction counts, never lowering them', () => {
    const liked = applyReaction(list, { messageId: 3, likes: 4, helpful: 1 })
    expect(liked.find((m) => m.id === 3)).toMatchObject({ likes: 4, helpful: 1 })
    const stale = applyReaction(liked, { messageId: 3, likes: 2, helpful: 2 })
    expect(stale.find((m) => m.id === 3)).toMatchObject({ likes: 4, helpful: 2 })
    expect(applyReaction(list, { messageId: 99, likes: 1, helpful: 0 })).toBe(list)
  })
})
