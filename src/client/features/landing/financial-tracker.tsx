import { Check, Copy, ExternalLink, Wallet } from 'lucide-react'
import { useState } from 'react'
import { SectionHeading } from '@/client/components/section-heading'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { toast } from '@/client/components/ui/use-toast'
import { FINANCIAL_TRACKER_URL, financialTrackerEmbedCode } from '@/shared/embeds'

const features = ['Portfolio tracking', 'Budget analysis', 'AI-powered financial planning']

/** docs/product/community.md: the embedded finance app, a new-tab launch and its embed code. */
export function FinancialTracker() {
  const [copied, setCopied] = useState(false)
  const embedCode = financialTrackerEmbedCode()

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(embedCode)
      setCopied(true)
      window.setTimeout(() => setCopied(false), 3000)
      toast({
        title: 'Embed Code Copied',
        description: 'Paste it into any page to embed the tracker.',
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
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-6">
        <SectionHeading eyebrow="Finance" title="Financial Flex Tracker">
          A finance app that lives on its own site, embedded here.
        </SectionHeading>
        <Badge className="bg-emerald-500/20 text-emerald-300">
          <span className="size-1.5 rounded-full bg-emerald-400" aria-hidden /> Live Platform
        </Badge>
      </div>
      <ul className="mt-6 flex flex-wrap gap-2">
        {features.map((feature) => (
          <li key={feature}>
            <Badge variant="outline" className="font-normal">
              <Wallet className="size-3" aria-hidden /> {feature}
            </Badge>
          </li>
        ))}
      </ul>
      <div className="mt-6 overflow-hidden rounded-xl border border-border bg-card">
        <TrackerFrame />
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button asChild>
          <a href={FINANCIAL_TRACKER_URL} target="_blank" rel="noopener noreferrer">
            Launch Financial Tracker <ExternalLink aria-hidden />
          </a>
        </Button>
        <Button variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />} Copy Embed Code
        </Button>
      </div>
      <pre className="mt-4 overflow-x-auto rounded-lg bg-muted p-3 font-mono text-xs text-muted-foreground">
        <code aria-label="Embed code">{embedCode}</code>
      </pre>
    </div>
  )
}

/**
 * The tracker's own site loads only when the person asks: nothing is requested from it before
 * (docs/product/community.md). A frame whose host does not answer shows a grey broken page the
 * page cannot detect, so the text and the new-tab link stay beside the frame.
 */
function TrackerFrame() {
  const [shown, setShown] = useState(false)
  const host = new URL(FINANCIAL_TRACKER_URL).host
  const newTab = (
    <a
      href={FINANCIAL_TRACKER_URL}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
    >
      Open the tracker&apos;s site in a new tab <ExternalLink className="size-4" aria-hidden />
    </a>
  )
  if (!shown)
    return (
      <div className="grid min-h-72 place-content-center gap-3 p-6 text-center">
        <p className="font-display text-lg font-semibold">The tracker lives on {host}</p>
        <p className="max-w-md text-sm text-muted-foreground">
          Nothing loads from that site until you ask. Shown here, it runs inside this page.
        </p>
        <div className="flex flex-wrap items-center justify-center gap-3 text-sm">
          <Button variant="outline" onClick={() => setShown(true)}>
            Show the tracker here
          </Button>
          {newTab}
        </div>
      </div>
    )
  return (
    <div>
      <iframe
        src={FINANCIAL_TRACKER_URL}
        title="Financial Flex Tracker"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        className="block h-[600px] w-full"
      />
      <p className="border-t border-border p-3 text-sm text-muted-foreground">
        Blank or broken? {host} may not be answering. {newTab}
      </p>
    </div>
  )
}
