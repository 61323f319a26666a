import { describe, expect, it, vi } from 'vitest'
import { LiveEvents, type EventSourceLike } from './live-events'

class FakeSource implements EventSourceLike {
  readyState = 0
  onopen: ((event: Event) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  closed = false
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>()

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }

  close() {
    this.closed = true
    this.readyState = 2
  }

  open() {
    this.readyState = 1
    this.onopen?.(new Event('open'))
  }

  fail(readyState: 0 | 2) {
    this.readyState = readyState
    this.onerror?.(new Event('error'))
  }

  emit(type: string, id: number, data: unknown) {
    const event = { data: JSON.stringify(data), lastEventId: String(id) } as MessageEvent
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }
}

function setup() {
  const sources: FakeSource[] = []
  const timers: { callback: () => void; ms: number; cleared: boolean }[] = []
  const live = new LiveEvents({
    createSource: (url) => {
      const source = new FakeSource(url)
      sources.push(source)
      return source
    },
    idleCloseMs: 10_000,
    setTimer: (callback, ms) => {
      const timer = { callback, ms, cleared: false }
      timers.push(timer)
      return timer
    },
    clearTimer: (timer) => {
      ;(timer as { cleared: boolean }).cleared = true
    },
  })
  const runTimers = () => {
    for (const timer of timers.splice(0)) if (!timer.cleared) timer.callback()
  }
  return { live, sources, timers, runTimers }
}

describe('the live-events client', () => {
  it('opens one stream for every subscriber and hands each its events', () => {
    const { live, sources } = setup()
    const messages: unknown[] = []
    const reactions: unknown[] = []
    live.subscribe('message', (data) => messages.push(data))
    live.subscribe('message', (data) => messages.push(['second', data]))
    live.subscribe('reaction', (data) => reactions.push(data))
    expect(sources).toHaveLength(1)
    expect(sources[0]!.url).toBe('/api/events')

    sources[0]!.emit('message', 1, { id: 7 })
    sources[0]!.emit('reaction', 2, { messageId: 7 })
    expect(messages).toEqual([{ id: 7 }, ['second', { id: 7 }]])
    expect(reactions).toEqual([{ messageId: 7 }])
  })

  it('reports whether it is connected', () => {
    const { live, sources } = setup()
    const changes: boolean[] = []
    live.onStatusChange(() => changes.push(live.connected))
    live.subscribe('message', () => {})
    expect(live.connected).toBe(false)
    sources[0]!.open()
    expect(live.connected).toBe(true)
    sources[0]!.fail(0) // the browser is reconnecting by itself
    expect(live.connected).toBe(false)
    sources[0]!.open()
    expect(changes).toEqual([true, false, true])
    expect(sources).toHaveLength(1)
  })

  it('opens a new stream after the browser gives up, resuming after the last event', () => {
    const { live, sources, timers, runTimers } = setup()
    live.subscribe('message', () => {})
    sources[0]!.open()
    sources[0]!.emit('message', 41, { id: 1 })
    sources[0]!.fail(2)
    expect(timers.at(-1)!.ms).toBe(2000)
    runTimers()
    expect(sources).toHaveLength(2)
    expect(sources[1]!.url).toBe('/api/events?lastEventId=41')
    // Listeners of the new stream are in place too.
    const seen: unknown[] = []
    live.subscribe('message', (data) => seen.push(data))
    sources[1]!.emit('message', 42, { id: 2 })
    expect(seen).toEqual([{ id: 2 }])
  })

  it('closes a while after the last subscriber leaves, unless one comes back', () => {
    const { live, sources, runTimers } = setup()
    const stop = live.subscribe('message', () => {})
    sources[0]!.open()
    stop()
    stop()
    const again = live.subscribe('agent', () => {})
    runTimers()
    expect(sources[0]!.closed).toBe(false)
    expect(sources[0]!.listeners.has('agent')).toBe(true)
    again()
    runTimers()
    expect(sources[0]!.closed).toBe(true)
    expect(live.connected).toBe(false)
  })

  it('ignores an event whose data is not JSON', () => {
    const { live, sources } = setup()
    const seen: unknown[] = []
    live.subscribe('message', (data) => seen.push(data))
    const listener = sources[0]!.listeners.get('message')![0]!
    listener({ data: 'not json', lastEventId: '3' } as MessageEvent)
    expect(seen).toEqual([])
  })

  it("hands a handler only payloads its reader accepts, and one handler's failure spares the rest", () => {
    const { live, sources } = setup()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const seen: number[] = []
    const readId = (data: unknown) =>
      typeof (data as { id?: unknown })?.id === 'number' ? (data as { id: number }).id : undefined
    live.subscribe<number>(
      'message',
      () => {
        throw new Error('a broken screen')
      },
      readId,
    )
    live.subscribe<number>('message', (id) => seen.push(id), readId)
    sources[0]!.emit('message', 1, { id: 7 })
    sources[0]!.emit('message', 2, { id: 'seven' })
    sources[0]!.emit('message', 3, { id: 8 })
    expect(seen).toEqual([7, 8])
    expect(error).toHaveBeenCalledTimes(2)
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
    error.mockRestore()
  })

  it('tells its reset listeners when the server cannot replay the gap, and resumes from its id', () => {
    const { live, sources, runTimers } = setup()
    let resets = 0
    live.onReset(() => resets++)
    live.subscribe('message', () => {})
    sources[0]!.open()
    sources[0]!.emit('message', 900, { id: 1 })
    // The server forgot id 900 (a new database): it says so with its own newest id.
    sources[0]!.emit('reset', 12, { reason: 'unknown' })
    expect(resets).toBe(1)
    sources[0]!.fail(2)
    runTimers()
    expect(sources[1]!.url).toBe('/api/events?lastEventId=12')
  })
})
