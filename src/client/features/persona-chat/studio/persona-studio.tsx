import { Copy, Download, MessageSquare, Pencil, Plus, Trash2, Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import { SignInPrompt } from '@/client/components/account-prompts'
import { Avatar } from '@/client/components/avatar'
import { ConfirmDialog } from '@/client/components/confirm-dialog'
import { QueryState } from '@/client/components/query-state'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { toast } from '@/client/components/ui/use-toast'
import { useAdminSession } from '@/client/lib/admin-session'
import { useStoredUser } from '@/client/lib/stored-user'
import type { PersonaInput, PersonaView } from '@/shared/personas'
import {
  cardUrls,
  useCreatePersona,
  useDeletePersona,
  useDuplicatePersona,
  useImportCard,
  usePersonas,
  useUpdatePersona,
} from './api'
import { PersonaChat } from './persona-chat'
import { PersonaEditor } from './persona-editor'

type Panel = { kind: 'chat'; id: string } | { kind: 'edit'; id: string | null } | null

const failed = (error: Error) => toast({ title: 'Not saved', description: error.message })

/** `/personas`: the built-in, shared and your own personas; create, edit, copy, delete, chat. */
export function PersonaStudio() {
  const personas = usePersonas()
  const user = useStoredUser()
  const { isAdmin } = useAdminSession()
  const [panel, setPanel] = useState<Panel>(null)
  const [deleting, setDeleting] = useState<PersonaView | null>(null)
  const create = useCreatePersona()
  const update = useUpdatePersona()
  const duplicate = useDuplicatePersona()
  const remove = useDeletePersona()
  const importCard = useImportCard()
  const cardInput = useRef<HTMLInputElement>(null)
  const importFile = (file: File | undefined) => {
    if (!file) return
    importCard.mutate(file, {
      onSuccess: (persona) => {
        toast({ title: `${persona.name} imported`, description: 'A private persona of yours.' })
        setPanel({ kind: 'chat', id: persona.id })
      },
      onError: (error) => toast({ title: 'Card not imported', description: error.message }),
    })
  }
  const list = personas.data?.personas ?? []
  const current = panel && panel.id ? list.find((persona) => persona.id === panel.id) : undefined

  const answerDelete = (confirmed: boolean) => {
    if (!confirmed || !deleting) return setDeleting(null)
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: `${deleting.name} deleted` })
        if (panel?.id === deleting.id) setPanel(null)
        setDeleting(null)
      },
      onError: (error) => {
        setDeleting(null)
        failed(error)
      },
    })
  }

  const save = (input: PersonaInput) => {
    const done = (persona: PersonaView) => {
      toast({ title: `${persona.name} saved` })
      setPanel({ kind: 'chat', id: persona.id })
    }
    if (panel?.kind === 'edit' && panel.id) {
      update.mutate({ id: panel.id, patch: input }, { onSuccess: done, onError: failed })
    } else create.mutate(input, { onSuccess: done, onError: failed })
  }

  return (
    <div className="grid gap-6">
      {user ? null : (
        <SignInPrompt>
          Sign in to make personas of your own; until then, chat with these.
        </SignInPrompt>
      )}
      {/* The list's rows hold a name and up to four buttons: 30rem keeps them inside it. */}
      <div className="grid gap-6 lg:grid-cols-[30rem_minmax(0,1fr)]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-3">
          {user ? (
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => setPanel({ kind: 'edit', id: null })}>
                <Plus aria-hidden /> New persona
              </Button>
              <Button
                variant="outline"
                disabled={importCard.isPending}
                onClick={() => cardInput.current?.click()}
              >
                <Upload aria-hidden /> Import character card
              </Button>
              <input
                ref={cardInput}
                type="file"
                accept=".png,.json,image/png,application/json"
                className="sr-only"
                tabIndex={-1}
                aria-label="Character card file (PNG or JSON)"
                onChange={(event) => {
                  importFile(event.target.files?.[0])
                  event.target.value = ''
                }}
              />
            </div>
          ) : null}
          <QueryState query={personas} errorLead="The personas did not load">
            {() => (
              // grid-cols-1 (a 0-minimum track) and min-w-0: a card's long name or tagline
              // wraps or truncates inside its row instead of widening the list and pushing
              // the row's buttons under the chat beside it or off a phone's screen.
              <ul aria-label="Personas" className="grid grid-cols-1 gap-2">
                {list.map((persona) => (
                  <li
                    key={persona.id}
                    className="flex min-w-0 items-center gap-3 rounded-lg border border-border bg-card/40 p-3"
                  >
                    <Avatar subject={persona} size={40} decorative />
                    <div className="min-w-0 flex-1">
                      <p className="flex min-w-0 flex-wrap items-center gap-1.5 font-medium">
                        <span className="line-clamp-2 min-w-0 [overflow-wrap:anywhere]">
                          {persona.name}
                        </span>
                        {persona.builtin ? <Badge variant="outline">Built-in</Badge> : null}
                        {!persona.builtin && persona.shared ? (
                          <Badge variant="outline">Shared</Badge>
                        ) : null}
                        {persona.mine && !persona.shared ? (
                          <Badge variant="outline">Private</Badge>
                        ) : null}
                      </p>
                      <p className="truncate text-xs text-muted-foreground" title={persona.role}>
                        {persona.role}
                      </p>
                    </div>
                    <div className="flex shrink-0 gap-1">
                      <Button
                        size="icon"
                        variant="ghost"
                        aria-label={`Chat with ${persona.name}`}
                        onClick={() => setPanel({ kind: 'chat', id: persona.id })}
                      >
                        <MessageSquare aria-hidden />
                      </Button>
                      {persona.editable ? (
                        <Button
                          size="icon"
                          variant="ghost"
                          aria-label={`Edit ${persona.name}`}
                          onClick={() => setPanel({ kind: 'edit', id: persona.id })}
                        >
                          <Pencil aria-hidden />
                        </Button>
                      ) : null}
                      {user ? (
                        <Button
                          size="icon"
                          variant="ghost"
                          aria-label={`Duplicate ${persona.name}`}
                          onClick={() =>
                            duplicate.mutate(persona.id, {
                              onSuccess: (copy) => setPanel({ kind: 'edit', id: copy.id }),
                              onError: failed,
                            })
                          }
                        >
                          <Copy aria-hidden />
                        </Button>
                      ) : null}
                      {persona.mine ? (
                        <Button
                          size="icon"
                          variant="ghost"
                          aria-label={`Delete ${persona.name}`}
                          onClick={() => setDeleting(persona)}
                        >
                          <Trash2 aria-hidden />
                        </Button>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </div>
        <div className="min-w-0">
          {panel?.kind === 'edit' && (panel.id === null || current) ? (
            <PersonaEditor
              key={panel.id ?? 'new'}
              persona={current ?? null}
              models={personas.data?.models ?? []}
              isAdmin={isAdmin}
              saving={create.isPending || update.isPending}
              onSave={save}
              onCancel={() => setPanel(null)}
            />
          ) : panel?.kind === 'chat' && current ? (
            <div className="grid gap-2">
              <PersonaChat key={current.id} persona={current} userName={user?.username ?? 'you'} />
              <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <Download className="size-4" aria-hidden /> Character card:
                <a className="text-primary underline" href={cardUrls(current.id).png} download>
                  Download PNG
                </a>
                <a className="text-primary underline" href={cardUrls(current.id).json} download>
                  Download JSON
                </a>
              </p>
            </div>
          ) : (
            <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
              Choose a persona to chat with{user ? ', or make a new one' : ''}.
            </p>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        alert
        destructive
        busy={remove.isPending}
        title={`Delete ${deleting?.name}?`}
        description="The persona goes for good; its chats stay in your history."
        confirmLabel={`Delete ${deleting?.name}`}
        onAnswer={answerDelete}
      />
    </div>
  )
}
