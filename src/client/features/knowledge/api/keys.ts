import { knowledgeEndpoints } from '@/shared/endpoints/knowledge'

const knowledgePaths = new Set<unknown>(
  Object.values(knowledgeEndpoints).map((endpoint) => endpoint.path),
)

/** After a seek or deep processing every knowledge read is stale. */
export const isKnowledgeKey = (key: readonly unknown[]) => knowledgePaths.has(key[0])
