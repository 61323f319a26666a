import { desc, sql } from 'drizzle-orm'
import type { Db } from '../../db/open'
import { quickSearchChoices } from '../../db/schema/index'
import {
  POPULAR_LIMIT,
  SEARCH_CATEGORIES,
  SEARCH_RESULT_LIMIT,
  type BrowseResult,
  type PopularItem,
  type QuickSearchResult,
  type SearchCategory,
} from '@/shared/search'
import {
  SearchIndex,
  byCategoryRank,
  namesOf,
  normalize,
  queryWords,
  tierOf,
  toResult,
  type SearchDocument,
  type SearchViewer,
} from './search-index'
import type { ContentSource, SearchFinder, SourceUpdate } from './sources'

export type { ContentSource, FoundDocument, SearchFinder, SourceUpdate } from './sources'
export type { SearchDocument } from './search-index'
export { namesOf, tierOf } from './search-index'

/** Suggested while nobody has chosen anything yet, or to fill up the popular list. */
export const DEFAULT_POPULAR_IDS = [
  'section:codex-compass',
  'page:/platform-guide',
  'page:/tool-discovery',
  'section:humancodex-docs',
  'section:ai-learning-logs',
  'section:holographic-canvas',
]

/** Documents indexed per turn of the event loop for a source indexed after start. */
const DOCUMENTS_PER_TURN = 100

/** Where the service reports what it indexed (the app's logger). */
export interface SearchLogger {
  info(details: object, message: string): void
  error(details: object, message: string): void
}

export interface QuickSearchOptions {
  db: Db
  log: SearchLogger
  sources?: ContentSource[]
  /** Resolves when the app is ready to answer: background sources are indexed after it. */
  ready?: () => Promise<unknown>
}

/** Reads `n` documents of one part of the browse list, from its `from`th. */
type PartPage = (from: number, n: number) => Promise<SearchDocument[]>

const byTitle = (a: SearchDocument, b: SearchDocument) => a.title.localeCompare(b.title)

/**
 * Quick search: the index of every source, the finders that look their documents up where they
 * are kept (vault notes), and what visitors choose from them.
 */
export class QuickSearchService {
  readonly index = new SearchIndex()
  private readonly finders: SearchFinder[] = []
  private findersChanged = 0
  private readonly db: Db
  private readonly log: SearchLogger
  private readonly sources: ContentSource[]
  private readonly ready: () => Promise<unknown>
  private readonly stops: (() => void)[] = []
  private readonly backgroundFills: Promise<unknown>[] = []
  private started = false

  constructor(options: QuickSearchOptions) {
    this.db = options.db
    this.log = options.log
    this.sources = [...(options.sources ?? [])]
    this.ready = options.ready ?? (() => Promise.resolve())
  }

  /** Adds a source; after `start()` it is indexed at once. */
  async addSource(source: ContentSource) {
    this.sources.push(source)
    if (this.started) await this.load(source)
  }

  /** Adds a finder: its documents join every search, browse and choice from now on. */
  addFinder(finder: SearchFinder) {
    this.finders.push(finder)
    this.findersChanged++
    this.stops.push(finder.watch(() => this.findersChanged++))
  }

  /** Goes up with every change to what quick search finds, so a cache of results knows when it is stale. */
  get version() {
    return this.index.version + this.findersChanged
  }

  /** Indexes every source and starts watching those that can change. */
  async start() {
    this.started = true
    for (const source of this.sources) await this.load(source)
    this.log.info({ documents: this.index.size }, 'quick search index built')
  }

  stop() {
    for (const stop of this.stops.splice(0)) stop()
  }

  /** Resolves once the background sources added so far are indexed (they start once ready). */
  async indexed() {
    await Promise.all(this.backgroundFills)
  }

  /** Reloads every source (the system sync); returns the number of indexed documents. */
  async refreshAll() {
    for (const source of this.sources) await this.refresh(source.name)
    return this.index.size
  }

  /** Re-reads one source; on failure the previous documents stay and the error is logged. */
  async refresh(name: string) {
    const source = this.sources.find((candidate) => candidate.name === name)
    if (!source) throw new Error(`search: no source named ${name}`)
    try {
      this.index.replaceSource(source.name, await source.load())
      this.log.info({ source: name, documents: this.index.size }, 'quick search re-indexed')
    } catch (error) {
      this.log.error({ err: error, source: name }, 'quick search could not re-index a source')
    }
  }

