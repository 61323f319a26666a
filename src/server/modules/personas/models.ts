import { OFFLINE_CONNECTION, type ModelRouter } from '../../ai/model-router'

/** The models a persona may be given: those an administrator chose (default or a persona's). */
export function allowedModels(router: Pick<ModelRouter, 'chosen' | 'connection'>): string[] {
  const names = new Set<string>()
  for (const choice of router.chosen().values()) {
    if (choice.connectionId !== OFFLINE_CONNECTION && router.connection(choice.connectionId))
      names.add(choice.model)
  }
  return [...names].sort()
}
