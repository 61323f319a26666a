import { Check, Copy, Play } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { toast } from '@/client/components/ui/use-toast'
import { VideoFrame } from '@/client/components/video-frame'
import { videoEmbedCode, type Video } from '@/shared/videos'

/** One video embed: a preview loaded on request, and its embed code to copy. */
export function EmbedCard({ video }: { video: Video }) {
  const [loaded, setLoaded] = useState(false)
  const [copied, setCopied] = useState(false)
  const code = videoEmbedCode(video.embedId, video.title)

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code)
      setCopied(true)
      window.setTimeout(() => setCopied(false), 3000)
      toast({
        title: 'Embed Code Copied',
        description: `Paste it into any page to embed “${video.title}”.`,
      })
    } catch (error) {
      console.warn('clipboard refused the embed code', error)
      toast({
        variant: 'destructive',
        title: 'Copy Failed',
        description: 'Please copy the embed code below by hand.',
      })
    }
  }

  return (
    <article className="flex h-full flex-col rounded-xl border border-border bg-card/60 p-4">
      <h3 className="font-semibold">{video.title}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{video.description}</p>
      <div className="relative mt-3 aspect-video overflow-hidden rounded-lg bg-gradient-to-br from-primary/25 via-background to-accent/20">
        {loaded ? (
          <VideoFrame embedId={video.embedId} title={video.title} />
        ) : (
          <button
            type="button"
            className="absolute inset-0 grid place-items-center text-sm"
            onClick={() => setLoaded(true)}
          >
            <span className="flex items-center gap-2 rounded-full bg-black/60 px-4 py-2 text-white">
              <Play className="size-4" aria-hidden /> Load the embed
              <span className="sr-only"> of {video.title}</span>
            </span>
          </button>
        )}
      </div>
      <Button variant="outline" size="sm" className="mt-3 self-start" onClick={copy}>
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />} Copy Embed Code
        <span className="sr-only"> of {video.title}</span>
      </Button>
      {/* It scrolls, so it takes focus: the keyboard can scroll it too. */}
      <pre
        tabIndex={0}
        role="region"
        aria-label={`Embed code of ${video.title}`}
        className="mt-3 max-h-28 overflow-auto whitespace-pre-wrap break-all rounded-lg bg-muted p-3 font-mono text-[11px] text-muted-foreground"
      >
        <code>{code}</code>
      </pre>
    </article>
  )
}
