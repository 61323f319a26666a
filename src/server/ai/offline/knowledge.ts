import fs from 'node:fs'
import path from 'node:path'
import MiniSearch from 'minisearch'
import { guides } from '@content/guides'
import { chatPersonaIds, personas } from '@content/personas'
import { blocksToText, parseDoc, type Block } from '@/shared/markdown'
import { homeSections, routeRegistry } from '@/shared/routes'
import { catalogueFacts } from './catalogue'
import { AUTO_VACUUM_AT_ONCE } from '../../search-vacuum'
import { operatorPassages, productPassages } from './product-docs'
import { boundedQuery, MOST_TERMS } from './question-terms'
import { splitSentences, stripMarkdown } from './sentences'
import { factTerm, queryTerm } from './stop-words'

/** A piece of the platform's own knowledge the offline engine can quote. */
export interface Passage {
  id: string
  title: string
  text: string
  /** Where a visitor reads more, when there is such a place. */
  path?: string
  kind:
    | 'doc'
    | 'description'
    | 'how-to'
    | 'screen'
    | 'section'
    | 'persona'
    | 'plan'
    | 'course'
    | 'expert'
    | 'book'
    | 'note'
    | 'post'
    | 'other'
  /**
   * Text people wrote (a note, a board post) is quoted as theirs, never as the codex's: by
   * author when known, else by the note and its vault.
   */
  attribution?: { author?: string; source: string; vault?: string }
  /** Set on a person's private passage: only that reader's answers may use it. */
  ownerId?: number
}

/** One sentence of a passage: the unit the offline engine answers from. */
export interface Fact {
  id: string
  passageId: string
  title: string
  text: string
  path?: string
  kind: Passage['kind']
  attribution?: Passage['attribution']
  ownerId?: number
}

export interface ScoredFact {
  fact: Fact
  score: number
  terms: string[]
}

export interface FactQuery {
  limit?: number
  /** The person asking; passages private to someone else are never returned. */
  readerId?: number | null
  /** Passage ids not to return (already cited in this thread). */
  excludePassages?: ReadonlySet<string>
}

export interface KnowledgeSource {
  name: string
  load(): Passage[] | Promise<Passage[]>
}

/**
 * A source too large to keep in memory (the vault notes): it is asked, before each question is
 * answered, for the few passages most about that question which the reader may read.
 */
export interface KnowledgeFinder {
  name: string
  find(query: string, readerId: number | null): Promise<Passage[]>
}

export interface ScoredPassage {
  passage: Passage
  score: number
  terms: string[]
}

/**
 * The most edits a fuzzy match allows, whatever the term's length (MiniSearch's default is 6):
 * the work of a fuzzy walk grows steeply with it, and terms are at most 24 characters (0.15 of
 * which would be 3) (decision 255).
 */
const MAX_EDITS = 2
/**
 * The sentence searches read twice as many terms as a passage lookup: the engine adds the
 * carried topic, synonyms and the persona's domain words to the question's own.
 */
const MOST_FACT_TERMS = 2 * MOST_TERMS

/**
 * BM25 retrieval (MiniSearch) over passages from every registered source. Every query is
 * bounded first (`boundedQuery`, decision 255): a long message costs what a short one does.
 */
export class KnowledgeBase {
  private readonly sources: KnowledgeSource[] = []
  private readonly finders: KnowledgeFinder[] = []
  private index = KnowledgeBase.emptyIndex()
  private facts = KnowledgeBase.emptyFactIndex()
  /** The passage ids each source holds, and the fact ids of each passage. */
  private bySource = new Map<string, Set<string>>()
  private factIds = new Map<string, string[]>()
  /**
   * Passages the finders found, left in the passage index after their question, the least
   * recently found first: the next question that finds one of them unchanged (a person asking
   * about the same notes) does not add and remove it again. A search returns one only while a
   * question that found it is read (`current`).
   */
  private kept = new Map<string, Passage>()
  private current: Set<string> | null = null

  private static emptyIndex() {
    return new MiniSearch<Passage>({
      fields: ['title', 'text'],
      storeFields: ['id', 'title', 'text', 'path', 'kind', 'attribution', 'ownerId'],
      autoVacuum: AUTO_VACUUM_AT_ONCE,
      searchOptions: {
        boost: { title: 3 },
        prefix: true,
        fuzzy: 0.15,
        maxFuzzy: MAX_EDITS,
        combineWith: 'OR',
        processTerm: queryTerm,
      },
    })
  }

