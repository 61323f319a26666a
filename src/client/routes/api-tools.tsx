import { Plug } from 'lucide-react'
import { useLocation } from 'react-router'
import { SectionTabs } from '@/client/components/section-tabs'
import { ApiDirectory } from '@/client/features/free-apis/api-directory'
import { ApiMarketplace } from '@/client/features/free-apis/api-marketplace'
import { ToolCatalogue } from '@/client/features/free-apis/tool-catalogue'

/** `/api-manager` opens on the directory, `/api-marketplace` on the marketplace. */
export default function ApiToolsRoute() {
  const marketplace = useLocation().pathname === '/api-marketplace'
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-[0.2em] text-primary">
        <Plug className="size-4" aria-hidden /> API & tools
      </p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
        {marketplace ? 'API Marketplace' : 'API Manager'}
      </h1>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        Free APIs and feeds to build with, the marketplace of 17 APIs across 20+ services, and the
        codex’s own tools.
      </p>
      <SectionTabs
        label="API and tool sections"
        defaultValue={marketplace ? 'marketplace' : 'directory'}
        className="mt-8"
        tabs={[
          { value: 'directory', label: 'Free APIs & Feeds', content: <ApiDirectory /> },
          { value: 'marketplace', label: 'Marketplace', content: <ApiMarketplace /> },
          { value: 'tools', label: 'Tools', content: <ToolCatalogue /> },
        ]}
      />
    </div>
  )
}
