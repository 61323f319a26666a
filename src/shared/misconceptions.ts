import { z } from 'zod'

export const MISCONCEPTION_CATEGORIES = [
  'capabilities',
  'consciousness',
  'data-and-privacy',
  'work-and-society',
  'how-it-works',
] as const
export const MisconceptionCategorySchema = z.enum(MISCONCEPTION_CATEGORIES)
export type MisconceptionCategory = z.infer<typeof MisconceptionCategorySchema>

export const MisconceptionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  myth: z.string().min(1),
  reality: z.string().min(1),
  explanation: z.string().min(1),
  category: MisconceptionCategorySchema,
})
export type Misconception = z.infer<typeof MisconceptionSchema>

/** Case- and accent-insensitive search over myth, reality and explanation; every word must match. */
export function searchMisconceptions(
  items: Misconception[],
  query: string,
  category?: MisconceptionCategory,
) {
  const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
  const words = fold(query).split(/\s+/).filter(Boolean)
  return items.filter((item) => {
    if (category && item.category !== category) return false
    const haystack = fold(`${item.myth} ${item.reality} ${item.explanation}`)
    return words.every((word) => haystack.includes(word))
  })
}
