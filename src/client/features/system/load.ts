import { plural } from '@/shared/plural'

export interface LoadReading {
  /** The machine's 1-minute load average, e.g. "2.2". */
  total: string
  /** The same shared over the cores, e.g. "1.1 per core". */
  perCore: string
  /** e.g. "2 cores". */
  cores: string
  /** What it means for the people waiting on the machine. */
  verdict: 'room to spare' | 'nearly full' | 'work is waiting'
}

/**
 * The load average in words: the number of tasks running or waiting for a core over the last
 * minute, and, per core, whether there is room (under 0.7), little (up to 1) or a queue (over 1).
 */
export function readLoad(loadAverage: number, cores: number): LoadReading {
  const count = Math.max(1, Math.round(cores))
  const load = Math.max(0, loadAverage)
  const perCore = load / count
  return {
    total: load.toFixed(1),
    perCore: `${perCore.toFixed(1)} per core`,
    cores: plural(count, 'core'),
    verdict: perCore < 0.7 ? 'room to spare' : perCore <= 1 ? 'nearly full' : 'work is waiting',
  }
}
