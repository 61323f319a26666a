import { BookImage, Feather, PenLine, Square } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { Markdown } from '@/client/components/markdown'
import { Button } from '@/client/components/ui/button'
import { Label } from '@/client/components/ui/label'
import { Textarea } from '@/client/components/ui/textarea'
import { toast } from '@/client/components/ui/use-toast'
import { useAiStatus } from '@/client/lib/ai-status'
import { streamChat } from '@/client/lib/chat-stream'
import { askPathOf } from '@/client/lib/use-chat-session'
import { cn } from '@/client/lib/utils'
import { ComicPanels } from './comic-panels'
import { splitIntoPanels, storyPrompt, storyTitle } from './story-format'

export type StoryMode = 'story' | 'comic'

export interface StoryDraft {
  title: string
  content: string
  tags: string[]
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/**
 * The story studio: describe an idea, eve writes it (streamed), read it as prose or as comic
 * panels, and keep it as a note through `renderSave`.
 */
export function StoryStudio({
  initialMode,
  renderSave,
}: {
  initialMode: StoryMode
  renderSave: (draft: StoryDraft) => ReactNode
}) {
  const id = useId()
  const [mode, setMode] = useState<StoryMode>(initialMode)
  const [idea, setIdea] = useState('')
  const [story, setStory] = useState('')
  const [writing, setWriting] = useState(false)
  const [offline, setOffline] = useState(false)
  const [asked, setAsked] = useState('')
  const controller = useRef<AbortController | null>(null)
  const status = useAiStatus()
  const panels = useMemo(() => (mode === 'comic' ? splitIntoPanels(story) : []), [mode, story])

  useEffect(() => () => controller.current?.abort(), [])

  const write = async () => {
    const text = idea.trim()
    if (!text || writing) return
    const abort = new AbortController()
    controller.current = abort
    setWriting(true)
    setStory('')
    setAsked(text)
    try {
      const reply = await streamChat(
        askPathOf('eve'),
        { message: storyPrompt(text, mode) },
        {
          signal: abort.signal,
          onStart: (meta) => setOffline(meta.engine === 'offline'),
          onChunk: (chunk) => setStory((current) => current + chunk),
          // The model failed: the offline engine writes the story in its place.
          onFallback: () => {
            setStory('')
            setOffline(true)
          },
        },
      )
      setStory(reply.response)
      setOffline(reply.engine === 'offline')
    } catch (error) {
      if (!isAbort(error))
        toast({
          variant: 'destructive',
          title: 'Story Failed',
          description: (error as Error).message || 'Eve could not write the story. Try again.',
        })
    } finally {
      setWriting(false)
    }
  }

  const done = !writing && story.trim() !== ''
  const title = storyTitle(story, asked)

  return (
    <div className="space-y-8">
      <form
        className="space-y-4 rounded-xl border border-border bg-card p-5"
        onSubmit={(event) => {
          event.preventDefault()
          void write()
        }}
      >
        <div
          className="flex flex-wrap gap-1 rounded-lg bg-muted p-1"
          role="group"
          aria-label="Form"
        >
          {(
            [
              ['story', 'Story', Feather],
              ['comic', 'Comic', BookImage],
            ] as const
          ).map(([value, label, Icon]) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
              className={cn(
                'inline-flex flex-1 items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium',
                mode === value
                  ? 'bg-background text-foreground shadow-sm'
                  : 'text-muted-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </button>
          ))}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-idea`}>Your idea</Label>
          <Textarea
            id={`${id}-idea`}
            value={idea}
            rows={3}
            maxLength={1000}
            onChange={(event) => setIdea(event.target.value)}
            placeholder="A lighthouse keeper who trades stories with the sea…"
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!idea.trim() || writing}>
            <PenLine aria-hidden />
            {writing ? 'Eve is writing...' : 'Write with Eve'}
          </Button>
          {writing ? (
            <Button type="button" variant="outline" onClick={() => controller.current?.abort()}>
              <Square aria-hidden />
              Stop
            </Button>
          ) : null}
        </div>
      </form>

      {story ? (
        <section aria-label="Story" aria-busy={writing} className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-muted-foreground">
              Written by eve{offline ? ' with the offline engine' : ''}
              {writing ? '…' : '.'}
            </p>
            {offline && status.data?.hint ? (
              <p className="text-xs text-muted-foreground">{status.data.hint}</p>
            ) : null}
          </div>
          {mode === 'comic' ? (
            <ComicPanels panels={panels} />
          ) : (
            <article className="rounded-xl border border-border bg-card p-6">
              <Markdown source={story} size="doc" />
            </article>
          )}
          {done
            ? renderSave({
                title,
                content: story.trim(),
                tags: mode === 'comic' ? ['story', 'comic'] : ['story'],
              })
            : null}
        </section>
      ) : null}
    </div>
  )
}
