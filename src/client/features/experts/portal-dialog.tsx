import { Check, Copy, ExternalLink, Sparkles } from 'lucide-react'
import { useId, useState } from 'react'
import { Avatar } from '@/client/components/avatar'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog'
import { Label } from '@/client/components/ui/label'
import { Textarea } from '@/client/components/ui/textarea'
import {
  MAX_CUSTOM_PROMPT,
  QUESTION_TYPES,
  priceSummary,
  type Expert,
  type QuestionType,
} from '@/shared/experts'
import { useGenerateContext } from './api/generate-context'
import { openPortal, useCopyToClipboard } from './portal'

const questionTypes = Object.entries(QUESTION_TYPES) as [
  QuestionType,
  (typeof QUESTION_TYPES)[QuestionType],
][]

/**
 * The advanced portal launcher (docs/product/experts.md): frame a question, generate the context,
 * copy it ('copied' for 3 s) and open the expert's portal.
 */
export function PortalDialog({
  expert,
  open,
  onOpenChange,
}: {
  expert: Expert
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const ids = useId()
  const [questionType, setQuestionType] = useState<QuestionType>('general')
  const [prompt, setPrompt] = useState('')
  const generate = useGenerateContext()
  const { copied, copy } = useCopyToClipboard()
  const [opening, setOpening] = useState(false)
  const context = generate.data

  const launch = async () => {
    setOpening(true)
    await openPortal(expert)
    setOpening(false)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Avatar subject={expert} size={28} decorative eager />
            {expert.name} Portal
          </DialogTitle>
          <DialogDescription>
            {expert.title}. Generate a context, copy it, then paste it as your first message in the
            portal so it answers as {expert.name}.
          </DialogDescription>
        </DialogHeader>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {expert.isPremium ? <Badge variant="premium">Premium</Badge> : null}
          <span className="text-muted-foreground">{priceSummary(expert)}</span>
        </p>
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-type`}>Question type</Label>
          <select
            id={`${ids}-type`}
            value={questionType}
            onChange={(event) => setQuestionType(event.target.value as QuestionType)}
            className="h-10 rounded-md border border-border bg-background/60 px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {questionTypes.map(([value, type]) => (
              <option key={value} value={value}>
                {type.label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${ids}-prompt`}>Your question (optional)</Label>
          <Textarea
            id={`${ids}-prompt`}
            value={prompt}
            maxLength={MAX_CUSTOM_PROMPT}
            onChange={(event) => setPrompt(event.target.value)}
            placeholder={`What would you like to ask ${expert.name}?`}
          />
          <p className="text-right text-xs text-muted-foreground">
            {prompt.length}/{MAX_CUSTOM_PROMPT}
          </p>
        </div>
        <Button
          onClick={() => generate.mutate({ expert, questionType, customPrompt: prompt })}
          disabled={generate.isPending}
        >
          <Sparkles aria-hidden />
          {generate.isPending ? 'Generating Context...' : 'Generate Context'}
        </Button>
        {context ? (
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-context`}>Context</Label>
            <Textarea
              id={`${ids}-context`}
              readOnly
              value={context.fullContext}
              className="min-h-48 font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
            {context.fallback ? (
              <p className="text-xs text-amber-300">
                The server could not be reached, so this context was built in your browser without
                your learning focus.
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            disabled={!context}
            onClick={() => context && void copy(context.fullContext)}
          >
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? 'Copied!' : 'Copy Context'}
          </Button>
          <Button variant="secondary" disabled={opening} onClick={() => void launch()}>
            <ExternalLink aria-hidden />
            {opening ? 'Opening Portal...' : 'Open Portal'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
