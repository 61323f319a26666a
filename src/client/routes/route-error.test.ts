import { describe, expect, it } from 'vitest'
import { isChunkLoadError } from './route-error'

describe('isChunkLoadError', () => {
  it("knows each browser's message for a screen's code that did not arrive", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/notes-abc.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: http://x/assets/notes-abc.js',
      "Failed to load module script: Expected a JavaScript module script but the server responded with a MIME type of 'text/html'.",
    ])
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true)
  })

  it('leaves other failures to the general message', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError({ status: 404 })).toBe(false)
  })
})
