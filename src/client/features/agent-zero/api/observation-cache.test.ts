import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { Observation } from '@/shared/observer'
import { latestObservationsKey, observationPagesKey } from './keys'
import { addObservation, mergeObservations, type ObservationPages } from './observation-cache'

const observation = (id: number): Observation => ({
  id,
  type: 'chat',
  timestamp: new Date(1_700_000_000_000 + id * 1000).toISOString(),
  agent: 'agent-zero',
  data: {},
  observation: `seen ${id}`,
  status: 'recorded',
})

describe('the observation caches', () => {
  it('merges newest first, each id once, up to a limit', () => {
    const list = [observation(5), observation(3)]
    expect(mergeObservations(list, [observation(6), observation(5)]).map((o) => o.id)).toEqual([
      6, 5, 3,
    ])
    expect(mergeObservations(list, [observation(6)], 2).map((o) => o.id)).toEqual([6, 5])
  })

  it('puts a live observation at the top of the paged list and of each latest list', () => {
    const client = new QueryClient()
    client.setQueryData<ObservationPages>(observationPagesKey, {
      pages: [[observation(101), observation(100)], [observation(99)]],
      pageParams: [undefined, 100],
    })
    client.setQueryData(latestObservationsKey(2), [observation(101), observation(100)])
    addObservation(client, observation(102))
    addObservation(client, observation(102))
    expect(
      client
        .getQueryData<ObservationPages>(observationPagesKey)
        ?.pages.map((p) => p.map((o) => o.id)),
    ).toEqual([[102, 101, 100], [99]])
    expect(client.getQueryData<Observation[]>(latestObservationsKey(2))?.map((o) => o.id)).toEqual([
      102, 101,
    ])
  })
})
