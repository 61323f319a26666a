import { describe, expect, it } from 'vitest'
import type { Note } from '@/shared/notes'
import { savedText } from './update-note'

const note = { title: 'Plan' } as Note

describe('savedText', () => {
  it('says what a rename did to the links, and which notes it left', () => {
    expect(savedText(note)).toBe('“Plan” is written to its vault.')
    expect(
      savedText({
        ...note,
        renamedLinks: {
          updatedNotes: 2,
          updatedLinks: 3,
          notChanged: [{ path: 'B.md', reason: 'the file changed on disk since it was read' }],
          turnedOff: false,
        },
      }),
    ).toBe(
      '“Plan” is written to its vault. Links to it updated in 2 notes. Not changed: B.md (the file changed on disk since it was read).',
    )
  })
})
