import { describe, expect, it } from 'vitest'
import type { KnowledgeDocument } from './api/get-documents'
import { sharedConcepts } from './shared-concepts'

const doc = (
  id: number,
  domain: string,
  connections: KnowledgeDocument['connections'],
): KnowledgeDocument => ({
  id,
  repository: `org/repo-${id}`,
  domain,
  priority: 'high',
  title: `repo-${id}`,
  url: `https://github.com/org/repo-${id}`,
  description: '',
  snippet: '',
  stars: 1,
  evolved: connections.length > 0,
  connections,
})

describe('sharedConcepts', () => {
  it('groups connections by concept, most domains first', () => {
    const concepts = sharedConcepts([
      doc(1, 'Physics', [
        { concept: 'Entropy', with: 'repo-2' },
        { concept: 'graph', with: 'repo-9' },
      ]),
      doc(2, 'Biology', [{ concept: 'entropy', with: 'repo-1' }]),
      doc(3, 'Mathematics', [{ concept: 'Entropy', with: 'repo-7' }]),
      doc(4, 'Art', []),
    ])
    expect(concepts).toEqual([
      { concept: 'Entropy', domains: ['Biology', 'Mathematics', 'Physics'], documents: 4 },
      { concept: 'graph', domains: ['Physics'], documents: 2 },
    ])
  })

  it('is empty without connections', () => {
    expect(sharedConcepts([doc(1, 'Art', [])])).toEqual([])
  })
})
