import { describe, expect, it } from 'vitest'
import { AiError, type GenerationResult } from '../../ai/provider'
import { DEFAULT_RESOURCES } from '../../ai/safety/resources'
import { BackgroundWork } from '../../background'
import { runTurn, type TurnEvent } from './turn-events'

/** A model that says one word and then waits until the turn is cut. */
async function* oneWordThenWait(signal: AbortSignal): AsyncGenerator<string, GenerationResult> {
  yield 'Once'
  await new Promise((_, reject) => {
    const cut = () => reject(new AiError('aborted', 'cut'))
    if (signal.aborted) cut()
    signal.addEventListener('abort', cut, { once: true })
  })
  throw new Error('unreachable')
}

describe('a cut turn', () => {
  it('yields `stopped` only once the partial answer is stored (decision 279)', async () => {
    const restart = new AbortController()
    const order: string[] = []
    let store: () => void = () => {}
    const background = new BackgroundWork()
    const events = await runTurn(
      {
        generate: (options) => oneWordThenWait(options.signal!),
        commit: () => Promise.resolve(true),
        complete: () => Promise.resolve(undefined),
        keepPartial: (text, _usage, ending) => {
          order.push(`storing ${ending}: ${text}`)
          return new Promise<void>((resolve) => {
            store = () => {
              order.push('stored')
              resolve()
            }
          })
        },
        estimate: () => ({ prompt: 1, completion: 1 }),
        messages: [{ role: 'user', content: 'Tell me a story' }],
      },
      {
        signal: new AbortController().signal,
        interrupt: restart.signal,
        background,
        log: { warn: () => {} },
        crisis: DEFAULT_RESOURCES,
      },
    )
    const seen: TurnEvent[] = []
    const reading = (async () => {
      for await (const event of events!) {
        if (event.type === 'stopped') order.push(`yielded ${event.ending}`)
        seen.push(event)
        if (event.type === 'text') restart.abort()
      }
    })()
    await expect.poll(() => order).toEqual(['storing interrupted: Once'])
    // The store is slow: nothing is yielded meanwhile, and shutdown waits for it too.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(seen.map((event) => event.type)).toEqual(['text'])
    expect(background.size).toBe(1)
    store()
    await reading
    expect(order).toEqual(['storing interrupted: Once', 'stored', 'yielded interrupted'])
    expect(seen.at(-1)).toEqual({ type: 'stopped', ending: 'interrupted', text: 'Once' })
  })
})
