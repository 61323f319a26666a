import { Plus } from 'lucide-react'
import { useState } from 'react'
import { QueryState } from '@/client/components/query-state'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { toast } from '@/client/components/ui/use-toast'
import { FactTextSchema } from '@/shared/memory'
import { useAddFact } from '../api/add-fact'
import { useFacts } from '../api/get-facts'
import { FactItem } from './fact-item'

/** What the personas keep about you, in their prompts: add, edit, delete. */
export function FactsPanel() {
  const facts = useFacts()
  const add = useAddFact()
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)

  const submit = () => {
    const parsed = FactTextSchema.safeParse(draft)
    if (!parsed.success)
      return setError(`Fact ${parsed.error.issues[0]?.message ?? 'is not valid'}`)
    add.mutate(parsed.data, {
      onSuccess: () => {
        setDraft('')
        setError(null)
        toast({ title: 'Remembered', description: parsed.data, duration: 3000 })
      },
      onError: (failure) => setError(failure.message),
    })
  }

  return (
    <div className="space-y-6">
      <form
        className="rounded-xl border border-border bg-card/60 p-4"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Label htmlFor="new-fact">Tell the personas something about you</Label>
        <div className="mt-2 flex flex-wrap gap-2">
          <Input
            id="new-fact"
            value={draft}
            maxLength={200}
            placeholder="e.g. Name: Ada, or: I am learning Rust"
            aria-invalid={error ? true : undefined}
            aria-describedby="new-fact-help"
            onChange={(event) => setDraft(event.target.value)}
            className="min-w-0 flex-1 basis-60"
          />
          <Button type="submit" disabled={add.isPending}>
            <Plus aria-hidden /> {add.isPending ? 'Adding...' : 'Add fact'}
          </Button>
        </div>
        <p id="new-fact-help" className="mt-2 text-xs text-muted-foreground">
          {error ? (
            <span className="text-destructive">{error}</span>
          ) : (
            'Facts are added to every persona’s prompt. They also learn some from what you tell them (“My name is Ada”).'
          )}
        </p>
      </form>

      <QueryState
        query={facts}
        loading="Reading memory…"
        isEmpty={(data) => data.length === 0}
        empty={
          <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            Nothing remembered yet. Add a fact above, or tell a persona your name in chat.
          </p>
        }
      >
        {(data) => (
          <ul aria-label="Remembered facts" className="space-y-2">
            {data.map((fact) => (
              <FactItem key={fact.id} fact={fact} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  )
}
