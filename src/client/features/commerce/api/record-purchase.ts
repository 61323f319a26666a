import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api, queryKeyOf } from '@/client/lib/api'
import { statusOf } from '@/client/lib/api-request'
import { useStoredUser } from '@/client/lib/stored-user'
import type { PurchaseInput } from '@/shared/commerce'
import { commerceEndpoints } from '@/shared/endpoints/commerce'
import { revenueQueryKey } from './get-revenue'

const ordersKey = queryKeyOf(commerceEndpoints.purchases)

export const recordPurchase = (input: PurchaseInput) =>
  api(commerceEndpoints.purchase, { body: input })

/** The toast for a purchase without an account (docs/product/commerce.md). */
export const accountRequired = () =>
  toast({
    variant: 'destructive',
    title: 'Account Required',
    description: 'Please create an account or log in to make purchases.',
  })

/** What is being bought, as the page shows it (the server prices it again). */
export interface PurchaseRequest extends PurchaseInput {
  title: string
  price: number
}

/**
 * docs/product/commerce.md: a purchase needs an account; it is written to the console and recorded
 * on the server as an order the person finds on `/account` (and the revenue dashboard counts). No
 * payment is taken and nothing redirects, so the toast says only what happened.
 */
export function usePurchase() {
  const user = useStoredUser()
  const queryClient = useQueryClient()
  const mutation = useMutation({ mutationFn: recordPurchase })

  const purchase = async ({ title, price, ...input }: PurchaseRequest): Promise<boolean> => {
    if (!user) {
      accountRequired()
      return false
    }
    console.info('Purchase initiated', { ...input, title, price, userId: user.id })
    try {
      await mutation.mutateAsync(input)
      void queryClient.invalidateQueries({ queryKey: revenueQueryKey })
      void queryClient.invalidateQueries({ queryKey: ordersKey })
      toast(
        price === 0
          ? {
              title: 'Free Access',
              description: `${title} is yours: listed under Orders in your account.`,
            }
          : {
              title: 'Purchase Initiated',
              description: `Order recorded under Orders in your account. This edition takes no payment: nothing was charged.`,
            },
      )
      return true
    } catch (error) {
      if (statusOf(error) === 401) accountRequired()
      else
        toast({
          variant: 'destructive',
          title: 'Purchase Failed',
          description: error instanceof Error ? error.message : 'Please try again.',
        })
      return false
    }
  }

  return {
    purchase,
    isPending: mutation.isPending,
    pendingId: mutation.isPending ? mutation.variables?.productId : undefined,
  }
}