  private static emptyFactIndex() {
    return new MiniSearch<Fact>({
      fields: ['title', 'text'],
      storeFields: ['passageId', 'title', 'text', 'path', 'kind', 'attribution', 'ownerId'],
      autoVacuum: AUTO_VACUUM_AT_ONCE,
      processTerm: factTerm,
      searchOptions: {
        boost: { text: 2, title: 1 },
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length > 6 ? 0.15 : 0),
        maxFuzzy: MAX_EDITS,
        combineWith: 'OR',
        processTerm: factTerm,
      },
    })
  }

  constructor(sources: KnowledgeSource[] = []) {
    this.sources.push(...sources)
  }

  /** Adds a source (experts, courses, notes …) and indexes it, leaving the others as they are. */
  async addSource(source: KnowledgeSource) {
    this.register(source)
    this.update(source.name, await source.load(), [])
  }

  /** Adds a source that the caller fills with `update` (and a rebuild reads whole). */
  register(source: KnowledgeSource) {
    this.sources.push(source)
  }

  /** Adds a source asked per question (`find`, then `within`) instead of held in the indexes. */
  addFinder(finder: KnowledgeFinder) {
    this.finders.push(finder)
  }

  /** What every finder holds about `query` for `readerId`, to be consulted with `within`. */
  async find(query: string, readerId: number | null): Promise<Passage[]> {
    const bounded = boundedQuery(query)
    if (this.finders.length === 0 || !bounded) return []
    const found = await Promise.all(this.finders.map((finder) => finder.find(bounded, readerId)))
    return found.flat()
  }

  /**
   * Runs `read` with the `found` passages in the indexes, scored beside the resident passages
   * as if they had always been there: `read` is synchronous, so no other question sees them.
   */
  within<T>(found: readonly Passage[], read: () => T): T {
    return this.withFound(found, true, read)
  }

  /**
   * `within`, the sentences too when `withFacts`: `search` reads only the passages, and
   * splitting the found notes into sentences and indexing those cost three times what adding
   * the notes did (2.5 against 0.8 ms on the sample vault). The sentences go again after
   * `read`; the passages stay in `kept`, hidden from other questions.
   */
  private withFound<T>(found: readonly Passage[], withFacts: boolean, read: () => T): T {
    const current = new Set<string>()
    for (const passage of found)
      if (!current.has(passage.id) && this.keep(passage)) current.add(passage.id)
    const facts = withFacts ? [...current].map((id) => factsOf(this.kept.get(id)!)) : []
    for (const some of facts) this.facts.addAll(some)
    this.current = current
    try {
      return read()
    } finally {
      this.current = null
      for (const some of facts) this.facts.removeAll(some)
    }
  }

  /**
   * Puts a found passage in the passage index, or finds it there unchanged from an earlier
   * question, and makes it the most recently found; false when a resident source holds its id.
   */
  private keep(passage: Passage): boolean {
    const held = this.kept.get(passage.id)
    if (held) {
      this.kept.delete(passage.id)
      if (samePassage(held, passage)) {
        this.kept.set(passage.id, held)
        return true
      }
      this.index.remove(held)
    } else if (this.index.has(passage.id)) return false
    this.index.add(passage)
    this.kept.set(passage.id, passage)
    // The oldest go; never this question's, which were found last.
    for (const [id, old] of this.kept) {
      if (this.kept.size <= KEPT_FOUND) break
      this.index.remove(old)
      this.kept.delete(id)
    }
    return true
  }

  /** Whether a search may return this hit now: a kept passage only for its question. */
  private readable = (id: string) => !this.kept.has(id) || this.current?.has(id) === true

  /** `within` the passages the finders hold about `query`. */
  async consult<T>(query: string, readerId: number | null, read: () => T): Promise<T> {
    return this.within(await this.find(query, readerId), read)
  }

  /** `search`, with what the finders hold about this question: what a turn's passages are. */
  async lookUp(query: string, limit = 3, readerId: number | null = null) {
    return this.withFound(await this.find(query, readerId), false, () =>
      this.search(query, limit, readerId),
    )
  }

  /** Reads every source again into fresh indexes, swapped in when complete. */
  async rebuild() {
    const loaded = []
    for (const source of this.sources)
      loaded.push({ name: source.name, passages: await source.load() })
    this.index = KnowledgeBase.emptyIndex()
    this.facts = KnowledgeBase.emptyFactIndex()
    this.bySource = new Map()
    this.factIds = new Map()
    this.kept = new Map()
    for (const { name, passages } of loaded) this.update(name, passages, [])
  }

  /**
   * Changes part of one source: `passages` replace those with their ids (or are added), and the
   * `removed` ids go. A vault's save changes one note, not the thousands beside it. An id another
   * source already holds is kept by that source.
   */
  update(source: string, passages: readonly Passage[], removed: readonly string[]) {
    const own = this.bySource.get(source) ?? new Set<string>()
    this.bySource.set(source, own)
    const drop = (id: string) => {
      if (!own.delete(id)) return
      this.index.discard(id)
      for (const fact of this.factIds.get(id) ?? []) this.facts.discard(fact)
      this.factIds.delete(id)
    }
    removed.forEach(drop)
    for (const passage of passages) {
      drop(passage.id)
      const found = this.kept.get(passage.id)
      if (found) {
        this.index.remove(found)
        this.kept.delete(passage.id)
      }
      if (this.index.has(passage.id)) continue
      const facts = factsOf(passage)
      this.index.add(passage)
      this.facts.addAll(facts)
      own.add(passage.id)
      this.factIds.set(
        passage.id,
        facts.map((fact) => fact.id),
      )
    }
  }

  /** The sentences that best match `query`, each with its passage's title, path and author. */
  searchFacts(query: string, options: FactQuery = {}): ScoredFact[] {
    const { limit = 8, readerId = null, excludePassages } = options
    return this.facts
      .search(boundedQuery(query, MOST_FACT_TERMS), {
        filter: (hit) =>
          (hit.ownerId === undefined || hit.ownerId === readerId) &&
          !excludePassages?.has(hit.passageId as string),
      })
      .slice(0, limit)
      .map((hit) => ({
        fact: {
          id: hit.id as string,
          passageId: hit.passageId as string,
          title: hit.title as string,
          text: hit.text as string,
          path: hit.path as string | undefined,
          kind: hit.kind as Passage['kind'],
          attribution: hit.attribution as Passage['attribution'],
          ownerId: hit.ownerId as number | undefined,
        },
        score: hit.score,
        terms: hit.terms,
      }))
  }

  /**
   * How common a word is among the public sentences: how many hold it (stemmed, exactly, no
   * prefix or fuzzy match), and how many there are. The answer threshold weighs a question's
   * words by it (respond.ts): "persona" is in hundreds of sentences and tells little, "Claude"
   * in none and is what the question is about.
   */
  rarity(term: string): { holding: number; of: number } {
    const processed = factTerm(term)
    const of = this.facts.documentCount
    if (!processed) return { holding: of, of }
    const holding = this.facts.search(processed, {
      prefix: false,
      fuzzy: false,
      processTerm: (t) => t,
      filter: (hit) => hit.ownerId === undefined,
    }).length
    return { holding, of }
  }

  /** The resident passages, and while a question is read those found for it. */
  get size() {
    return this.index.documentCount - this.kept.size + (this.current?.size ?? 0)
  }

  search(query: string, limit = 3, readerId: number | null = null): ScoredPassage[] {
    return this.index
      .search(boundedQuery(query), {
        filter: (hit) =>
          (hit.ownerId === undefined || hit.ownerId === readerId) && this.readable(hit.id),
      })
      .slice(0, limit)
      .map((hit) => ({
        passage: {
          id: hit.id,
          title: hit.title,
          text: hit.text,
          path: hit.path,
          kind: hit.kind,
          attribution: hit.attribution,
        } as Passage,
        score: hit.score,
        terms: hit.terms,
      }))
  }
}

