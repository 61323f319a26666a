import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import { useStoredUser, writeStoredUser } from '@/client/lib/stored-user'
import { authEndpoints } from '@/shared/endpoints/auth'
import type { Plan } from '@/shared/plans'
import { usageQueryKey } from './get-usage'

export type PaidPlan = Exclude<Plan['id'], 'free'>

export const upgradePremium = (userId: number, plan: PaidPlan) =>
  api(authEndpoints.upgradePremium, { body: { userId, plan } })

/** Upgrades the signed-in user; an anonymous visitor is asked to sign in first. */
export function useUpgradePremium() {
  const queryClient = useQueryClient()
  const user = useStoredUser()
  const mutation = useMutation({
    mutationFn: ({ userId, plan }: { userId: number; plan: PaidPlan }) =>
      upgradePremium(userId, plan),
    onSuccess: ({ user: upgraded }, { plan }) => {
      writeStoredUser(upgraded)
      void queryClient.invalidateQueries({ queryKey: usageQueryKey })
      toast({
        title: 'Upgrade Successful!',
        description: `Welcome to ${plan === 'enterprise' ? 'Enterprise' : 'Pro'}: unlimited conversations and your full history.`,
      })
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: 'Upgrade Failed',
        description: 'There was an error processing your upgrade. Please try again.',
      })
    },
  })
  const upgrade = (plan: PaidPlan) => {
    if (!user) {
      toast({
        variant: 'destructive',
        title: 'Account Required',
        description: 'Please create an account or log in to upgrade.',
      })
      return
    }
    mutation.mutate({ userId: user.id, plan })
  }
  return { upgrade, isPending: mutation.isPending, pendingPlan: mutation.variables?.plan }
}
