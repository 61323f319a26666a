import type { AcademicDomain } from '@/shared/knowledge'

/**
 * Domains the knowledge seeker searches on the code-hosting service (docs/product/knowledge.md).
 */
export const academicDomains: AcademicDomain[] = [
  {
    name: 'Computer Science',
    priority: 'high',
    searchTerms: ['algorithms', 'data structures', 'compilers', 'distributed systems'],
    topics: ['algorithms', 'computer-science', 'compiler', 'distributed-systems'],
  },
  {
    name: 'Artificial Intelligence',
    priority: 'high',
    searchTerms: [
      'machine learning',
      'neural networks',
      'language models',
      'reinforcement learning',
    ],
    topics: ['machine-learning', 'deep-learning', 'nlp', 'reinforcement-learning'],
  },
  {
    name: 'Mathematics',
    priority: 'high',
    searchTerms: ['linear algebra', 'statistics', 'number theory'],
    topics: ['mathematics', 'statistics', 'linear-algebra'],
  },
  {
    name: 'Cognitive Science',
    priority: 'medium',
    searchTerms: ['cognitive science', 'memory models', 'attention'],
    topics: ['cognitive-science', 'neuroscience', 'psychology'],
  },
  {
    name: 'Philosophy of Mind',
    priority: 'medium',
    searchTerms: ['consciousness', 'philosophy of mind', 'ethics of ai'],
    topics: ['philosophy', 'consciousness', 'ai-ethics'],
  },
  {
    name: 'Education',
    priority: 'medium',
    searchTerms: ['spaced repetition', 'learning science', 'open courseware'],
    topics: ['education', 'spaced-repetition', 'learning'],
  },
  {
    name: 'Physics',
    priority: 'low',
    searchTerms: ['quantum computing', 'computational physics'],
    topics: ['physics', 'quantum-computing', 'simulation'],
  },
  {
    name: 'Biology',
    priority: 'low',
    searchTerms: ['bioinformatics', 'genomics'],
    topics: ['bioinformatics', 'genomics', 'biology'],
  },
]
