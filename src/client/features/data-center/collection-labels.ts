import type { CollectionType } from '@/shared/data-center'

export const collectionTypeLabels: Record<CollectionType, string> = {
  table: 'PostgreSQL full text',
  catalogue: 'Catalogue',
  index: 'Search index',
}
