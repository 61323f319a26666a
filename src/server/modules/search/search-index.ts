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

export const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

/** A screen's own name in its address: `/videos` is "videos"; anchors and nested paths give none. */
const pathName = (path: string) =>
  /^\/[a-z0-9-]+$/.test(path) ? path.slice(1).replaceAll('-', ' ') : ''

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]

/** A query's words as the index reads them, lower-cased. */
export const queryWords = (query: string) => tokenize(normalize(query)).filter(Boolean)

/**
 * Words of a question that name no screen ("how do I …", "where is my …"): left out of a query
 * that has other words, so people may type as they speak (decision 253).
 */
const FILLER = new Set(
  'how do does can could i im me my we our you your where is are what whats which the a an to of for in on with want wanna need please find get see'.split(
    ' ',
  ),
)

/** The query's words without filler, or all of them when nothing else is left. */
export function meaningfulWords(query: string): string[] {
  const words = queryWords(query)
  const kept = words.filter((word) => !FILLER.has(word))
  return kept.length ? kept : words
}
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
export const namesOf = (doc: Pick<SearchDocument, 'title' | 'aliases' | 'path'>) => [
  ...[doc.title, ...(doc.aliases?.split('\n') ?? []), pathName(doc.path)].map(normalize),
  // An alias is also read as a query is, without filler: "delete my account" is "delete account".
  ...(doc.aliases?.split('\n') ?? []).map((alias) => meaningfulWords(alias).join(' ')),
]

/** The four tiers of results, best first. */
export const TIERS = 4

/**
 * Which tier a match is in: 0, a name is the query (normalised); 1, a name starts with it; 2,
 * every word was found as typed; 3, typos were forgiven.
 */
export function tierOf(names: readonly string[], query: string, asTyped: boolean): number {
  if (names.includes(query)) return 0
  if (names.some((name) => name.startsWith(query))) return 1
  return asTyped ? 2 : 3
}

/** Within a tier: screens and sections, then content, then API operations; otherwise as given. */
export const byCategoryRank = (a: SearchDocument, b: SearchDocument) =>
  CATEGORY_RANK[a.category] - CATEGORY_RANK[b.category]

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
      this.documents.delete(id)
    }
    for (const doc of docs) {
      this.documents.set(doc.id, { doc, names: namesOf(doc) })
      own.add(doc.id)
    }
    this.mini.addAll(docs)
    this.idsBySource.set(source, [...own])
    this.version++
  }

  /** The result `id` when the viewer may find it. */
  get(id: string, viewer: SearchViewer = null): QuickSearchResult | undefined {
    const entry = this.documents.get(id)
    return entry && visibleTo(viewer, entry.doc.ownerId) ? toResult(entry.doc) : undefined
  }

  /**
   * Every match the viewer may find in its tier (see `tierOf`), by score within each: those with
   * every word of the query (`every`), or with any.
   */
  tiers(
    query: string,
    category?: SearchCategory,
    viewer: SearchViewer = null,
    every = true,
  ): SearchDocument[][] {
    const words = meaningfulWords(query)
    const q = words.join(' ')
    const tiers: SearchDocument[][] = Array.from({ length: TIERS }, () => [])
    if (words.length === 0) return tiers
    const queries = words.map((word, i) => wordQuery(word, i === words.length - 1))
    const apiToo = category === 'api' || namesApi(normalize(query))
    const options: SearchOptions = {
      filter: (hit: SearchResult) =>
        visibleTo(viewer, hit.ownerId) &&
        (category ? hit.category === category : apiToo || hit.category !== 'api'),
    }
    const hits = this.mini.search({ combineWith: every ? 'AND' : 'OR', queries }, options)
    for (const hit of hits) {
      const entry = this.documents.get(hit.id as string)
      if (!entry) continue
      const asTyped = words.every((word) => hit.terms.some((term) => term.startsWith(word)))
      tiers[tierOf(entry.names, q, asTyped)]?.push(entry.doc)
    }
    return tiers
  }

  /**
   * Every match the viewer may find, best first: an exact title or alias, then a title or alias
   * starting with the query, then by score. When no document has every word, any word may match.
   */
  matches(query: string, category?: SearchCategory, viewer: SearchViewer = null): SearchDocument[] {
    let tiers = this.tiers(query, category, viewer)
    if (tiers.every((tier) => tier.length === 0)) tiers = this.tiers(query, category, viewer, false)
    return tiers.flatMap((tier) => tier.sort(byCategoryRank))
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
