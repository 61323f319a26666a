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
import { SearchIndex, toResult, type SearchViewer } from './search-index'
import type { ContentSource, SourceUpdate } from './sources'

export type { ContentSource, SourceUpdate } from './sources'
export type { SearchDocument } from './search-index'

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

/** Quick search: the index of every source, and what visitors choose from it. */
export class QuickSearchService {
  readonly index = new SearchIndex()
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
  search(
    query: string,
    category?: SearchCategory,
    viewer: SearchViewer = null,
  ): QuickSearchResult[] {
    return this.index.search(query, category, SEARCH_RESULT_LIMIT, viewer)
  }

  browse(
    options: { query?: string; category?: SearchCategory; offset: number; limit: number },
    viewer: SearchViewer = null,
  ): BrowseResult {
    const matching = options.query?.trim()
      ? this.index.matches(options.query, undefined, viewer)
      : this.index
          .all(undefined, viewer)
          .sort(
            (a, b) =>
              SEARCH_CATEGORIES.indexOf(a.category) - SEARCH_CATEGORIES.indexOf(b.category) ||
              a.title.localeCompare(b.title),
          )
    const inCategory = options.category
      ? matching.filter((doc) => doc.category === options.category)
      : matching
    return {
      total: inCategory.length,
      items: inCategory.slice(options.offset, options.offset + options.limit).map(toResult),
      facets: SearchIndex.facets(matching),
    }
  }

  categories(viewer: SearchViewer = null): SearchCategory[] {
    return this.index.categories(viewer)
  }

  /** Counts a visitor's choice; false when no result the viewer may find has that id. */
  async recordChoice(id: string, viewer: SearchViewer = null): Promise<boolean> {
    if (!this.index.get(id, viewer)) return false
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
    const add = (id: string, chosenCount: number) => {
      const result = this.index.get(id, viewer)
      if (result && items.length < limit && !items.some((item) => item.id === id)) {
        items.push({ ...result, chosenCount })
      }
    }
    for (const row of rows) add(row.id, row.count)
    for (const id of DEFAULT_POPULAR_IDS) add(id, 0)
    return items
  }
}
