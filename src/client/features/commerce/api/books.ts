import { useQuery } from '@tanstack/react-query'
import { api, queryKeyOf } from '@/client/lib/api'
import { useStoredUser } from '@/client/lib/stored-user'
import { commerceEndpoints } from '@/shared/endpoints/commerce'

/**
 * The ids of the books the signed-in person owns, from their orders (the same query `/account`
 * lists and a purchase refreshes), so a bought book's button says "Read" (decision 263).
 * Empty for a visitor, who is never asked for orders.
 */
export function useOwnedBooks(): ReadonlySet<string> {
  const user = useStoredUser()
  const orders = useQuery({
    queryKey: queryKeyOf(commerceEndpoints.purchases),
    queryFn: ({ signal }) => api(commerceEndpoints.purchases, {}, { signal }),
    enabled: user !== null,
  })
  const list = user ? (orders.data ?? []) : []
  return new Set(list.filter((order) => order.productType === 'book').map((o) => o.productId))
}

/** What the reading screen shows: the owner's whole text where there is one, else the sample. */
export function useBookReading(bookId: string) {
  const user = useStoredUser()
  return useQuery({
    // The answer depends on who asks: a sign-in or sign-out reads it again.
    queryKey: [...queryKeyOf(commerceEndpoints.reading, { params: { bookId } }), user?.id ?? 0],
    queryFn: ({ signal }) => api(commerceEndpoints.reading, { params: { bookId } }, { signal }),
  })
}

/** Saves a book's text as a plain-text file (only offered for an owner's complete text). */
export function downloadBook(title: string, author: string, paragraphs: readonly string[]) {
  const text = `${title}\nby ${author}\n\n${paragraphs.join('\n\n')}\n`
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.txt`
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
