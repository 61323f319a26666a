import { Check, Pencil, Trash2, X } from 'lucide-react'
import { useState } from 'react'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { toast } from '@/client/components/ui/use-toast'
import { FactTextSchema, type Fact } from '@/shared/memory'
import { useDeleteFact } from '../api/delete-fact'
import { useUpdateFact } from '../api/update-fact'

const firstIssue = (error: { issues: { message: string }[] }) =>
  `Fact ${error.issues[0]?.message ?? 'is not valid'}`

export function FactItem({ fact }: { fact: Fact }) {
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(fact.fact)
  const [error, setError] = useState<string | null>(null)
  const update = useUpdateFact()
  const remove = useDeleteFact()

  const save = () => {
    const parsed = FactTextSchema.safeParse(draft)
    if (!parsed.success) return setError(firstIssue(parsed.error))
    update.mutate(
      { id: fact.id, fact: parsed.data },
      {
        onSuccess: () => {
          setEditing(false)
          setError(null)
          toast({ title: 'Memory updated', description: parsed.data, duration: 3000 })
        },
        onError: (failure) => setError(failure.message),
      },
    )
  }

  const forget = () =>
    remove.mutate(fact.id, {
      onSuccess: () => toast({ title: 'Forgotten', description: fact.fact, duration: 3000 }),
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: 'Could not forget it',
          description: failure.message,
        }),
    })

  if (editing) {
    return (
      <li className="rounded-lg border border-primary/60 bg-card p-3">
        <form
          className="flex flex-wrap items-start gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            save()
          }}
        >
          <Input
            aria-label="Edit fact"
            value={draft}
            maxLength={200}
            autoFocus
            aria-invalid={error ? true : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setEditing(false)
                setDraft(fact.fact)
                setError(null)
              }
            }}
            className="min-w-0 flex-1 basis-56"
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={update.isPending}>
              <Check aria-hidden /> {update.isPending ? 'Saving...' : 'Save'}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setEditing(false)
                setDraft(fact.fact)
                setError(null)
              }}
            >
              <X aria-hidden /> Cancel
            </Button>
          </div>
        </form>
        {error ? <p className="mt-2 text-sm text-destructive">{error}</p> : null}
      </li>
    )
  }

  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card/60 p-3">
      <div className="min-w-0 flex-1 basis-52">
        <p className="break-words font-medium">{fact.fact}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="outline" className="font-normal">
            {fact.source === 'extracted' ? 'learned in chat' : 'added by you'}
          </Badge>
          <span>updated {new Date(fact.updatedAt).toLocaleDateString()}</span>
        </p>
      </div>
      <div className="flex gap-1">
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Edit "${fact.fact}"`}
          onClick={() => setEditing(true)}
        >
          <Pencil aria-hidden /> Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Delete "${fact.fact}"`}
          disabled={remove.isPending}
          onClick={forget}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden /> Delete
        </Button>
      </div>
    </li>
  )
}
