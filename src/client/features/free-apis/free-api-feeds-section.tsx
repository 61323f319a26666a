import { RouteButton } from '@/client/components/route-button'
import { SectionHeading } from '@/client/components/section-heading'
import { ApiDirectory } from './api-directory'
import { SampleCards } from './sample-cards'

/** The home page's `free-api-feeds` section: sample cards and the directory. */
export function FreeApiFeedsSection() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <SectionHeading eyebrow="Directory" title="Free APIs & Feeds">
          Free APIs and feeds worth building with, by category, and three small cards of the kind
          they power.
        </SectionHeading>
        <RouteButton to="/api-manager" variant="outline">
          Open the API Manager
        </RouteButton>
      </div>
      <div className="mt-8 space-y-10">
        <SampleCards />
        <ApiDirectory />
      </div>
    </div>
  )
}
