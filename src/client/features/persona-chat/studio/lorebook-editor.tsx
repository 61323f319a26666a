import { Plus, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'
import { Textarea } from '@/client/components/ui/textarea'
import type { PersonaCard } from '@/shared/personas'
import {
  entryPlacement,
  LOGICS,
  newEntry,
  parseList,
  withPlacement,
  type Book,
  type Entry,
  type Placement,
} from './lorebook'

/** A comma-separated list kept as typed (a trailing comma stays while one types). */
function ListInput({
  id,
  value,
  onChange,
}: {
  id: string
  value: readonly string[]
  onChange: (list: string[]) => void
}) {
  const [text, setText] = useState(value.join(', '))
  // Another entry took this place (one above was removed): show its list.
  if (parseList(text).join('\n') !== value.join('\n')) setText(value.join(', '))
  return (
    <Input
      id={id}
      value={text}
      onChange={(event) => {
        setText(event.target.value)
        onChange(parseList(event.target.value))
      }}
    />
  )
}

function NumberField({
  label,
  value,
  onChange,
  min = 0,
}: {
  label: string
  value: number | undefined
  onChange: (value: number | undefined) => void
  min?: number
}) {
  const id = useId()
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        min={min}
        inputMode="numeric"
        value={value ?? ''}
        onChange={(event) => {
          const number = Number(event.target.value)
          onChange(event.target.value === '' || !Number.isFinite(number) ? undefined : number)
        }}
      />
    </div>
  )
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  )
}

function EntryEditor({
  entry,
  index,
  onChange,
  onRemove,
}: {
  entry: Entry
  index: number
  onChange: (entry: Entry) => void
  onRemove: () => void
}) {
  const id = useId()
  const title = entry.comment || entry.name || entry.keys[0] || `Entry ${index + 1}`
  const placement = entryPlacement(entry)
  const ext = entry.extensions ?? {}
  const set = (patch: Partial<Entry>) => onChange({ ...entry, ...patch })
  return (
    <details className="min-w-0 rounded-lg border border-border bg-background/40 p-3">
      <summary className="cursor-pointer text-sm font-medium [overflow-wrap:anywhere]">
        {title}
        {entry.enabled === false ? ' (off)' : ''}
        {entry.constant ? ' (always)' : ''}
      </summary>
      <div className="mt-3 grid gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            id={`${id}-title`}
            value={String(entry.comment ?? '')}
            onChange={(e) => set({ comment: e.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-keys`}>Keys</Label>
          <ListInput id={`${id}-keys`} value={entry.keys} onChange={(keys) => set({ keys })} />
          <p className="text-xs text-muted-foreground">
            Separated by commas; the entry is added when one appears in the recent messages.
          </p>
        </div>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-secondary`}>Secondary keys</Label>
            <ListInput
              id={`${id}-secondary`}
              value={entry.secondary_keys ?? []}
              onChange={(keys) => set({ secondary_keys: keys, selective: keys.length > 0 })}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-logic`}>Secondary logic</Label>
            <NativeSelect
              id={`${id}-logic`}
              value={String(typeof ext.selectiveLogic === 'number' ? ext.selectiveLogic : 0)}
              onChange={(e) =>
                set({ extensions: { ...ext, selectiveLogic: Number(e.target.value) } })
              }
            >
              {LOGICS.map((logic, value) => (
                <option key={logic} value={value}>
                  {logic}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-content`}>Content</Label>
          <Textarea
            id={`${id}-content`}
            rows={4}
            value={entry.content}
            onChange={(e) => set({ content: e.target.value })}
          />
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          <Check
            label="Enabled"
            checked={entry.enabled !== false}
            onChange={(enabled) => set({ enabled })}
          />
          <Check
            label="Constant (always added)"
            checked={entry.constant === true}
            onChange={(constant) => set({ constant })}
          />
          <Check
            label="Keys are regular expressions"
            checked={entry.use_regex === true}
            onChange={(use_regex) => set({ use_regex })}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <NumberField
            label="Order"
            value={entry.insertion_order}
            onChange={(value) => set({ insertion_order: value ?? 0 })}
            min={-1000}
          />
          <div className="grid gap-1">
            <Label htmlFor={`${id}-position`}>Position</Label>
            <NativeSelect
              id={`${id}-position`}
              value={placement.kind}
              onChange={(e) =>
                onChange(
                  withPlacement(entry, {
                    kind: e.target.value as Placement['kind'],
                    depth: placement.depth,
                  }),
                )
              }
            >
              <option value="before_char">Before the character</option>
              <option value="after_char">After the character</option>
              <option value="at_depth">In the chat, at a depth</option>
            </NativeSelect>
          </div>
          {placement.kind === 'at_depth' ? (
            <NumberField
              label="Depth"
              value={placement.depth}
              onChange={(depth) =>
                onChange(withPlacement(entry, { ...placement, depth: depth ?? 0 }))
              }
            />
          ) : null}
        </div>
        <div>
          <Button type="button" variant="outline" size="sm" onClick={onRemove}>
            <Trash2 aria-hidden /> Remove entry {title}
          </Button>
        </div>
      </div>
    </details>
  )
}

/**
 * The card's lorebook (docs/product/personas.md "The studio"): the book's scan depth and token
 * budget, and each entry's keys, logic, content, switches, order and place. Unknown fields of
 * the book and its entries are kept, so the card exports as it came, with the edits.
 */
export function LorebookEditor({
  book,
  onChange,
}: {
  book: PersonaCard['character_book']
  onChange: (book: Book) => void
}) {
  const current: Book = book ?? { entries: [], extensions: {} }
  const entries = current.entries as Entry[]
  const setEntries = (next: Entry[]) => onChange({ ...current, entries: next })
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium">Lorebook</legend>
      <p className="text-xs text-muted-foreground">
        Entries are added to the prompt when their keys appear in the last messages scanned.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField
          label="Scan depth (messages)"
          value={typeof current.scan_depth === 'number' ? current.scan_depth : undefined}
          onChange={(scan_depth) => onChange({ ...current, scan_depth })}
        />
        <NumberField
          label="Token budget"
          value={current.token_budget}
          onChange={(token_budget) => onChange({ ...current, token_budget })}
        />
      </div>
      {entries.map((entry, index) => (
        <EntryEditor
          // Entries have no stable id of their own on every card; their place is theirs.
          key={index}
          entry={entry}
          index={index}
          onChange={(next) => setEntries(entries.map((old, at) => (at === index ? next : old)))}
          onRemove={() => setEntries(entries.filter((_, at) => at !== index))}
        />
      ))}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setEntries([...entries, newEntry(entries)])}
        >
          <Plus aria-hidden /> Add lorebook entry
        </Button>
      </div>
    </fieldset>
  )
}
