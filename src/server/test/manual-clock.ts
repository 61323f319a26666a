import type { Clock } from '../clock'

/** A clock that stands still until a test moves it; one can drive several app instances. */
export class ManualClock implements Clock {
  private at: number

  constructor(at: Date | string = new Date()) {
    this.at = new Date(at).getTime()
  }

  now(): Date {
    return new Date(this.at)
  }

  advance(ms: number): Date {
    this.at += ms
    return this.now()
  }
}
