import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { toast } from '@/client/components/ui/use-toast'
import { api, queryKeyOf } from '@/client/lib/api'
import type { HubPostResult, HubStatus, StoredHubMessage } from '@/shared/communication'
import { collaborationEndpoints } from '@/shared/endpoints/collaboration'

/**
 * The fixed sender of the hub's messages: the assistant hosting the hub
 * (docs/product/communication.md).
 */
export const HUB_SENDER = 'HumanCodex Assistant'

type HubSystems = Pick<HubStatus, 'engine' | 'agents'>

const messagesKey = queryKeyOf(collaborationEndpoints.messages)

/** The invitation sent to another AI's identifier. */
export const invitationText = (identifier: string) =>
  `Hello ${identifier}: HumanCodex invites you to collaborate with its AI agents (adam, eve, eva, alex and Agent Zero). Reply with what you would like to work on together.`

/** What became of an invitation, said as it is: delivered to an agent, or only recorded. */
export const invitationOutcome = (result: Pick<HubPostResult, 'to' | 'deliveredTo'>) =>
  result.deliveredTo
    ? {
        title: 'Invitation delivered',
        description: `${result.deliveredTo} finds it on the message board, addressed to it.`,
      }
    : {
        title: 'Invitation recorded',
        description: `No registered agent is called “${result.to}”, so it was not sent anywhere: it is only in your message log.`,
      }

/**
 * docs/product/communication.md: the hub starts "ready" and turns "active" when initialization
 * succeeds; initialization and message failures are only logged (docs/product/communication.md).
 */
export function useCollaborationHub() {
  const queryClient = useQueryClient()
  const [systems, setSystems] = useState<HubSystems | null>(null)

  useEffect(() => {
    let cancelled = false
    api(collaborationEndpoints.initialize)
      .then((result) => {
        if (!cancelled) setSystems({ engine: result.engine, agents: result.agents })
      })
      .catch((error: unknown) => console.warn('Collaboration hub initialization failed', error))
    return () => {
      cancelled = true
    }
  }, [])

  const messages = useQuery({
    queryKey: messagesKey,
    queryFn: ({ signal }) => api(collaborationEndpoints.messages, {}, { signal }),
    select: (list) => [...list].reverse(),
  })

  const invite = useMutation({
    mutationFn: (identifier: string) =>
      api(collaborationEndpoints.postMessage, {
        body: {
          id: Date.now(),
          from: HUB_SENDER,
          to: identifier,
          message: invitationText(identifier),
          timestamp: new Date().toISOString(),
        },
      }),
    onSuccess: (stored) => {
      queryClient.setQueryData<StoredHubMessage[]>(messagesKey, (old) => [stored, ...(old ?? [])])
      toast(invitationOutcome(stored))
    },
    onError: (error) => console.warn('Collaboration invitation failed', error),
  })

  return {
    status: systems ? ('active' as const) : ('ready' as const),
    systems,
    messages: messages.data ?? [],
    invite,
  }
}
