import {
  Document,
  isCollection,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  visit,
  type Pair,
  type YAMLMap,
} from 'yaml'
import { readMarkdown, wikilinkParts } from '@/shared/note-markdown'
import type { PropertyType } from '@/shared/notes'
import { splitFrontMatter } from '@/shared/front-matter'

export type ConsciousnessLevel = 'basic' | 'enhanced' | 'profound'

export interface ParsedNote {
  /** The front matter `title` when the user set one, else undefined (the file name is used). */
  title?: string
  /** Everything after the front matter, byte for byte. */
  body: string
  /** Front matter and inline tags, `#` left off, in the case first written, once each. */
  tags: string[]
  aliases: string[]
  /**
   * Link paths (`[[path#heading|alias]]` → `path`), once each, in order: the properties' first,
   * then the body's.
   */
  links: string[]
  /** Each front matter property with the type Obsidian gives its value. */
  properties: { name: string; type: PropertyType }[]
  /** Only when the file says so; otherwise the index keeps its own. */
  consciousnessLevel?: ConsciousnessLevel
  created?: Date
  /** Why the front matter could not be read (kept as it is), or undefined. */
  frontMatterWarning?: string
}

export { splitFrontMatter }

const LEVELS: readonly string[] = ['basic', 'enhanced', 'profound']

/** The front matter as a document, or why it cannot be one (it is then left untouched). */
export function frontMatterDocument(yaml: string): { doc?: Document; warning?: string } {
  const doc = parseDocument(yaml, { prettyErrors: false, uniqueKeys: false })
  if (doc.errors.length)
    return { warning: `Front matter is not valid YAML: ${doc.errors[0]!.message.split('\n')[0]}` }
  if (doc.contents !== null && !isMap(doc.contents))
    return { warning: 'Front matter is not a list of properties (key: value lines)' }
  // A map as a key (`date: {{date}}`, a template's placeholder) is YAML Obsidian refuses.
  let complexKey = false
  visit(doc, {
    Pair(_key, pair) {
      if (isCollection(pair.key)) complexKey = true
    },
  })
  if (complexKey)
    return {
      warning: 'Front matter is not valid YAML: a key is a list or map (a template placeholder?)',
    }
  return { doc }
}

/** A property's values as strings: a list's items, or one value (split by `split` if given). */
function values(value: unknown, split: RegExp | null): string[] {
  const items: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string' && split
      ? value.split(split)
      : value == null
        ? []
        : [value]
  return items
    .filter((item) => typeof item === 'string' || typeof item === 'number')
    .map(String)
    .map((item) => item.trim())
    .filter(Boolean)
}