/**
 * How many found passages stay in the index between questions. A kept passage found by no
 * question counts in the word statistics a search scores by, as one more document; a few dozen
 * beside thousands of resident passages move no ranking.
 */
const KEPT_FOUND = 64

/** Whether a passage found again is the one kept: the same text, title, link and author. */
const samePassage = (a: Passage, b: Passage) =>
  a.text === b.text &&
  a.title === b.title &&
  a.path === b.path &&
  a.kind === b.kind &&
  a.ownerId === b.ownerId &&
  JSON.stringify(a.attribution) === JSON.stringify(b.attribution)

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

/** The how-to guides: their one-line answer, steps and note, as one passage each. */
const guideKnowledge = () =>
  guides.map((guide) => ({
    id: `how-to:${guide.id}`,
    title: `How to: ${guide.title.toLowerCase()}`,
    text: [guide.summary.en, ...guide.steps, guide.note ?? ''].join(' ').trim(),
    path: guide.path,
    kind: 'how-to' as const,
  }))

/** A passage's sentences; long passages (notes) keep at most their first 60. */
function factsOf(passage: Passage): Fact[] {
  return (
    splitSentences(passage.text)
      // A note's link lines ("See also [[Memory palace]].") say nothing on their own.
      .filter((text) => passage.kind !== 'note' || text.split(/\s+/).length >= 6)
      .slice(0, 60)
      .map((text, i) => ({
        id: `${passage.id}#${i}`,
        passageId: passage.id,
        title: passage.title,
        text,
        path: passage.path,
        kind: passage.kind,
        ...(passage.attribution ? { attribution: passage.attribution } : {}),
        ...(passage.ownerId !== undefined ? { ownerId: passage.ownerId } : {}),
      }))
  )
}

export const platformKnowledge: KnowledgeSource = {
  name: 'platform',
  load: () => [
    ...catalogueFacts(),
    ...guideKnowledge(),
    ...productPassages(),
    ...operatorPassages(),
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
    ...[...chatPersonaIds, 'agent-zero' as const].map((id) => ({
      id: `persona:${id}`,
      title: `${personas[id].name}, the ${personas[id].role.toLowerCase()}`,
      text: `${personas[id].name} (${id}) ${personas[id].description.toLowerCase()}`,
      path: id === 'agent-zero' ? '/agent-zero-monitor' : '/#ai-interface',
      kind: 'persona' as const,
    })),
  ],
}
