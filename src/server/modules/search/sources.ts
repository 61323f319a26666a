import fs from 'node:fs'
import { intentsOf, routeIntents, sectionIntents } from '@/shared/route-intents'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { blocksToText, parseDoc } from '@/shared/markdown'
import { API_DOCS_PATH, homeSections, routeRegistry } from '@/shared/routes'
import type { SearchCategory } from '@/shared/search'
import type { SearchDocument, SearchViewer } from './search-index'

/**
 * Something that supplies documents to quick search. Later areas (experts, courses, books)
 * add theirs with `app.quickSearch.addSource()`; `watch` lets a source re-index itself.
 */
export interface ContentSource {
  name: string
  load(): SearchDocument[] | Promise<SearchDocument[]>
  /**
   * Calls `onChange` whenever the content changes, with the documents that changed when the
   * source knows them (else everything is loaded again); returns a function that stops watching.
   */
  watch?(onChange: (part?: SourceUpdate) => void): () => void
  /**
   * Indexed after start, a little at a time, rather than before the server answers: for a
   * source as large as a vault can be, or as costly to build as the API document (100 ms of
   * a 1.5 s start).
   */
  background?: boolean
}

/** Part of a source changed: these documents are new or replace those with their ids. */
export interface SourceUpdate {
  docs: SearchDocument[]
  removed: string[]
}

/** A document a finder found, and whether every word of the query was found in it as typed. */
export interface FoundDocument {
  doc: SearchDocument
  asTyped: boolean
}

/**
 * Something that finds its own documents where they are kept, rather than handing them all
 * to the index: vault notes, read from the database per query so that memory does not grow
 * with a vault (decision 224). All its documents are in one category.
 */
export interface SearchFinder {
  category: SearchCategory
  /**
   * The first `limit` documents the viewer may find with every word of the query (`every`) or
   * any, in the order the search ranks them (`tierOf`, then the finder's own), and how many it
   * found in all (it may bound that number). `query` is normalised, `words` are its words.
   */
  find(
    query: string,
    words: string[],
    every: boolean,
    viewer: SearchViewer,
    limit: number,
  ): Promise<{ total: number; found: FoundDocument[] }>
  /** How many documents the viewer may find. */
  count(viewer: SearchViewer): Promise<number>
  /** One page of every document the viewer may find, by title. */
  page(viewer: SearchViewer, offset: number, limit: number): Promise<SearchDocument[]>
  /** The document `id` when the viewer may find it. */
  get(id: string, viewer: SearchViewer): Promise<SearchDocument | undefined>
  /** Calls `onChange` whenever what it finds may have changed; returns a function that stops. */
  watch(onChange: () => void): () => void
}

export const DEFAULT_DOCS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content/docs',
)

/** Live screens of the route registry (redirects left out). */
export const routesSource: ContentSource = {
  name: 'routes',
  load: () =>
    routeRegistry
      .filter((entry) => entry.live && !entry.redirectTo)
      .map((entry) => ({
        id: `page:${entry.path}`,
        title: entry.title,
        description: entry.description,
        icon: entry.icon,
        category: entry.category,
        section: entry.category === 'tool' ? 'Tools' : 'Screens',
        path: entry.path,
        keywords: entry.path.replaceAll('-', ' '),
        // The words people use for it, kept beside the route (decision 253).
        aliases: intentsOf(routeIntents, entry.path),
      })),
}

/** Live sections of the home page, reached by their anchor. */
export const sectionsSource: ContentSource = {
  name: 'sections',
  load: () =>
    homeSections
      .filter((section) => section.live)
      .map((section) => ({
        id: `section:${section.id}`,
        title: section.title,
        description: section.description,
        icon: section.icon,
        category: section.category,
        section: 'Home page',
        path: `/#${section.id}`,
        keywords: section.id.replaceAll('-', ' '),
        aliases: intentsOf(sectionIntents, section.id),
      })),
}

/** `content/docs/*.md`, shown by the Platform Guide; re-read when a file changes. */
export function docsSource(dir = DEFAULT_DOCS_DIR): ContentSource {
  return {
    name: 'docs',
    load: async () => {
      const files = (await fs.promises.readdir(dir)).filter((file) => file.endsWith('.md'))
      return Promise.all(
        files.map(async (file) => {
          const slug = file.slice(0, -3)
          const doc = parseDoc(slug, await fs.promises.readFile(path.join(dir, file), 'utf8'))
          return {
            id: `doc:${slug}`,
            title: doc.title,
            description: doc.summary,
            icon: 'book-open',
            category: 'content' as const,
            section: 'Platform Guide',
            path: `/platform-guide#${slug}`,
            keywords: blocksToText(doc.blocks),
          }
        }),
      )
    },
    watch: (onChange) => {
      let timer: NodeJS.Timeout | undefined
      const watcher = fs.watch(dir, { persistent: false }, () => {
        clearTimeout(timer)
        timer = setTimeout(onChange, 100)
      })
      return () => {
        clearTimeout(timer)
        watcher.close()
      }
    },
  }
}

interface OpenApiOperation {
  summary?: string
  description?: string
  tags?: string[]
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

/** Every documented API endpoint; choosing one opens the API reference. */
export function apiSource(getDocument: () => OpenApiDocument): ContentSource {
  return {
    name: 'api',
    background: true,
    load: () =>
      Object.entries(getDocument().paths ?? {}).flatMap(([route, operations]) =>
        Object.entries(operations)
          .filter(([method]) => METHODS.includes(method))
          .map(([method, operation]) => {
            const tag = operation.tags?.[0] ?? 'api'
            return {
              id: `api:${method.toUpperCase()} ${route}`,
              title: `${method.toUpperCase()} ${route}`,
              description: operation.summary ?? operation.description ?? `The ${route} endpoint.`,
              icon: 'braces',
              category: 'api' as const,
              section: `API · ${tag}`,
              path: API_DOCS_PATH,
              keywords: [route.replace(/[/{}-]/g, ' '), operation.description, tag].join(' '),
            }
          }),
      ),
  }
}
