import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Config } from '../config'
import {
  ModelRouter,
  type ChoiceScope,
  type ModelChoice,
  type ModelConnection,
} from './model-router'
import { docsKnowledge, KnowledgeBase, platformKnowledge } from './offline/knowledge'
import { createOfflineProvider, type OfflineProvider } from './offline/offline-provider'
import { crisisResources, type CrisisResources } from './safety/resources'

export const DOCS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../content/docs',
)

export interface AiEngine {
  /** The chosen model of each persona (the default one else), the offline engine without one. */
  provider: ModelRouter
  offline: OfflineProvider
  knowledge: KnowledgeBase
  /** Who to call in a crisis: the operator's settings over international defaults (decision 234). */
  crisis: CrisisResources
  status(): { engine: 'offline' | 'model'; model: string; hint: string | null }
}

/** The connection of the AI_* variables: read-only, shown with the ones added in the app. */
export function environmentConnection(config: Config['ai']): ModelConnection | null {
  return config.baseUrl
    ? {
        id: 'env',
        name: 'Environment (AI_BASE_URL)',
        baseUrl: config.baseUrl,
        apiKey: config.apiKey,
        source: 'env',
      }
    : null
}

/** AI_MODEL on that connection answers until an administrator chooses a default model. */
export function environmentChoices(config: Config['ai']): Map<ChoiceScope, ModelChoice> {
  return new Map(config.baseUrl ? [['default', { connectionId: 'env', model: config.model }]] : [])
}

export async function createAiEngine(config: Config['ai']): Promise<AiEngine> {
  const knowledge = new KnowledgeBase([docsKnowledge(DOCS_DIR), platformKnowledge])
  await knowledge.rebuild()
  const offline = createOfflineProvider(knowledge, config.offlineChunkDelayMs)
  const provider = new ModelRouter(offline, config.timeoutMs, {
    contextWindow: config.contextWindow,
    replyTokens: config.replyTokens,
  })
  const env = environmentConnection(config)
  provider.replace(env ? [env] : [], environmentChoices(config))
  return {
    provider,
    offline,
    knowledge,
    crisis: crisisResources(config.crisis),
    status: () => ({
      engine: provider.engine,
      model: provider.model,
      hint:
        provider.engine === 'offline'
          ? 'Replies come from the offline engine until an administrator connects a model on the Model Connections screen.'
          : null,
    }),
  }
}
