import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Config } from '../config'
import { createOpenAiCompatibleProvider } from './openai-compatible'
import { docsKnowledge, KnowledgeBase, platformKnowledge } from './offline/knowledge'
import { createOfflineProvider, type OfflineProvider } from './offline/offline-provider'
import type { AiProvider } from './provider'

export const DOCS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../content/docs',
)

export interface AiEngine {
  /** The model when AI_BASE_URL is set, else the offline engine. */
  provider: AiProvider | OfflineProvider
  offline: OfflineProvider
  knowledge: KnowledgeBase
  status(): { engine: 'offline' | 'model'; model: string; hint: string | null }
}

export async function createAiEngine(config: Config['ai']): Promise<AiEngine> {
  const knowledge = new KnowledgeBase([docsKnowledge(DOCS_DIR), platformKnowledge])
  await knowledge.rebuild()
  const offline = createOfflineProvider(knowledge, config.offlineChunkDelayMs)
  const provider = config.baseUrl
    ? createOpenAiCompatibleProvider({
        baseUrl: config.baseUrl,
        apiKey: config.apiKey,
        model: config.model,
        timeoutMs: config.timeoutMs,
      })
    : offline
  return {
    provider,
    offline,
    knowledge,
    status: () => ({
      engine: provider.engine,
      model: provider.model,
      hint:
        provider.engine === 'offline'
          ? 'Replies come from the offline engine. Set AI_BASE_URL (and AI_API_KEY, AI_MODEL) to connect a model.'
          : null,
    }),
  }
}
