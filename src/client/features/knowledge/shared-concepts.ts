import type { KnowledgeDocument } from './api/get-documents'

export interface SharedConcept {
  concept: string
  /** Domains of the documents that share it. */
  domains: string[]
  /** Documents that share it: the listed ones and those they connect to. */
  documents: number
}

/**
 * The concepts deep processing found between domains, most widely shared first. Each
 * connection of a document names a concept it shares with another document (`with`, a title)
 * of a different domain.
 */
export function sharedConcepts(documents: KnowledgeDocument[]): SharedConcept[] {
  const byConcept = new Map<string, { label: string; domains: Set<string>; titles: Set<string> }>()
  for (const document of documents) {
    for (const connection of document.connections) {
      const key = connection.concept.trim().toLowerCase()
      if (!key) continue
      const entry = byConcept.get(key) ?? {
        label: connection.concept.trim(),
        domains: new Set<string>(),
        titles: new Set<string>(),
      }
      entry.domains.add(document.domain)
      entry.titles.add(document.title)
      if (connection.with) entry.titles.add(connection.with)
      byConcept.set(key, entry)
    }
  }
  return [...byConcept.values()]
    .map((entry) => ({
      concept: entry.label,
      domains: [...entry.domains].sort(),
      documents: entry.titles.size,
    }))
    .sort(
      (a, b) =>
        b.domains.length - a.domains.length ||
        b.documents - a.documents ||
        a.concept.localeCompare(b.concept),
    )
}
