import { experts } from '@content/experts'
import { priceSummary } from '@/shared/experts'
import type { KnowledgeSource } from '../../ai/offline/knowledge'
import type { ContentSource } from '../search/service'

/** Where an expert is shown: the agents screen with the directory searched for its name. */
export const expertPath = (name: string) => `/agents?q=${encodeURIComponent(name)}`

/** The ring for the offline engine, so persona chat and answers can talk about the experts. */
export const expertsKnowledge: KnowledgeSource = {
  name: 'experts',
  load: () =>
    experts.map((expert) => ({
      id: `expert:${expert.id}`,
      title: `${expert.name}, ${expert.title}`,
      text: `${expert.name} is an expert entity of the Ring of Twelve (${expert.category}, ${expert.status}). ${expert.description} Specialties: ${expert.specialties.join(', ')}. ${expert.personality} Access: ${priceSummary(expert)}.${expert.chatGptLink ? '' : ' Not open yet: coming soon.'}`,
      path: expertPath(expert.name),
      kind: 'expert' as const,
    })),
}

/** The ring for quick search. */
export const expertsSearchSource: ContentSource = {
  name: 'experts',
  load: () =>
    experts.map((expert) => ({
      id: `expert:${expert.id}`,
      title: expert.name,
      description: `${expert.title}. ${expert.description}`,
      icon: 'user-round',
      category: 'content' as const,
      section: 'Ring of Experts',
      path: expertPath(expert.name),
      keywords: `${expert.specialties.join(' ')} ${expert.category} expert`,
    })),
}
