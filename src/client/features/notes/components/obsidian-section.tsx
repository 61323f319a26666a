import { Archive, Network, NotebookPen } from 'lucide-react'
import { RouteButton } from '@/client/components/route-button'
import { SectionHeading } from '@/client/components/section-heading'
import { NotesIntegration } from './notes-integration'

/** The home page's `obsidian-integration` section. */
export function ObsidianSection() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading eyebrow="Obsidian integration" title="Your notes, your vaults">
        Vaults are folders of Markdown files that Obsidian and HumanCodex edit together. Search
        them, follow their links, and let Agent Zero observe what they say.
      </SectionHeading>
      <div className="mt-6 flex flex-wrap gap-2">
        <RouteButton to="/knowledge-editor" variant="outline" size="sm">
          <NotebookPen aria-hidden />
          Knowledge Editor
        </RouteButton>
        <RouteButton to="/memory-lattice" variant="outline" size="sm">
          <Network aria-hidden />
          Memory Lattice
        </RouteButton>
        <RouteButton to="/document-archive" variant="outline" size="sm">
          <Archive aria-hidden />
          Document Archive
        </RouteButton>
      </div>
      <div className="mt-10">
        <NotesIntegration />
      </div>
    </div>
  )
}
