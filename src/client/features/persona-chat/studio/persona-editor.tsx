import { useId, useState, type ReactNode } from 'react'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'
import { Textarea } from '@/client/components/ui/textarea'
import { GreetingsEditor } from './greetings-editor'
import { LorebookEditor } from './lorebook-editor'
import {
  AVATAR_TYPES,
  BUILTIN_PERSONA_IDS,
  MAX_AVATAR_BYTES,
  PLATFORM_EXTENSION,
  platformOn,
  type PersonaCard,
  type PersonaInput,
  type PersonaView,
} from '@/shared/personas'

export const emptyCard = (): PersonaCard => ({
  name: '',
  description: '',
  personality: '',
  scenario: '',
  first_mes: '',
  mes_example: '',
  creator_notes: '',
  system_prompt: '',
  post_history_instructions: '',
  alternate_greetings: [],
  tags: [],
  creator: '',
  character_version: '',
  extensions: {},
})

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(new Error('The image could not be read.'))
    reader.readAsDataURL(file)
  })

function Field({
  label,
  hint,
  children,
}: {
  label: string
  hint?: string
  children: (id: string) => ReactNode
}) {
  const id = useId()
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  )
}

/** The studio's form: every card field, the avatar, model and voice (docs/product/personas.md). */
export function PersonaEditor({
  persona,
  models,
  isAdmin,
  saving,
  onSave,
  onCancel,
}: {
  persona: PersonaView | null
  models: readonly string[]
  isAdmin: boolean
  saving: boolean
  onSave: (input: PersonaInput) => void
  onCancel: () => void
}) {
  const [card, setCard] = useState<PersonaCard>(persona?.card ?? emptyCard())
  const [model, setModel] = useState(persona?.model ?? '')
  const [voice, setVoice] = useState(persona?.voice ?? 'eve')
  const [shared, setShared] = useState(persona?.shared ?? false)
  const [avatar, setAvatar] = useState<string | null | undefined>(undefined)
  const [avatarError, setAvatarError] = useState('')
  const builtin = persona?.builtin ?? false
  const set = <K extends keyof PersonaCard>(key: K, value: PersonaCard[K]) =>
    setCard((current) => ({ ...current, [key]: value }))
  const text = (key: keyof PersonaCard & string, label: string, rows: number, hint?: string) => (
    <Field label={label} hint={hint}>
      {(id) => (
        <Textarea
          id={id}
          rows={rows}
          value={String(card[key] ?? '')}
          onChange={(event) => set(key, event.target.value as never)}
        />
      )}
    </Field>
  )

  const pickAvatar = async (file: File | undefined) => {
    setAvatarError('')
    if (!file) return
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type))
      return setAvatarError('Choose a PNG, JPEG or WebP image.')
    if (file.size > MAX_AVATAR_BYTES) return setAvatarError('Choose an image of at most 512 KB.')
    setAvatar(await readDataUrl(file))
  }

  return (
    <form
      aria-label={persona ? `Edit ${persona.name}` : 'New persona'}
      className="grid gap-4 rounded-xl border border-border bg-card/60 p-4 sm:p-5"
      onSubmit={(event) => {
        event.preventDefault()
        onSave({
          card: {
            ...card,
            alternate_greetings: card.alternate_greetings.filter((text) => text.trim()),
          },
          model: model || null,
          voice,
          ...(avatar !== undefined ? { avatar } : {}),
          ...(isAdmin && !builtin ? { shared } : {}),
        })
      }}
    >
      <h2 className="font-display text-xl font-semibold">
        {persona ? `Edit ${persona.name}` : 'New persona'}
      </h2>
      <Field label="Name">
        {(id) => (
          <Input
            id={id}
            required
            maxLength={80}
            value={card.name}
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </Field>
      {builtin ? null : (
        <Field
          label="Avatar"
          hint="PNG, JPEG or WebP, at most 512 KB. Without one, a monogram is drawn."
        >
          {(id) => (
            <div className="flex flex-wrap items-center gap-3">
              <Input
                id={id}
                type="file"
                accept={AVATAR_TYPES.join(',')}
                className="max-w-xs"
                onChange={(event) => void pickAvatar(event.target.files?.[0])}
              />
              {persona && !avatar ? (
                <Button type="button" variant="outline" size="sm" onClick={() => setAvatar(null)}>
                  Use the generated avatar
                </Button>
              ) : null}
              {avatarError ? (
                <p role="alert" className="text-sm text-destructive">
                  {avatarError}
                </p>
              ) : null}
            </div>
          )}
        </Field>
      )}
      {text(
        'description',
        'Description',
        6,
        'Who the character is, as the card describes it: the heart of its prompt.',
      )}
      {text('personality', 'Personality', 2)}
      {text('scenario', 'Scenario', 2)}
      {text(
        'first_mes',
        'First message',
        4,
        'The greeting every new chat opens with. {{user}} and {{char}} are filled in.',
      )}
      <GreetingsEditor
        greetings={card.alternate_greetings}
        onChange={(greetings) => set('alternate_greetings', greetings)}
      />
      {text(
        'mes_example',
        'Examples',
        4,
        'Example dialogue, for style: <START> begins each example.',
      )}
      {text(
        'system_prompt',
        'System prompt',
        3,
        builtin
          ? 'Left empty: “You are {{char}}. Stay in character…”.'
          : '{{original}} stands for the character prompt built from the fields above; left empty, that prompt alone is used.',
      )}
      {text(
        'post_history_instructions',
        'Post-history instructions',
        2,
        'Sent after the last message of the chat.',
      )}
      <LorebookEditor book={card.character_book} onChange={(book) => set('character_book', book)} />
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-1"
          checked={platformOn(card, builtin)}
          onChange={(e) =>
            set('extensions', { ...card.extensions, [PLATFORM_EXTENSION]: e.target.checked })
          }
        />
        <span>
          Platform knowledge and house tone
          <span className="block text-xs text-muted-foreground">
            Tells the persona about HumanCodex and your reply length and tone settings. Off for an
            imported character, which speaks as its author wrote it.
          </span>
        </span>
      </label>
      <Field label="Tags" hint="Separated by commas.">
        {(id) => (
          <Input
            id={id}
            value={card.tags.join(', ')}
            onChange={(e) =>
              set(
                'tags',
                e.target.value
                  .split(',')
                  .map((tag) => tag.trim())
                  .filter(Boolean),
              )
            }
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Model"
          hint={models.length ? undefined : 'No model is allowed yet: the offline engine answers.'}
        >
          {(id) => (
            <NativeSelect id={id} value={model} onChange={(e) => setModel(e.target.value)}>
              <option value="">The default model</option>
              {models.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field label="Voice">
          {(id) => (
            <NativeSelect
              id={id}
              value={voice}
              onChange={(e) => setVoice(e.target.value as typeof voice)}
            >
              {BUILTIN_PERSONA_IDS.map((name) => (
                <option key={name} value={name}>
                  Like {name[0]!.toUpperCase() + name.slice(1)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      {isAdmin && !builtin ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
          Shared with everyone
        </label>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save persona'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
