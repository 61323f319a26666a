import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch'
import {
  SEARCH_CATEGORIES,
  type Facet,
  type QuickSearchResult,
  type SearchCategory,
} from '@/shared/search'
import { AUTO_VACUUM_AT_ONCE } from '../../search-vacuum'

/** A result plus words that should find it without being shown (body text, tags). */
export interface SearchDocument extends QuickSearchResult {
  keywords?: string
  /** Other names of the result (a note's aliases), matched like its title. */
  aliases?: string
  /** Only this user finds the result (a personal note); nobody else sees it, even in counts. */
  ownerId?: number
}

/** Who searches: a signed-in user's id, or null for a visitor. */
export type SearchViewer = number | null

const visibleTo = (viewer: SearchViewer, ownerId: unknown) =>
  ownerId === undefined || ownerId === viewer

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

/** A screen's own name in its address: `/videos` is "videos"; anchors and nested paths give none. */
const pathName = (path: string) =>
  /^\/[a-z0-9-]+$/.test(path) ? path.slice(1).replaceAll('-', ' ') : ''

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]
const NAME_FIELDS = ['title', 'aliases', 'section']
const BODY_FIELDS = ['description', 'keywords']

/** `word` with each pair of neighbouring letters swapped, from four letters on. */
export function swaps(word: string): string[] {
  if (word.length < 4) return []
  const variants = new Set<string>()
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] === word[i + 1]) continue
    variants.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2))
  }
  return [...variants]
}

/** Whether the query names an HTTP method or a path: only then do API operations join a plain search. */
export const namesApi = (query: string) =>
  query.includes('/') || /(^|\s)(get|post|put|patch|delete)(\s|$)/i.test(query)

/** Screens and sections first, then content, then API operations, within each tier. */
const CATEGORY_RANK: Record<SearchCategory, number> = {
  page: 0,
  feature: 0,
  tool: 0,
  component: 1,
  content: 1,
  api: 2,
}

/**
 * One query word: names (title, aliases, section) match by prefix and forgive one typo from four letters,
 * two from nine; body text (description, keywords) matches whole words, forgiving one typo from
 * five letters. A last word under three letters (still being typed, or a short alias such as
 * "CG") only looks at titles and aliases.
 * Prefixes over body text match most of a large index: they are what made p99 latency explode.
 */
function wordQuery(word: string, last: boolean): Query {
  if (last && word.length < 3)
    return { queries: [word], fields: ['title', 'aliases'], prefix: true }
  const names: Query = {
    combineWith: 'OR',
    queries: [
      {
        queries: [word],
        fields: NAME_FIELDS,
        prefix: true,
        fuzzy: word.length >= 9 ? 2 : word.length >= 4 ? 1 : false,
      },
      // Two swapped letters count as one typo (Levenshtein alone counts them as two).
      { queries: swaps(word), fields: NAME_FIELDS, prefix: true },
    ],
  }
  const body: Query = {
    queries: [word],
    fields: BODY_FIELDS,
    prefix: false,
    fuzzy: word.length >= 5 ? 1 : false,
  }
  return { combineWith: 'OR', queries: [names, body] }
}

/** A document's title, aliases and path name, normalised, for ranking exact and leading names. */
const namesOf = (doc: SearchDocument) =>
  [doc.title, ...(doc.aliases?.split('\n') ?? []), pathName(doc.path)].map(normalize)

/**
 * The quick-search index: documents grouped by the source that supplied them, so one source
 * can be replaced when its content changes without rebuilding the rest.
 */
export class SearchIndex {
  private readonly mini = new MiniSearch<SearchDocument>({
    fields: ['title', 'aliases', 'description', 'section', 'keywords'],
    storeFields: ['category', 'ownerId'],
    autoVacuum: AUTO_VACUUM_AT_ONCE,
    searchOptions: {
      boost: { title: 4, aliases: 3, section: 1.5, description: 2, keywords: 1 },
      maxFuzzy: 2,
    },
  })
  /** Each document with its normalised title and aliases, for ranking exact and leading names. */
  private readonly documents = new Map<string, { doc: SearchDocument; names: string[] }>()
  private readonly idsBySource = new Map<string, string[]>()
  /** How many documents each user alone may find. */
  private readonly owned = new Map<number, number>()

  /** Goes up with every change, so a cache of results knows when it is stale. */
  version = 0

  get size() {
    return this.documents.size
  }

  /** Replaces everything `source` contributed; ids already taken by another source are refused. */
  replaceSource(source: string, docs: SearchDocument[]) {
    const seen = new Set<string>()
    for (const doc of docs) {
      if (seen.has(doc.id)) throw new Error(`search: duplicate id ${doc.id} from source ${source}`)
      seen.add(doc.id)
    }
    this.updateSource(source, docs, this.idsBySource.get(source) ?? [])
  }

