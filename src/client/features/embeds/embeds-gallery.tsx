import { videos } from '@content/videos'
import { EmbedCard } from './embed-card'

// One of each kind a page might embed: a stream, a lesson, a meditation.
const picks = ['v-lofi-radio', 'v-neural-network', 'v-five-minute-meditation']
const embeds = videos.filter((video) => picks.includes(video.id))

/** Video embeds with their embed code, below the financial tracker on /iframe-gallery. */
export function EmbedsGallery() {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {embeds.map((video) => (
        <li key={video.id}>
          <EmbedCard video={video} />
        </li>
      ))}
    </ul>
  )
}
