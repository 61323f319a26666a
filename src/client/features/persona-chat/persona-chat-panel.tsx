import { Avatar } from '@/client/components/avatar'
import { chatPersonaIds, personas } from '@content/personas'
import { ExternalLink, UsersRound } from 'lucide-react'
import { SectionHeading } from '@/client/components/section-heading'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { cn } from '@/client/lib/utils'
import { isLiveHref } from '@/shared/routes'
import { builtinChatPersona, useCustomChatPersonas } from '@/client/lib/chat-persona'
import { GroupChat } from './group-chat'
import { PersonaConversation } from './persona-conversation'
import { UsageHint } from './usage-hint'

const MIRRORS = '/chamber-of-mirrors'

const TAB_CLASS =
  'flex h-auto min-w-0 flex-col items-center gap-1 whitespace-normal rounded-lg border border-border bg-card/40 px-2 py-3 text-center data-[state=active]:border-primary data-[state=active]:bg-card lg:flex-row lg:items-start lg:justify-start lg:gap-3 lg:px-4 lg:text-left'

/**
 * The home page's persona chat (anchor `ai-interface`): the four built-in personas and those of
 * the studio one may chat with, each keeping its own conversation while another is shown
 * (every conversation stays mounted, so a reply goes on streaming in the background), and a
 * group chat of any two or more of them (decision 261).
 */
export function PersonaChatPanel() {
  // The built-ins have their tabs first; the studio's personas one may chat with follow them.
  const customChats = useCustomChatPersonas()
  const everyone = [...chatPersonaIds.map(builtinChatPersona), ...customChats]
  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading eyebrow="Persona chat" title="Talk with the four minds of the codex">
        Adam reasons, Eve imagines, Eva listens and Alex gets things done. Chat free, no account
        needed; each keeps a conversation of its own.
      </SectionHeading>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <UsageHint />
        {isLiveHref(MIRRORS) ? (
          <a
            href={MIRRORS}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Ask all four at once in the Chamber of Mirrors
            <ExternalLink className="size-3.5" aria-hidden />
          </a>
        ) : null}
      </div>
      <Tabs defaultValue="adam" className="mt-6 grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <TabsList
          aria-label="Personas"
          className="grid h-auto w-full grid-cols-4 gap-2 self-start bg-transparent p-0 lg:grid-cols-1"
        >
          {chatPersonaIds.map((id) => {
            const persona = personas[id]
            return (
              <TabsTrigger key={id} value={id} className={TAB_CLASS}>
                <Avatar subject={persona} size={36} decorative eager />
                <span className="min-w-0">
                  <span className={cn('block font-display font-semibold', persona.accent)}>
                    {persona.name}
                  </span>
                  <span className="hidden text-xs font-normal text-muted-foreground lg:block">
                    {persona.role}
                  </span>
                </span>
              </TabsTrigger>
            )
          })}
          {customChats.map((persona) => (
            <TabsTrigger key={persona.id} value={persona.id} className={TAB_CLASS}>
              <Avatar subject={persona} size={36} decorative />
              <span className="min-w-0">
                <span className="block truncate font-display font-semibold">{persona.name}</span>
                <span className="hidden text-xs font-normal text-muted-foreground lg:block">
                  Your persona
                </span>
              </span>
            </TabsTrigger>
          ))}
          <TabsTrigger value="group" className={TAB_CLASS}>
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/15 text-primary">
              <UsersRound className="size-5" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block font-display font-semibold">Group</span>
              <span className="hidden text-xs font-normal text-muted-foreground lg:block">
                Several personas, one chat
              </span>
            </span>
          </TabsTrigger>
        </TabsList>
        {everyone.map((persona) => (
          <TabsContent
            key={persona.id}
            value={persona.id}
            forceMount
            className="mt-0 data-[state=inactive]:hidden"
          >
            <PersonaConversation persona={persona} />
          </TabsContent>
        ))}
        <TabsContent value="group" forceMount className="mt-0 data-[state=inactive]:hidden">
          <GroupChat everyone={everyone} />
        </TabsContent>
      </Tabs>
    </div>
  )
}
