import { AppWindow } from 'lucide-react'
import { EmbedsGallery } from '@/client/features/embeds/embeds-gallery'
import { FinancialTracker } from '@/client/features/landing/financial-tracker'

/** `/iframe-gallery`: the financial tracker and video embeds, each with its embed code. */
export default function IframeGalleryRoute() {
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
        <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-[0.2em] text-primary">
          <AppWindow className="size-4" aria-hidden /> Embeds
        </p>
        <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">Iframe Gallery</h1>
        <p className="mt-3 max-w-3xl text-muted-foreground">
          Apps and videos that live on other sites, shown here in frames, each with the code to
          embed it on a page of your own.
        </p>
      </div>
      <FinancialTracker />
      <section className="mx-auto max-w-7xl px-4 pb-16 sm:px-6" aria-labelledby="video-embeds">
        <h2 id="video-embeds" className="font-display text-2xl font-semibold">
          Video embeds
        </h2>
        <p className="mt-2 mb-6 text-sm text-muted-foreground">
          Privacy-enhanced players: nothing loads from the video host until you ask.
        </p>
        <EmbedsGallery />
      </section>
    </>
  )
}
