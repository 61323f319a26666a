import { AudioLines, Mic, Upload } from 'lucide-react'
import { RouteButton } from '@/client/components/route-button'
import { SectionHeading } from '@/client/components/section-heading'

const cards = [
  {
    icon: AudioLines,
    title: 'Audio system',
    text: 'Your own library: tracks, playlists and the persona frequency tones, played in the browser.',
  },
  {
    icon: Upload,
    title: 'Upload MP3',
    text: 'Add MP3 files to your library; the server keeps them, so they play on every device.',
  },
  {
    icon: Mic,
    title: 'Record voice',
    text: 'Record voice or music straight from the microphone and save it beside your tracks.',
  },
]

/**
 * docs/product/landing-and-navigation.md Independent Audio System panel and docs/product/media.md
 * audio promo card.
 */
export function AudioSystemPanel() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading eyebrow="Audio" title="Independent Audio System">
        Upload MP3s, create playlists, and record voice or music — all in the codex, no other
        service needed.
      </SectionHeading>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {cards.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-border bg-card/60 p-5">
            <Icon className="size-6 text-accent" aria-hidden />
            <h3 className="mt-3 font-semibold">{title}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <RouteButton to="/audio">Open the Audio System</RouteButton>
        <RouteButton to="/video-manager" variant="outline">
          Manage Videos
        </RouteButton>
      </div>
    </div>
  )
}
