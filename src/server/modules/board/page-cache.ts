import type { EventHub } from '../../events'

const MAX_ENTRIES = 200

/**
 * Serialized board pages by query. Any live event (a post, a reply, a reaction) empties it;
 * events reach every instance, so no instance serves a stale page after a change.
 */
export class BoardPageCache {
  private readonly pages = new Map<string, string>()

  constructor(events: EventHub) {
    events.subscribe((event) => {
      if (event.type === 'message' || event.type === 'reaction' || event.type === 'maintenance') {
        this.pages.clear()
      }
    })
  }

  async get(key: string, load: () => Promise<unknown>): Promise<string> {
    const cached = this.pages.get(key)
    if (cached !== undefined) return cached
    const json = JSON.stringify(await load())
    if (this.pages.size >= MAX_ENTRIES) this.pages.delete(this.pages.keys().next().value!)
    this.pages.set(key, json)
    return json
  }
}
