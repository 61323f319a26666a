import { BrainCircuit } from 'lucide-react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { useStoredUser } from '@/client/lib/stored-user'
import { FactsPanel } from './facts-panel'
import { HistoryPanel } from './history-panel'
import { SignInPrompt } from '@/client/components/account-prompts'

export type MemoryTab = 'facts' | 'history'

/** Memory: the facts the personas keep about you, and (Premium) your saved conversations. */
export function MemoryScreen({ initialTab }: { initialTab: MemoryTab }) {
  const user = useStoredUser()
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-[0.2em] text-primary">
        <BrainCircuit className="size-4" aria-hidden /> Memory
      </p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
        What the codex remembers
      </h1>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        The facts every persona keeps about you and uses in its answers, and your saved
        conversations: search them, reopen them, or continue from any earlier message.
      </p>
      <div className="mt-8">
        {user ? (
          <Tabs defaultValue={initialTab}>
            <TabsList>
              <TabsTrigger value="facts">Remembered facts</TabsTrigger>
              <TabsTrigger value="history">Conversation history</TabsTrigger>
            </TabsList>
            <TabsContent value="facts" className="mt-6 max-w-3xl">
              <FactsPanel />
            </TabsContent>
            <TabsContent value="history" className="mt-6">
              <HistoryPanel />
            </TabsContent>
          </Tabs>
        ) : (
          <SignInPrompt>
            <p className="font-medium text-foreground">
              Sign in to see what the personas remember about you.
            </p>
            <p className="mt-1">
              Signed in, they keep facts you tell them (your name, what you are learning) and use
              them in every answer; you can edit or delete each one here. Premium also keeps your
              conversations.
            </p>
          </SignInPrompt>
        )}
      </div>
    </div>
  )
}
