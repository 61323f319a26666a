import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/client/components/ui/button'
import { Checkbox } from '@/client/components/ui/checkbox'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import {
  MAX_CONTEXT_WINDOW,
  MIN_CONTEXT_WINDOW,
  type ConnectionView,
} from '@/shared/model-connections'
import { useAddConnection, useEditConnection } from './api'

/**
 * Adds a connection, or edits one (`editing`): a blank key field keeps the stored key; a blank
 * context window is the default (`defaultWindow`).
 */
export function ConnectionForm({
  editing,
  defaultWindow,
  onDone,
}: {
  editing?: ConnectionView
  defaultWindow: number
  onDone?: () => void
}) {
  const id = useId()
  const add = useAddConnection()
  const edit = useEditConnection()
  const [name, setName] = useState(editing?.name ?? '')
  const [baseUrl, setBaseUrl] = useState(editing?.baseUrl ?? '')
  const [apiKey, setApiKey] = useState('')
  const [removeKey, setRemoveKey] = useState(false)
  const [windowText, setWindowText] = useState(
    editing?.contextWindow ? String(editing.contextWindow) : '',
  )
  const mutation = editing ? edit : add

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const done = () => {
      setApiKey('')
      if (!editing) {
        setName('')
        setBaseUrl('')
        setWindowText('')
      }
      onDone?.()
    }
    const contextWindow = windowText.trim() ? Number(windowText) : null
    if (editing) {
      edit.mutate(
        {
          id: editing.id,
          patch: {
            name,
            baseUrl,
            ...(removeKey ? { apiKey: null } : apiKey ? { apiKey } : {}),
            contextWindow,
          },
        },
        { onSuccess: done },
      )
    } else {
      add.mutate(
        {
          name,
          baseUrl,
          ...(apiKey ? { apiKey } : {}),
          ...(contextWindow ? { contextWindow } : {}),
        },
        { onSuccess: done },
      )
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-label={editing ? `Edit ${editing.name}` : 'Add a connection'}
      className="grid gap-3 sm:grid-cols-2"
    >
      <div className="space-y-1">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          value={name}
          required
          maxLength={60}
          placeholder="e.g. OpenAI, Ollama on the GPU box"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-url`}>Base URL</Label>
        <Input
          id={`${id}-url`}
          value={baseUrl}
          required
          type="url"
          maxLength={500}
          placeholder="https://api.openai.com/v1"
          onChange={(event) => setBaseUrl(event.target.value)}
        />
      </div>
      <div className="space-y-1 sm:col-span-2">
        <Label htmlFor={`${id}-key`}>API key</Label>
        <Input
          id={`${id}-key`}
          value={apiKey}
          type="password"
          autoComplete="off"
          maxLength={500}
          disabled={removeKey}
          placeholder={
            editing?.hasApiKey
              ? 'A key is set: leave blank to keep it'
              : 'Optional (Ollama needs none)'
          }
          onChange={(event) => setApiKey(event.target.value)}
        />
        <p className="text-xs text-muted-foreground">
          Kept encrypted on the server and never shown again.
        </p>
        {editing?.hasApiKey ? (
          <div className="flex items-center gap-2 pt-1">
            <Checkbox
              id={`${id}-remove`}
              checked={removeKey}
              onCheckedChange={(checked) => setRemoveKey(checked === true)}
            />
            <Label htmlFor={`${id}-remove`} className="font-normal">
              Remove the stored key
            </Label>
          </div>
        ) : null}
      </div>
      <div className="space-y-1 sm:col-span-2">
        <Label htmlFor={`${id}-window`}>Context window (tokens)</Label>
        <Input
          id={`${id}-window`}
          value={windowText}
          type="number"
          inputMode="numeric"
          min={MIN_CONTEXT_WINDOW}
          max={MAX_CONTEXT_WINDOW}
          step={1}
          placeholder={`${defaultWindow} (the default)`}
          aria-describedby={`${id}-window-hint`}
          onChange={(event) => setWindowText(event.target.value)}
        />
        <p id={`${id}-window-hint`} className="text-xs text-muted-foreground">
          How many tokens its models take in all, prompt and reply. Ollama says so itself; for other
          servers the chat fits each prompt to this.
        </p>
      </div>
      {mutation.isError ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {mutation.error.message}
        </p>
      ) : null}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={mutation.isPending}>
          {editing ? 'Save connection' : 'Add connection'}
        </Button>
        {editing ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  )
}
