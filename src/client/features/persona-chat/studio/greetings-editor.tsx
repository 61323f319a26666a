import { Plus, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/client/components/ui/button'
import { Label } from '@/client/components/ui/label'
import { Textarea } from '@/client/components/ui/textarea'

/** The most alternate greetings a card keeps (the card schema's limit). */
const MAX_ALTERNATES = 20

/**
 * A card's alternate greetings, each in its own field: real greetings run to paragraphs, so
 * one per line would cut them apart. In a chat they are swipes on the first message.
 */
export function GreetingsEditor({
  greetings,
  onChange,
}: {
  greetings: readonly string[]
  onChange: (greetings: string[]) => void
}) {
  const id = useId()
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1.5 text-sm font-medium">Alternate greetings</legend>
      {greetings.map((greeting, index) => (
        <div key={index} className="grid gap-1">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor={`${id}-${index}`}>Alternate greeting {index + 1}</Label>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => onChange(greetings.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden /> Remove greeting {index + 1}
            </Button>
          </div>
          <Textarea
            id={`${id}-${index}`}
            rows={3}
            value={greeting}
            onChange={(e) =>
              onChange(greetings.map((old, at) => (at === index ? e.target.value : old)))
            }
          />
        </div>
      ))}
      <p className="text-xs text-muted-foreground">
        Offered as swipes on the first message (‹ 1/3 ›); the one shown is the one the chat goes on
        from.
      </p>
      {greetings.length < MAX_ALTERNATES ? (
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onChange([...greetings, ''])}
          >
            <Plus aria-hidden /> Add alternate greeting
          </Button>
        </div>
      ) : null}
    </fieldset>
  )
}