  private async load(source: ContentSource) {
    const filled = source.background ? this.fillGradually(source) : this.fill(source)
    if (source.background) this.backgroundFills.push(filled)
    else await filled
    // Changes wait for the first reading and for each other, so none goes in before older
    // documents.
    let applied: Promise<unknown> = filled
    if (source.watch)
      this.stops.push(
        source.watch((part) => {
          applied = applied
            .then(() =>
              part ? this.updateGradually(source.name, part) : this.refresh(source.name),
            )
            .catch((error: unknown) =>
              this.log.error({ err: error, source: source.name }, 'quick search update failed'),
            )
        }),
      )
  }

  private async fill(source: ContentSource) {
    this.index.replaceSource(source.name, await source.load())
  }

  /** Applies a change a slice per turn of the event loop, so requests are answered meanwhile. */
  private async updateGradually(name: string, { docs, removed }: SourceUpdate) {
    for (let i = 0; i < docs.length; i += DOCUMENTS_PER_TURN) {
      this.index.updateSource(name, docs.slice(i, i + DOCUMENTS_PER_TURN), [])
      await new Promise((resolve) => setImmediate(resolve))
    }
    this.index.updateSource(name, [], removed)
  }

  /** Indexes a source once the app answers, a slice per turn of the event loop. */
  private async fillGradually(source: ContentSource) {
    try {
      await this.ready()
      await this.updateGradually(source.name, { docs: await source.load(), removed: [] })
      this.log.info({ source: source.name, documents: this.index.size }, 'quick search indexed')
    } catch (error) {
      this.log.error({ err: error, source: source.name }, 'quick search could not index a source')
    }
  }

  /** `viewer` finds the shared results and their own (personal notes), never anyone else's. */
  async search(
    query: string,
    category?: SearchCategory,
    viewer: SearchViewer = null,
  ): Promise<QuickSearchResult[]> {
    const { docs } = await this.matches(query, category, viewer, SEARCH_RESULT_LIMIT)
    return docs.slice(0, SEARCH_RESULT_LIMIT).map(toResult)
  }

  /**
   * The matches the viewer may find, from the index and the finders, best first: by tier (an
   * exact name, a name starting with the query, every word as typed, typos forgiven), then by
   * category, then as the index scored them and the finders ranked them. Every word must match;
   * when nothing has them all, any word may. The first `limit` are exact; each finder gives no
   * more than that, and says how many it found (`counts`, per category, with the index's).
   */
  async matches(
    query: string,
    category: SearchCategory | undefined,
    viewer: SearchViewer,
    limit: number,
  ): Promise<{ docs: SearchDocument[]; counts: Map<SearchCategory, number> }> {
    const q = normalize(query)
    const words = queryWords(q)
    const counts = new Map<SearchCategory, number>()
    if (words.length === 0) return { docs: [], counts }
    const finders = this.finders.filter((finder) => !category || finder.category === category)
    const tiered = async (every: boolean) => {
      const tiers = this.index.tiers(q, category, viewer, every)
      counts.clear()
      for (const doc of tiers.flat()) counts.set(doc.category, (counts.get(doc.category) ?? 0) + 1)
      for (const finder of finders) {
        const { total, found } = await finder.find(q, words, every, viewer, limit)
        if (total > 0) counts.set(finder.category, (counts.get(finder.category) ?? 0) + total)
        for (const { doc, asTyped } of found) tiers[tierOf(namesOf(doc), q, asTyped)]?.push(doc)
      }
      return tiers
    }
    let tiers = await tiered(true)
    if (counts.size === 0) tiers = await tiered(false)
    return { docs: tiers.flatMap((tier) => tier.sort(byCategoryRank)), counts }
  }