/** Front matter `tags`/`tag` values, `#` left off. */
export const frontMatterTags = (data: Record<string, unknown>) =>
  values(data.tags ?? data.tag, /[,\s]+/).map((tag) => tag.replace(/^#/, ''))

/** Inline `#tags` of a body, outside code and `%% comments %%` (`readMarkdown`). */
export const inlineTags = (body: string) => readMarkdown(body).tags

/** A property value that is one internal link (`"[[Note]]"`, as Obsidian writes links there). */
const PROPERTY_LINK = /^!?\[\[([^[\]\n]+)\]\]$/

/** The link paths of property values that are links, strings or list items, nested included. */
export function propertyLinks(value: unknown): string[] {
  if (typeof value === 'string') {
    const match = PROPERTY_LINK.exec(value.trim())
    const linkPath = match ? wikilinkParts(match[1]!).path : ''
    return linkPath ? [linkPath] : []
  }
  if (Array.isArray(value)) return value.flatMap(propertyLinks)
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.values(value).flatMap(propertyLinks)
  return []
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/

/** The type Obsidian's Properties view infers for a value it has no type recorded for. */
export function propertyType(name: string, value: unknown): PropertyType {
  const key = name.toLowerCase()
  if (key === 'tags' || key === 'tag') return 'tags'
  if (key === 'aliases' || key === 'alias') return 'aliases'
  if (Array.isArray(value)) return 'list'
  if (typeof value === 'boolean') return 'checkbox'
  if (typeof value === 'number') return 'number'
  if (value instanceof Date)
    return value.getUTCHours() || value.getUTCMinutes() || value.getUTCSeconds()
      ? 'datetime'
      : 'date'
  if (typeof value === 'string' && DATE.test(value.trim())) return 'date'
  if (typeof value === 'string' && DATETIME.test(value.trim())) return 'datetime'
  if (value === null || typeof value === 'string') return 'text'
  return 'unknown'
}

/** Tags once each, ignoring case, keeping the case first written. */
export function uniqueTags(tags: Iterable<string>): string[] {
  const seen = new Map<string, string>()
  for (const tag of tags) if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag)
  return [...seen.values()]
}

/** Parses an Obsidian note: front matter (kept as written), tags, aliases and link paths. */
export function parseNote(source: string): ParsedNote {
  const { yaml, body } = splitFrontMatter(source)
  let data: Record<string, unknown> = {}
  let frontMatterWarning: string | undefined
  if (yaml !== null) {
    const { doc, warning } = frontMatterDocument(yaml)
    frontMatterWarning = warning
    try {
      const js: unknown = doc?.toJS({ maxAliasCount: 100 })
      if (js && typeof js === 'object') data = js as Record<string, unknown>
    } catch (error) {
      frontMatterWarning = `Front matter could not be read: ${(error as Error).message}`
    }
  }
  const reading = readMarkdown(body)
  const level = typeof data.consciousnessLevel === 'string' ? data.consciousnessLevel : ''
  const created =
    data.created instanceof Date
      ? data.created
      : typeof data.created === 'string' && !Number.isNaN(Date.parse(data.created))
        ? new Date(data.created)
        : undefined
  return {
    title: typeof data.title === 'string' && data.title.trim() ? data.title.trim() : undefined,
    body,
    tags: uniqueTags([...frontMatterTags(data), ...reading.tags]),
    aliases: [...new Set(values(data.aliases ?? data.alias, null))],
    links: [
      ...new Set([
        ...propertyLinks(data),
        ...reading.links.map((link) => link.path).filter(Boolean),
      ]),
    ],
    properties: Object.entries(data).map(([name, value]) => ({
      name,
      type: propertyType(name, value),
    })),
    consciousnessLevel: LEVELS.includes(level.toLowerCase())
      ? (level.toLowerCase() as ConsciousnessLevel)
      : undefined,
    created: created && !Number.isNaN(created.getTime()) ? created : undefined,
    frontMatterWarning,
  }
}

export class FrontMatterUnreadable extends Error {}

export interface NoteEdit {
  /** The new body (everything after the front matter). */
  body: string
  /** The tags the note should have; only a difference from what it has changes the file. */
  tags?: readonly string[]
  /** A new title the front matter must carry (set when it has `title` or the file name cannot). */
  title?: string
  /** Written only when the front matter already holds `consciousnessLevel`. */
  consciousnessLevel?: ConsciousnessLevel
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The file after an edit: the front matter block byte for byte unless a property had to change,
 * then re-written from its own document (keys, order, comments and value styles kept); the body
 * as given. Throws FrontMatterUnreadable when a property must change in front matter that is
 * not valid YAML.
 */
export function editNote(source: string, edit: NoteEdit): string {
  const { block, yaml } = splitFrontMatter(source)
  const current = parseNote(source)
  const changes: [string, (doc: Document) => void][] = []

  if (edit.tags) {
    const inline = inlineTags(edit.body)
    const data = current.frontMatterWarning || yaml === null ? {} : frontMatterOf(yaml)
    const written = frontMatterTags(data)
    const has = (list: readonly string[], tag: string) => list.some((t) => sameText(t, tag))
    const added = edit.tags.filter((tag) => !has(written, tag) && !has(inline, tag))
    const removed = written.filter((tag) => !has(edit.tags!, tag))
    if (added.length || removed.length)
      changes.push(['tags', (doc) => setTags(doc, written, removed, added)])
  }
  if (edit.title !== undefined && edit.title !== current.title)
    changes.push(['title', (doc) => doc.set('title', edit.title)])
  if (
    edit.consciousnessLevel &&
    current.consciousnessLevel &&
    edit.consciousnessLevel !== current.consciousnessLevel &&
    yaml !== null
  )
    changes.push([
      'consciousnessLevel',
      (doc) => doc.set('consciousnessLevel', edit.consciousnessLevel),
    ])

  if (!changes.length) return block + edit.body
  if (current.frontMatterWarning) throw new FrontMatterUnreadable(changes[0]![0])
  const newline = block.includes('\r\n') ? '\r\n' : '\n'
  const before = yaml ?? ''
  const doc = yaml === null ? new Document({}) : frontMatterDocument(yaml).doc!
  if (!isMap(doc.contents)) doc.contents = doc.createNode({}) as Document['contents']
  const spans = pairSpans(doc)
  for (const [, change] of changes) change(doc)
  // Each changed property is rendered alone and put where it was (or appended): every other
  // byte of the front matter stays as written.
  const replaced: { start: number; end: number; text: string }[] = []
  const appended: string[] = []
  for (const key of new Set(changes.map(([key]) => resolvedKey(doc, key)))) {
    const pair = (doc.contents as YAMLMap).items.find((item) => keyOf(item) === key)
    const span = spans.get(key)
    const text = pair ? renderPair(pair) : ''
    if (!span) appended.push(text)
    else
      replaced.push({
        ...span,
        text: before.slice(span.start, span.end).endsWith('\n') ? text : text.replace(/\n$/, ''),
      })
  }
  let yamlText = before
  for (const { start, end, text } of replaced.sort((x, y) => y.start - x.start))
    yamlText = yamlText.slice(0, start) + text + yamlText.slice(end)
  if (appended.length)
    yamlText = `${yamlText}${yamlText && !yamlText.endsWith('\n') ? '\n' : ''}${appended.join('')}`
  yamlText = yamlText.replace(/\r?\n$/, '')
  if (newline === '\r\n') yamlText = yamlText.replace(/\r?\n/g, '\r\n')
  if (yaml === null) return `---${newline}${yamlText}${newline}---${newline}${edit.body}`
  const opening = /^---[ \t]*\r?\n/.exec(block)![0]
  const closing = block.slice(opening.length + yaml.length)
  return yaml === ''
    ? `${opening}${yamlText}${newline}${closing}${edit.body}`
    : `${opening}${yamlText}${closing}${edit.body}`
}

const keyOf = (pair: Pair) =>
  isScalar(pair.key) ? String(pair.key.value) : typeof pair.key === 'string' ? pair.key : undefined

/** The front matter key a change names: `tags` is written where the user keeps `tag`. */
const resolvedKey = (doc: Document, key: string) =>
  key === 'tags' && !doc.has('tags') && doc.has('tag') ? 'tag' : key

/** Where each top-level property is written: from its key to the end of its value. */
function pairSpans(doc: Document) {
  const spans = new Map<string, { start: number; end: number }>()
  if (!isMap(doc.contents)) return spans
  for (const pair of (doc.contents as YAMLMap).items) {
    const key = keyOf(pair)
    const keyRange = isScalar(pair.key) ? pair.key.range : undefined
    const valueRange = (pair.value as { range?: [number, number, number] } | null)?.range
    if (key !== undefined && keyRange)
      spans.set(key, { start: keyRange[0], end: valueRange?.[2] ?? keyRange[2] })
  }
  return spans
}

/** One property as YAML text, its own comments and styles kept, without the comment before it. */
function renderPair(pair: Pair): string {
  const alone = new Document({})
  if (isScalar(pair.key)) {
    pair.key.commentBefore = undefined
    pair.key.spaceBefore = false
  }
  ;(alone.contents as YAMLMap).items.push(pair)
  return alone.toString()
}

function frontMatterOf(yaml: string): Record<string, unknown> {
  const js: unknown = frontMatterDocument(yaml).doc?.toJS()
  return js && typeof js === 'object' ? (js as Record<string, unknown>) : {}
}

/** Removes and adds tags in the document's own `tags` list (one list when it was a string). */
function setTags(doc: Document, written: string[], removed: string[], added: string[]) {
  const key = doc.has('tags') || !doc.has('tag') ? 'tags' : 'tag'
  const node = doc.get(key, true)
  if (isSeq(node)) {
    node.items = node.items.filter((item) => {
      const value = isScalar(item) ? String(item.value).replace(/^#/, '') : ''
      return !removed.some((tag) => sameText(tag, value))
    })
    for (const tag of added) node.add(doc.createNode(tag))
    return
  }
  const kept = written.filter((tag) => !removed.some((r) => sameText(r, tag)))
  const list = [...kept, ...added]
  if (!list.length && !node) return
  doc.set(key, doc.createNode(list))
}
