import { Search } from 'lucide-react'
import { useId, useState } from 'react'
import { AdminOnlyReason, useAdminOnly } from '@/client/components/admin-only'
import { Input } from '@/client/components/ui/input'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { useDebouncedValue } from '@/client/lib/use-debounced-value'
import { useVaults } from '../api/get-vaults'
import type { SyncResult } from '../api/sync-agent-zero'
import { ConsciousnessMapTab } from './consciousness-map-tab'
import { CreateNoteDialog } from './create-note-dialog'
import { InsightsTab } from './insights-tab'
import { NotesTab } from './notes-tab'
import { SearchTab } from './search-tab'
import { SyncAgentZeroButton, SyncInsights } from './sync-agent-zero-button'
import { VaultsTab } from './vaults-tab'

type Tab = 'vaults' | 'notes' | 'search' | 'insights' | 'map'

/**
 * The notes integration (docs/product/notes-and-vaults.md): Create Note, Sync Agent Zero, a search
 * box and the tabs Vaults, Notes, Search, Insights and Consciousness Map.
 */
export function NotesIntegration() {
  const id = useId()
  const [tab, setTab] = useState<Tab>('vaults')
  const [chosenVault, setChosenVault] = useState('')
  const [term, setTerm] = useState('')
  const [lastSync, setLastSync] = useState<SyncResult | null>(null)
  const debouncedTerm = useDebouncedValue(term, 300)
  const vaults = useVaults()
  const syncGate = useAdminOnly('sync every note with Agent Zero')
  const vault = chosenVault || vaults.data?.[0]?.id || ''

  const openVault = (vaultId: string) => {
    setChosenVault(vaultId)
    setTab('notes')
  }

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
          <div className="relative flex-1">
            <label htmlFor={`${id}-search`} className="sr-only">
              Search notes
            </label>
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id={`${id}-search`}
              type="search"
              value={term}
              className="pl-9"
              placeholder="Search every note…"
              onChange={(event) => {
                setTerm(event.target.value)
                if (event.target.value.trim()) setTab('search')
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setTab('search')
              }}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            <CreateNoteDialog onCreated={(note) => openVault(note.vault)} />
            <SyncAgentZeroButton onResult={setLastSync} gate={syncGate} />
          </div>
        </div>
        <AdminOnlyReason gate={syncGate} className="lg:text-right" />
      </div>

      {lastSync ? <SyncInsights result={lastSync} /> : null}

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Notes views">
          <TabsTrigger value="vaults">Vaults</TabsTrigger>
          <TabsTrigger value="notes">Notes</TabsTrigger>
          <TabsTrigger value="search">Search</TabsTrigger>
          <TabsTrigger value="insights">Insights</TabsTrigger>
          <TabsTrigger value="map">Consciousness Map</TabsTrigger>
        </TabsList>
        <TabsContent value="vaults">
          <VaultsTab selected={vault} onOpen={openVault} />
        </TabsContent>
        <TabsContent value="notes">
          <NotesTab vault={vault} onVaultChange={setChosenVault} />
        </TabsContent>
        <TabsContent value="search">
          <SearchTab term={debouncedTerm} />
        </TabsContent>
        <TabsContent value="insights">
          <InsightsTab />
        </TabsContent>
        <TabsContent value="map">
          <ConsciousnessMapTab />
        </TabsContent>
      </Tabs>
    </div>
  )
}
