import fs from 'node:fs'
import path from 'node:path'
import MiniSearch from 'minisearch'
import { chatPersonaIds, personas } from '@content/personas'
import { plans } from '@content/plans'
import { blocksToText, parseDoc, type Block } from '@/shared/markdown'
import { homeSections, routeRegistry } from '@/shared/routes'
import { queryTerm } from './stop-words'

/** A piece of the platform's own knowledge the offline engine can quote. */
export interface Passage {
  id: string
  title: string
  text: string
  /** Where a visitor reads more, when there is such a place. */
  path?: string
  kind: 'doc' | 'screen' | 'section' | 'persona' | 'plan' | 'course' | 'expert' | 'note' | 'other'
}

export interface KnowledgeSource {
  name: string
  load(): Passage[] | Promise<Passage[]>
}

export interface ScoredPassage {
  passage: Passage
  score: number
  terms: string[]
}

/** BM25 retrieval (MiniSearch) over passages from every registered source. */
export class KnowledgeBase {
  private readonly sources: KnowledgeSource[] = []
  private index = KnowledgeBase.emptyIndex()

  private static emptyIndex() {
    return new MiniSearch<Passage>({
      fields: ['title', 'text'],
      storeFields: ['id', 'title', 'text', 'path', 'kind'],
      searchOptions: {
        boost: { title: 3 },
        prefix: true,
        fuzzy: 0.15,
        combineWith: 'OR',
        processTerm: queryTerm,
      },
    })
  }

  constructor(sources: KnowledgeSource[] = []) {
    this.sources.push(...sources)
  }

  /** Adds a source (experts, courses, notes …) and re-indexes. */
  async addSource(source: KnowledgeSource) {
    this.sources.push(source)
    await this.rebuild()
  }

  async rebuild() {
    const index = KnowledgeBase.emptyIndex()
    const seen = new Set<string>()
    for (const source of this.sources) {
      for (const passage of await source.load()) {
        if (seen.has(passage.id)) continue
        seen.add(passage.id)
        index.add(passage)
      }
    }
    this.index = index
  }

  get size() {
    return this.index.documentCount
  }

  search(query: string, limit = 3): ScoredPassage[] {
    return this.index
      .search(query)
      .slice(0, limit)
      .map((hit) => ({
        passage: {
          id: hit.id,
          title: hit.title,
          text: hit.text,
          path: hit.path,
          kind: hit.kind,
        } as Passage,
        score: hit.score,
        terms: hit.terms,
      }))
  }
}

/** Splits each `content/docs` page at its headings so answers quote the right part. */
export function docsKnowledge(dir: string): KnowledgeSource {
  return {
    name: 'docs',
    load: () => {
      if (!fs.existsSync(dir)) return []
      return fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.md'))
        .flatMap((file) => {
          const slug = file.slice(0, -3)
          const doc = parseDoc(slug, fs.readFileSync(path.join(dir, file), 'utf8'))
          const parts: { heading: string; blocks: Block[] }[] = [{ heading: doc.title, blocks: [] }]
          for (const block of doc.blocks) {
            if (block.type === 'heading')
              parts.push({ heading: `${doc.title}: ${block.text}`, blocks: [] })
            else parts.at(-1)!.blocks.push(block)
          }
          return parts
            .filter((part) => part.blocks.length > 0)
            .map((part, i) => ({
              id: `doc:${slug}:${i}`,
              title: part.heading,
              text: stripMarkdown(blocksToText(part.blocks)),
              path: `/platform-guide#${slug}`,
              kind: 'doc' as const,
            }))
        })
    },
  }
}

export const platformKnowledge: KnowledgeSource = {
  name: 'platform',
  load: () => [
    ...routeRegistry
      .filter((entry) => entry.live && !entry.redirectTo)
      .map((entry) => ({
        id: `screen:${entry.path}`,
        title: entry.title,
        text: entry.description,
        path: entry.path,
        kind: 'screen' as const,
      })),
    ...homeSections
      .filter((section) => section.live)
      .map((section) => ({
        id: `section:${section.id}`,
        title: section.title,
        text: section.description,
        path: `/#${section.id}`,
        kind: 'section' as const,
      })),
    ...chatPersonaIds.map((id) => ({
      id: `persona:${id}`,
      title: `${personas[id].name}, the ${personas[id].role.toLowerCase()}`,
      text: `${personas[id].name} (${id}) ${personas[id].description.toLowerCase()}`,
      path: '/#ai-interface',
      kind: 'persona' as const,
    })),
    ...plans.map((plan) => ({
      id: `plan:${plan.id}`,
      title: `${plan.name} plan, $${plan.price} a ${plan.period}`,
      text: `${plan.description} Includes: ${plan.features.join('; ')}.${plan.excludedFeatures.length ? ` Not included: ${plan.excludedFeatures.join('; ')}.` : ''}`,
      path: '/#marketplace',
      kind: 'plan' as const,
    })),
  ],
}

function stripMarkdown(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}
