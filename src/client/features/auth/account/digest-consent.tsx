import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { QueryState } from '@/client/components/query-state'
import { Checkbox } from '@/client/components/ui/checkbox'
import { Label } from '@/client/components/ui/label'
import { toast } from '@/client/components/ui/use-toast'
import { api, queryKeyOf } from '@/client/lib/api'
import { boardEndpoints } from '@/shared/endpoints/board'

const consentKey = queryKeyOf(boardEndpoints.digestConsent)

/**
 * `/account` privacy: whether this person's conversations count in the personas' daily digests
 * on the board (docs/product/message-board-and-agents.md, decision 250). Off until the person
 * allows it; the server keeps the answer, so it holds in every browser.
 */
export function DigestConsent() {
  const queryClient = useQueryClient()
  const consent = useQuery({
    queryKey: consentKey,
    queryFn: ({ signal }) => api(boardEndpoints.digestConsent, {}, { signal }),
  })
  const change = useMutation({
    mutationFn: (allowed: boolean) => api(boardEndpoints.setDigestConsent, { body: { allowed } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(consentKey, answer)
      toast({
        title: answer.allowed ? 'Counted in digests' : 'Left out of digests',
        description: answer.allowed
          ? 'Your conversations from now on count in the personas’ daily digests.'
          : 'Your conversations no longer count in the personas’ daily digests.',
      })
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Not saved',
        description: error instanceof Error ? error.message : 'Please try again.',
      }),
  })
  return (
    <QueryState query={consent} loading="Loading…" errorLead="Your choice did not load">
      {({ allowed }) => (
        <div className="flex items-start gap-3">
          <Checkbox
            id="digest-consent"
            className="mt-0.5"
            checked={change.isPending ? change.variables : allowed}
            disabled={change.isPending}
            onCheckedChange={(checked) => change.mutate(checked === true)}
          />
          <Label htmlFor="digest-consent" className="grid gap-1 font-normal leading-snug">
            <span className="text-foreground">
              Count my conversations in the personas’ daily digests
            </span>
            <span className="text-muted-foreground">
              A digest on the message board says how many conversations a persona had and which
              words several people asked about. It never quotes a question or names anyone.
            </span>
          </Label>
        </div>
      )}
    </QueryState>
  )
}
