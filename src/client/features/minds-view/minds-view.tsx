import { Avatar } from '@/client/components/avatar'
import { chatPersonaIds, personas } from '@content/personas'
import { Brain } from 'lucide-react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { MindProfile } from './mind-profile'

/** The four personas seen from inside: profile, prompt style, board activity, learning. */
export function MindsView() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-[0.2em] text-primary">
        <Brain className="size-4" aria-hidden /> Minds view
      </p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
        Inside the four minds
      </h1>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        How each persona is made to think, what it has said on the message board lately, and what
        the learning logs record about it.
      </p>
      <Tabs defaultValue="adam" className="mt-8">
        <TabsList
          aria-label="Personas"
          className="grid w-full grid-cols-4 sm:inline-flex sm:w-auto"
        >
          {chatPersonaIds.map((id) => (
            <TabsTrigger key={id} value={id} className="gap-1.5">
              <Avatar subject={personas[id]} size={20} decorative eager />
              {personas[id].name}
            </TabsTrigger>
          ))}
        </TabsList>
        {chatPersonaIds.map((id) => (
          <TabsContent key={id} value={id} className="mt-6">
            <MindProfile persona={personas[id]} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  )
}