  /**
   * Changes part of what `source` contributed: `docs` replace those with their ids (or are
   * added) and the `removed` ids go; ids another source holds are refused.
   */
  updateSource(source: string, docs: SearchDocument[], removed: string[]) {
    const own = new Set(this.idsBySource.get(source) ?? [])
    for (const doc of docs)
      if (this.documents.has(doc.id) && !own.has(doc.id))
        throw new Error(`search: duplicate id ${doc.id} from source ${source}`)
    for (const id of [...removed, ...docs.map((doc) => doc.id)]) {
      if (!own.delete(id)) continue
      this.mini.discard(id)
      const ownerId = this.documents.get(id)?.doc.ownerId
      if (ownerId !== undefined) this.count(ownerId, -1)
      this.documents.delete(id)
    }
    for (const doc of docs) {
      this.documents.set(doc.id, { doc, names: namesOf(doc) })
      if (doc.ownerId !== undefined) this.count(doc.ownerId, 1)
      own.add(doc.id)
    }
    this.mini.addAll(docs)
    this.idsBySource.set(source, [...own])
    this.version++
  }

  private count(ownerId: number, change: number) {
    const left = (this.owned.get(ownerId) ?? 0) + change
    if (left > 0) this.owned.set(ownerId, left)
    else this.owned.delete(ownerId)
  }

  /** Whether some documents are the viewer's alone (their answers differ from a visitor's). */
  ownsAny(viewer: SearchViewer): boolean {
    return viewer !== null && this.owned.has(viewer)
  }

  /** The result `id` when the viewer may find it. */
  get(id: string, viewer: SearchViewer = null): QuickSearchResult | undefined {
    const entry = this.documents.get(id)
    return entry && visibleTo(viewer, entry.doc.ownerId) ? toResult(entry.doc) : undefined
  }

  /**
   * Every match the viewer may find, best first: an exact title or alias, then a title or alias
   * starting with the query, then by score.
   */
  matches(query: string, category?: SearchCategory, viewer: SearchViewer = null): SearchDocument[] {
    const q = normalize(query)
    const words = tokenize(q).filter(Boolean)
    if (words.length === 0) return []
    const queries = words.map((word, i) => wordQuery(word, i === words.length - 1))
    const apiToo = category === 'api' || namesApi(q)
    const options: SearchOptions = {
      filter: (hit: SearchResult) =>
        visibleTo(viewer, hit.ownerId) &&
        (category ? hit.category === category : apiToo || hit.category !== 'api'),
    }
    let hits = this.mini.search({ combineWith: 'AND', queries }, options)
    if (hits.length === 0) hits = this.mini.search({ combineWith: 'OR', queries }, options)
    // Hits come sorted by score; four tiers keep that order within each category rank: an exact
    // name, a name starting with the query, every word found as typed, then typos forgiven.
    const tiers = new Map<number, SearchDocument[]>([0, 1, 2, 3].map((tier) => [tier, []]))
    for (const hit of hits) {
      const entry = this.documents.get(hit.id as string)
      if (!entry) continue
      const tier = entry.names.includes(q)
        ? 0
        : entry.names.some((name) => name.startsWith(q))
          ? 1
          : words.every((word) => hit.terms.some((term) => term.startsWith(word)))
            ? 2
            : 3
      tiers.get(tier)?.push(entry.doc)
    }
    const byRank = (a: SearchDocument, b: SearchDocument) =>
      CATEGORY_RANK[a.category] - CATEGORY_RANK[b.category]
    return [...tiers.values()].flatMap((tier) => tier.sort(byRank))
  }
  search(
    query: string,
    category?: SearchCategory,
    limit = 20,
    viewer: SearchViewer = null,
  ): QuickSearchResult[] {
    return this.matches(query, category, viewer).slice(0, limit).map(toResult)
  }

  /** All documents the viewer may find in one category (or all), in index order. */
  all(category?: SearchCategory, viewer: SearchViewer = null): SearchDocument[] {
    const docs = [...this.documents.values()]
      .map((entry) => entry.doc)
      .filter((doc) => visibleTo(viewer, doc.ownerId))
    return category ? docs.filter((doc) => doc.category === category) : docs
  }

  /** Counts per category of `docs`, in the canonical order, leaving out empty ones. */
  static facets(docs: SearchDocument[]): Facet[] {
    const counts = new Map<SearchCategory, number>()
    for (const doc of docs) counts.set(doc.category, (counts.get(doc.category) ?? 0) + 1)
    return SEARCH_CATEGORIES.filter((c) => counts.has(c)).map((category) => ({
      category,
      count: counts.get(category) ?? 0,
    }))
  }

  categories(viewer: SearchViewer = null): SearchCategory[] {
    return SearchIndex.facets(this.all(undefined, viewer)).map((facet) => facet.category)
  }
}

/** The result as the API returns it, without index-only fields. */
export function toResult(doc: SearchDocument): QuickSearchResult {
  const { id, title, description, icon, category, section, path } = doc
  return { id, title, description, icon, category, section, path }
}
