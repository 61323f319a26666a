import type { EventHub, LiveEvent } from '../../events'

const MAX_ENTRIES = 200

/**
 * Serialized board pages by query. Any live event (a post, a reply, a reaction) empties it;
 * events reach every instance, so no instance serves a stale page after a change.
 */
export class BoardPageCache {
  private readonly pages = new Map<string, string>()
  private generation = 0

  constructor(events: EventHub) {
    const clear = (event: LiveEvent) => {
      if (event.type === 'message' || event.type === 'reaction' || event.type === 'maintenance') {
        this.pages.clear()
        this.generation++
      }
    }
    // Dispatch is asynchronous (with PostgreSQL it waits for NOTIFY), so this instance's own
    // changes also clear it before their request answers: a poster's next read shows the post.
    events.onLocalPublish(clear)
    events.subscribe(clear)
  }

  async get(key: string, load: () => Promise<unknown>): Promise<string> {
    const cached = this.pages.get(key)
    if (cached !== undefined) return cached
    const generation = this.generation
    const json = JSON.stringify(await load())
    // A change during the load may be missing from it: answer with it, but do not keep it.
    if (generation !== this.generation) return json
    if (this.pages.size >= MAX_ENTRIES) this.pages.delete(this.pages.keys().next().value!)
    this.pages.set(key, json)
    return json
  }
}
