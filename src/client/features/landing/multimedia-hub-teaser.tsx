import { BookImage, Podcast } from 'lucide-react'
import { RouteButton } from '@/client/components/route-button'
import { SectionHeading } from '@/client/components/section-heading'

const hubs = [
  {
    icon: Podcast,
    title: 'Blog to podcast',
    text: 'Posts of the codex read aloud as podcast episodes, beside your own tracks and playlists.',
    to: '/music-section',
    action: 'Enter Music Hub',
  },
  {
    icon: BookImage,
    title: 'Comic-style audio drama',
    text: 'Stories written with eve, told as comic panels with a voice for every character.',
    to: '/comic-book-section',
    action: 'Enter Comic Hub',
  },
]

/** docs/product/community.md Multimedia Content Hub teaser. */
export function MultimediaHubTeaser() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading eyebrow="Multimedia" title="Multimedia Content Hub">
        Stories and posts of the codex, turned into sound.
      </SectionHeading>
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {hubs.map(({ icon: Icon, title, text, to, action }) => (
          <li key={to} className="flex flex-col rounded-xl border border-border bg-card/60 p-6">
            <Icon className="size-7 text-accent" aria-hidden />
            <h3 className="mt-3 font-display text-xl font-semibold">{title}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{text}</p>
            <RouteButton to={to} className="mt-5 self-start">
              {action}
            </RouteButton>
          </li>
        ))}
      </ul>
    </div>
  )
}
