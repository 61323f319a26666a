import { AudioWaveform, MessageCircle, Quote } from 'lucide-react'
import { Link } from 'react-router'
import { Avatar } from '@/client/components/avatar'
import { Button } from '@/client/components/ui/button'
import { cn } from '@/client/lib/utils'
import type { Persona } from '@/shared/personas'
import { AgentPosts } from './agent-posts'
import { LearningEntries } from './learning-entries'

/** One mind: who it is, how it is told to answer, what it posted and what it learned. */
export function MindProfile({ persona }: { persona: Persona }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="space-y-5 rounded-xl border border-border bg-card/60 p-5">
        <header className="flex items-center gap-4">
          <Avatar subject={persona} size={56} decorative eager />
          <div>
            <h2 className={cn('font-display text-2xl font-semibold', persona.accent)}>
              {persona.name}
            </h2>
            <p className="text-sm text-muted-foreground">{persona.role}</p>
          </div>
        </header>
        <p>{persona.description}</p>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg bg-muted/50 p-3">
            <dt className="text-muted-foreground">Voice pitch</dt>
            <dd className="font-mono">{persona.voicePitch.toFixed(2)}</dd>
          </div>
          <div className="rounded-lg bg-muted/50 p-3">
            <dt className="flex items-center gap-1 text-muted-foreground">
              <AudioWaveform className="size-3.5" aria-hidden /> Frequency
            </dt>
            <dd className="font-mono">{persona.frequency} Hz</dd>
          </div>
        </dl>
        <section aria-labelledby={`${persona.id}-prompt`}>
          <h3
            id={`${persona.id}-prompt`}
            className="flex items-center gap-2 font-display font-semibold"
          >
            <Quote className="size-4 text-primary" aria-hidden /> Prompt style
          </h3>
          <blockquote className="mt-2 border-l-2 border-primary pl-4 text-sm italic text-muted-foreground">
            {persona.systemPrompt}
          </blockquote>
          <p className="mt-2 text-xs text-muted-foreground">
            Every answer starts from this, plus your response settings and what {persona.name}{' '}
            remembers about you.
          </p>
        </section>
        <Button asChild variant="outline">
          <Link to="/#ai-interface">
            <MessageCircle aria-hidden /> Chat with {persona.name}
          </Link>
        </Button>
      </div>
      <div className="space-y-8">
        <AgentPosts persona={persona} />
        <LearningEntries persona={persona} />
      </div>
    </div>
  )
}