  /**
   * A page of the matches of a query, or of everything by category and title (a finder's
   * documents after the index's of their category), with counts per category.
   */
  async browse(
    options: { query?: string; category?: SearchCategory; offset: number; limit: number },
    viewer: SearchViewer = null,
  ): Promise<BrowseResult> {
    const end = options.offset + options.limit
    if (options.query?.trim()) {
      const { docs, counts } = await this.matches(options.query, undefined, viewer, end)
      const inCategory = options.category
        ? docs.filter((doc) => doc.category === options.category)
        : docs
      const facets = SEARCH_CATEGORIES.filter((c) => counts.get(c)).map((c) => ({
        category: c,
        count: counts.get(c) ?? 0,
      }))
      return {
        total: options.category
          ? (counts.get(options.category) ?? 0)
          : facets.reduce((n, facet) => n + facet.count, 0),
        items: inCategory.slice(options.offset, end).map(toResult),
        facets,
      }
    }
    const indexed = this.index.all(undefined, viewer)
    // Each category's part of the list: the index's documents, then each finder's, counted.
    const parts: { category: SearchCategory; total: number; page: PartPage }[] = []
    for (const category of SEARCH_CATEGORIES) {
      const docs = indexed.filter((doc) => doc.category === category).sort(byTitle)
      parts.push({
        category,
        total: docs.length,
        page: async (from, n) => docs.slice(from, from + n),
      })
      for (const finder of this.finders.filter((f) => f.category === category))
        parts.push({
          category,
          total: await finder.count(viewer),
          page: (from, n) => finder.page(viewer, from, n),
        })
    }
    const facets = SEARCH_CATEGORIES.map((category) => ({
      category,
      count: parts.filter((part) => part.category === category).reduce((n, p) => n + p.total, 0),
    })).filter((facet) => facet.count > 0)
    const listed = options.category
      ? parts.filter((part) => part.category === options.category)
      : parts
    const items: SearchDocument[] = []
    let skip = options.offset
    for (const part of listed) {
      const wanted = options.limit - items.length
      if (wanted <= 0) break
      if (skip >= part.total) {
        skip -= part.total
        continue
      }
      items.push(...(await part.page(skip, wanted)))
      skip = 0
    }
    return {
      total: listed.reduce((n, part) => n + part.total, 0),
      items: items.map(toResult),
      facets,
    }
  }

  async categories(viewer: SearchViewer = null): Promise<SearchCategory[]> {
    const found = new Set(this.index.categories(viewer))
    for (const finder of this.finders)
      if (!found.has(finder.category) && (await finder.count(viewer)) > 0)
        found.add(finder.category)
    return SEARCH_CATEGORIES.filter((category) => found.has(category))
  }

  /** The result `id` when the viewer may find it, from the index or a finder. */
  async get(id: string, viewer: SearchViewer = null): Promise<QuickSearchResult | undefined> {
    const indexed = this.index.get(id, viewer)
    if (indexed) return indexed
    for (const finder of this.finders) {
      const doc = await finder.get(id, viewer)
      if (doc) return toResult(doc)
    }
    return undefined
  }

  /** Counts a visitor's choice; false when no result the viewer may find has that id. */
  async recordChoice(id: string, viewer: SearchViewer = null): Promise<boolean> {
    if (!(await this.get(id, viewer))) return false
    await this.db
      .insert(quickSearchChoices)
      .values({ resultId: id, chosenCount: 1 })
      .onConflictDoUpdate({
        target: quickSearchChoices.resultId,
        set: {
          chosenCount: sql`${quickSearchChoices.chosenCount} + 1`,
          lastChosenAt: sql`now()`,
        },
      })
    return true
  }

  /** Most chosen results still in the index the viewer may find, then the defaults. */
  async popular(viewer: SearchViewer = null, limit = POPULAR_LIMIT): Promise<PopularItem[]> {
    const rows = await this.db
      .select({ id: quickSearchChoices.resultId, count: quickSearchChoices.chosenCount })
      .from(quickSearchChoices)
      .orderBy(desc(quickSearchChoices.chosenCount), desc(quickSearchChoices.lastChosenAt))
      .limit(limit * 4)
    const items: PopularItem[] = []
    const add = async (id: string, chosenCount: number) => {
      if (items.length >= limit || items.some((item) => item.id === id)) return
      const result = await this.get(id, viewer)
      if (result) items.push({ ...result, chosenCount })
    }
    for (const row of rows) await add(row.id, row.count)
    for (const id of DEFAULT_POPULAR_IDS) await add(id, 0)
    return items
  }
}
