import { companionSectionIds, findHomeSection } from '@/shared/routes'

export interface CompanionSection {
  id: string
  title: string
  description: string
  /** Whether the section is on the home page yet. */
  live: boolean
}

/** The 14 sections of docs/product/landing-and-navigation.md, with the home registry's words. */
export const companionSections: CompanionSection[] = companionSectionIds.map((id) => {
  const section = findHomeSection(id)
  return {
    id,
    title: section?.title ?? id,
    description: section?.description ?? '',
    live: section?.live ?? false,
  }
})

/** The sections whose name or description contains the filter, in any case. */
export function filterSections(filter: string): CompanionSection[] {
  const needle = filter.trim().toLowerCase()
  if (!needle) return companionSections
  return companionSections.filter((section) =>
    `${section.title} ${section.description}`.toLowerCase().includes(needle),
  )
}
