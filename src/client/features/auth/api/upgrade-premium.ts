import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api, queryKeyOf } from '@/client/lib/api'
import { useStoredUser, writeStoredUser } from '@/client/lib/stored-user'
import { authEndpoints } from '@/shared/endpoints/auth'
import { commerceEndpoints } from '@/shared/endpoints/commerce'
import type { Plan } from '@/shared/plans'
import { usageQueryKey } from './get-usage'

export type PaidPlan = Exclude<Plan['id'], 'free'>

export const upgradePremium = (userId: number, plan: PaidPlan) =>
  api(authEndpoints.upgradePremium, { body: { userId, plan } })

const planName = (plan: PaidPlan) => (plan === 'enterprise' ? 'Enterprise' : 'Pro')

/**
 * Upgrades the signed-in user once they confirmed; where an administrator grants Premium the
 * server records the request instead (decision 208). An anonymous visitor is asked to sign in.
 */
export function useUpgradePremium() {
  const queryClient = useQueryClient()
  const user = useStoredUser()
  const mutation = useMutation({
    mutationFn: ({ userId, plan }: { userId: number; plan: PaidPlan }) =>
      upgradePremium(userId, plan),
    onSuccess: (answer, { plan }) => {
      if ('requested' in answer) {
        toast({ title: 'Request Sent', description: answer.message })
        return
      }
      writeStoredUser(answer.user)
      void queryClient.invalidateQueries({ queryKey: usageQueryKey })
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(commerceEndpoints.purchases) })
      toast({
        title: 'Upgrade Successful!',
        description: `Welcome to ${planName(plan)}: unlimited conversations and your full history.`,
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
  /** False when the visitor must sign in first (they are told so). */
  const canUpgrade = () => {
    if (user) return true
    toast({
      variant: 'destructive',
      title: 'Account Required',
      description: 'Please create an account or log in to upgrade.',
    })
    return false
  }
  const upgrade = (plan: PaidPlan) => {
    if (user) mutation.mutate({ userId: user.id, plan })
  }
  return {
    canUpgrade,
    upgrade,
    isPending: mutation.isPending,
    pendingPlan: mutation.variables?.plan,
  }
}

/** Back to the Free plan, from `/account`. */
export function useDowngradeToFree() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(authEndpoints.downgradePremium, {}),
    onSuccess: ({ user }) => {
      writeStoredUser(user)
      void queryClient.invalidateQueries({ queryKey: usageQueryKey })
      toast({
        title: 'You are on the Free plan',
        description: 'The daily conversation limit applies again; your saved history stays.',
      })
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: 'Plan Not Changed',
        description: 'Your plan could not be changed. Please try again.',
      })
    },
  })
}
