import { Avatar } from '@/client/components/avatar'
import { Minus, Maximize2, X } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { builtinChatPersona, useCustomChatPersonas } from '@/client/lib/chat-persona'
import { cn } from '@/client/lib/utils'
import { CompanionChat } from './companion-chat'
import type { CompanionView } from './companion-launcher'
import { CompanionNavigate } from './companion-navigate'

const builtinCompanions = [builtinChatPersona('adam'), builtinChatPersona('eve')]

export function CompanionPanel({
  view,
  onViewChange,
}: {
  view: CompanionView
  onViewChange: (view: CompanionView) => void
}) {
  // Adam and Eve, then the studio's personas one may chat with (decision 218).
  const custom = useCustomChatPersonas()
  const companions = useMemo(() => [...builtinCompanions, ...custom], [custom])
  const [agent, setAgent] = useState('adam')
  const [tab, setTab] = useState('chat')
  const persona = companions.find((companion) => companion.id === agent) ?? builtinCompanions[0]!
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
          <div role="radiogroup" aria-label="Companion" className="mt-0.5 flex flex-wrap gap-1">
            {companions.map((companion) => (
              <button
                key={companion.id}
                type="button"
                role="radio"
                aria-checked={persona.id === companion.id}
                onClick={() => setAgent(companion.id)}
                className={cn(
                  'inline-flex max-w-[10rem] items-center gap-1 rounded-full px-2 py-px text-xs transition-colors',
                  persona.id === companion.id
                    ? 'bg-primary text-primary-foreground'
                    : 'text-muted-foreground hover:bg-muted',
                )}
              >
                {companion.id === 'adam' || companion.id === 'eve' ? null : (
                  <Avatar subject={companion} size={14} decorative />
                )}
                <span className="truncate">{companion.name}</span>
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
          {companions.map((companion) => (
            <CompanionChat
              key={companion.id}
              persona={companion}
              hidden={companion.id !== persona.id}
            />
          ))}
        </TabsContent>
        <TabsContent value="navigate" className="mt-3 flex min-h-0 flex-1 flex-col">
          <CompanionNavigate onFound={() => onViewChange('closed')} />
        </TabsContent>
      </Tabs>
    </section>
  )
}
