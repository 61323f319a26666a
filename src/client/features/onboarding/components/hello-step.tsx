import { useState } from 'react'
import { Avatar } from '@/client/components/avatar'
import { Markdown } from '@/client/components/markdown'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { toast } from '@/client/components/ui/use-toast'
import { cn } from '@/client/lib/utils'
import { chatPersonaIds, personas } from '@content/personas'
import type { PersonaId } from '@/shared/personas'
import { useSayHello } from '../api/say-hello'
import type { OnboardingProgress } from '../onboarding-progress'

/** Step 1: pick a persona and say hello; the reply comes from the real chat endpoint. */
export function HelloStep({
  progress,
  onChange,
}: {
  progress: OnboardingProgress
  onChange: (change: (current: OnboardingProgress) => OnboardingProgress) => void
}) {
  const persona: PersonaId = progress.persona ?? 'adam'
  const [message, setMessage] = useState('Hello! What can I do in the codex?')
  const [reply, setReply] = useState<string | null>(null)
  const hello = useSayHello()

  const send = () => {
    const text = message.trim()
    if (!text) return
    hello.mutate(
      { persona, message: text },
      {
        onSuccess: (answer) => {
          setReply(answer.response)
          onChange((current) => ({ ...current, persona, greeted: true }))
        },
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Chat Error', description: error.message }),
      },
    )
  }

  return (
    <div className="grid gap-4">
      <div
        role="radiogroup"
        aria-label="Choose a persona"
        className="grid grid-cols-2 gap-2 sm:grid-cols-4"
      >
        {chatPersonaIds.map((id) => (
          <button
            key={id}
            type="button"
            role="radio"
            aria-checked={persona === id}
            onClick={() => {
              setReply(null)
              onChange((current) => ({ ...current, persona: id }))
            }}
            className={cn(
              'rounded-lg border border-border p-3 text-left text-sm transition-colors hover:border-primary/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              persona === id && 'border-primary bg-primary/10',
            )}
          >
            <Avatar subject={personas[id]} size={32} decorative eager />
            <span className="mt-1 block font-medium">{personas[id].name}</span>
            <span className="block text-xs text-muted-foreground">{personas[id].role}</span>
          </button>
        ))}
      </div>
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          send()
        }}
      >
        <Label htmlFor="onboarding-hello">Say hello to {personas[persona].name}</Label>
        <div className="flex gap-2">
          <Input
            id="onboarding-hello"
            value={message}
            maxLength={500}
            onChange={(event) => setMessage(event.target.value)}
          />
          <Button type="submit" disabled={hello.isPending || !message.trim()}>
            {hello.isPending ? 'Sending...' : 'Send'}
          </Button>
        </div>
      </form>
      {reply ? (
        <div className="rounded-lg border border-border bg-background/40 p-4" aria-live="polite">
          <p className="mb-2 flex items-center gap-2 text-sm font-medium">
            <Avatar subject={personas[persona]} size={24} decorative eager />
            {personas[persona].name} replied:
          </p>
          <Markdown source={reply} className="text-sm" />
        </div>
      ) : null}
    </div>
  )
}
