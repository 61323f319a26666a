import { describe, expect, it } from 'vitest'
import { BackgroundWork, within } from './background'

const later = (ms: number, then?: () => void) =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      then?.()
      resolve()
    }, ms),
  )

describe('BackgroundWork', () => {
  it('is idle only once work started while waiting has finished too', async () => {
    const work = new BackgroundWork()
    const done: string[] = []
    work.track(
      later(10, () => {
        done.push('first')
        work.track(
          later(10, () => done.push('started by the first')),
          () => {},
        )
      }),
      () => {},
    )
    await work.idle()
    expect(done).toEqual(['first', 'started by the first'])
    expect(work.size).toBe(0)
  })

  it('hands a failure to onError and does not count it as pending', async () => {
    const work = new BackgroundWork()
    const errors: unknown[] = []
    work.track(Promise.reject(new Error('pool ended')), (error) => errors.push(error))
    await work.idle()
    expect(errors).toEqual([new Error('pool ended')])
    expect(work.size).toBe(0)
  })
})

describe('within', () => {
  it('tells whether the work finished before the timeout', async () => {
    expect(await within(later(5), 1000)).toBe(true)
    expect(await within(later(1000), 20)).toBe(false)
  })
})
