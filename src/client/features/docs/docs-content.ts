import { parseDoc, sortDocs, type Doc } from '@/shared/markdown'

// The Markdown files are bundled into this (lazy) chunk; the server indexes the same files.
const files = import.meta.glob<string>('../../../../content/docs/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})

const slugOf = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.md'.length)

/** Every document, in reading order. */
export const docs: Doc[] = sortDocs(
  Object.entries(files).map(([file, source]) => parseDoc(slugOf(file), source)),
)

/**
 * The five entries of the home page's documentation accordion
 * (docs/product/landing-and-navigation.md).
 */
export const accordionDocs: Doc[] = docs.filter((doc) => doc.accordion)
