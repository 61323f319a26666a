import { Avatar } from '@/client/components/avatar'
import { personas } from '@content/personas'
import { Minus, Maximize2, X } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { cn } from '@/client/lib/utils'
import { CompanionChat, type CompanionId } from './companion-chat'
import type { CompanionView } from './companion-launcher'
import { CompanionNavigate } from './companion-navigate'

const companions: CompanionId[] = ['adam', 'eve']

export function CompanionPanel({
  view,
  onViewChange,
}: {
  view: CompanionView
  onViewChange: (view: CompanionView) => void
}) {
  const [agent, setAgent] = useState<CompanionId>('adam')
  const [tab, setTab] = useState('chat')
  const persona = personas[agent]
  const minimized = view === 'minimized'

  return (
    <section
      aria-label="AI companion"
      hidden={view === 'closed'}
      className={cn(
        'fixed bottom-24 right-4 z-40 flex w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-2xl shadow-black/50 sm:right-5 sm:w-96',
        minimized ? 'h-auto' : 'h-[min(34rem,calc(100dvh-8rem))]',
        view === 'closed' && 'hidden',
      )}
    >
      <header className="flex items-center gap-2 border-b border-border px-3 py-2">
        <Avatar subject={persona} size={32} decorative eager />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-display text-sm font-semibold">
            {persona.name}, your companion
          </h2>
          <div role="radiogroup" aria-label="Companion" className="mt-0.5 flex gap-1">
            {companions.map((id) => (
              <button
                key={id}
                type="button"
                role="radio"
                aria-checked={agent === id}
                onClick={() => setAgent(id)}
                className={cn(
                  'rounded-full px-2 py-px text-xs transition-colors',
                  agent === id
                    ? 'bg-primary text-primary-foreground'
                    : 'text-muted-foreground hover:bg-muted',
                )}
              >
                {personas[id].name}
              </button>
            ))}
          </div>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={minimized ? 'Restore companion' : 'Minimize companion'}
          onClick={() => onViewChange(minimized ? 'open' : 'minimized')}
        >
          {minimized ? <Maximize2 /> : <Minus />}
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Close companion"
          onClick={() => onViewChange('closed')}
        >
          <X />
        </Button>
      </header>
      <Tabs
        value={tab}
        onValueChange={setTab}
        className={cn('flex min-h-0 flex-1 flex-col p-3', minimized && 'hidden')}
      >
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="chat">Chat</TabsTrigger>
          <TabsTrigger value="navigate">Navigate</TabsTrigger>
        </TabsList>
        <TabsContent
          value="chat"
          forceMount
          className="mt-3 flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden"
        >
          {companions.map((id) => (
            <CompanionChat key={id} agent={id} hidden={id !== agent} />
          ))}
        </TabsContent>
        <TabsContent value="navigate" className="mt-3 flex min-h-0 flex-1 flex-col">
          <CompanionNavigate onFound={() => onViewChange('closed')} />
        </TabsContent>
      </Tabs>
    </section>
  )
}
