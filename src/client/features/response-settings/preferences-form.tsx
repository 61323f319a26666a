import { Save } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { Checkbox } from '@/client/components/ui/checkbox'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { toast } from '@/client/components/ui/use-toast'
import { ResponsePreferencesSchema, type ResponsePreferences } from '@/shared/preferences'
import { useUpdatePreferences } from './api/update-preferences'
import { ChoiceGroup } from './choice-group'

const lengths = [
  { value: 'short', label: 'Short' },
  { value: 'medium', label: 'Medium' },
  { value: 'long', label: 'Long' },
] as const
const tones = [
  { value: 'warm', label: 'Warm' },
  { value: 'neutral', label: 'Neutral' },
  { value: 'playful', label: 'Playful' },
  { value: 'formal', label: 'Formal' },
] as const

/** The chat preferences every persona's prompt carries; saved to the account. */
export function PreferencesForm({ saved }: { saved: ResponsePreferences }) {
  const [draft, setDraft] = useState(saved)
  const [languageError, setLanguageError] = useState<string | null>(null)
  const update = useUpdatePreferences()
  const changed = JSON.stringify(draft) !== JSON.stringify(saved)
  const set = <K extends keyof ResponsePreferences>(key: K, value: ResponsePreferences[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))

  const submit = () => {
    const parsed = ResponsePreferencesSchema.safeParse(draft)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      return setLanguageError(`Language ${issue?.message ?? 'is not valid'}`)
    }
    setLanguageError(null)
    update.mutate(parsed.data, {
      onSuccess: () =>
        toast({
          title: 'Preferences saved',
          description: 'Every persona answers this way from your next message.',
          duration: 3000,
        }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Could not save', description: error.message }),
    })
  }

  return (
    <form
      className="space-y-8 rounded-xl border border-border bg-card/60 p-5 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <ChoiceGroup
        legend="Reply length"
        name="replyLength"
        describe="How much the personas say: a line or two, a few paragraphs, or the full picture."
        options={lengths}
        value={draft.replyLength}
        onChange={(value) => set('replyLength', value)}
      />
      <ChoiceGroup
        legend="Tone"
        name="tone"
        options={tones}
        value={draft.tone}
        onChange={(value) => set('tone', value)}
      />
      <div>
        <Label htmlFor="reply-language">Language</Label>
        <p className="mt-1 text-xs text-muted-foreground">
          A connected model answers in it; the offline engine writes English and says so.
        </p>
        <Input
          id="reply-language"
          value={draft.language}
          maxLength={40}
          aria-invalid={languageError ? true : undefined}
          aria-describedby={languageError ? 'reply-language-error' : undefined}
          onChange={(event) => set('language', event.target.value)}
          className="mt-2 max-w-xs"
        />
        {languageError ? (
          <p id="reply-language-error" className="mt-2 text-sm text-destructive">
            {languageError}
          </p>
        ) : null}
      </div>
      <div className="flex items-start gap-3">
        <Checkbox
          id="voice-by-default"
          checked={draft.voiceByDefault}
          onCheckedChange={(checked) => set('voiceByDefault', checked === true)}
          className="mt-0.5"
        />
        <div>
          <Label htmlFor="voice-by-default">Voice on by default</Label>
          <p className="mt-1 text-xs text-muted-foreground">
            Each persona reads its replies aloud in its own pitch, unless you turn it off in the
            chat.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={update.isPending || !changed}>
          <Save aria-hidden /> {update.isPending ? 'Saving...' : 'Save preferences'}
        </Button>
        {changed ? (
          <Button type="button" variant="ghost" onClick={() => setDraft(saved)}>
            Undo changes
          </Button>
        ) : (
          <span className="text-sm text-muted-foreground">Saved.</span>
        )}
      </div>
    </form>
  )
}
