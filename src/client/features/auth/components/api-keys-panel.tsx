import { Check, Copy, Trash2 } from 'lucide-react'
import { Fragment, useId, useState, type FormEvent } from 'react'
import { QueryState } from '@/client/components/query-state'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'
import { usePersonas } from '@/client/lib/chat-persona'
import { formatTimeAgo } from '@/client/lib/format-time'
import { chatPersonaIds } from '@content/personas'
import { MCP_PATH } from '@/shared/mcp'
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys'

/** The key just created: shown this once, with a copy button. */
function NewKey({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <div role="status" className="rounded-lg border border-primary/40 bg-primary/5 p-4">
      <p className="text-sm font-medium">
        Your new key “{name}”. Copy it now: it is not shown again.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code className="min-w-0 basis-full break-all rounded bg-muted px-2 py-1 font-mono text-xs sm:basis-0 sm:flex-1">
          {secret}
        </code>
        <Button type="button" size="sm" variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy key'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  )
}

/**
 * The models a key can use, as `/v1/models` lists them: the personas this person may chat with
 * (the built-ins, shared ones and their own), from the one persona list; the built-ins until it
 * arrives.
 */
function ModelNames() {
  const registry = usePersonas()
  const ids = registry.data?.personas.map((persona) => persona.id) ?? chatPersonaIds
  return ids.map((id, index) => (
    <Fragment key={id}>
      {index === 0 ? null : index === ids.length - 1 ? ' or ' : ', '}
      <code className="font-mono text-xs">{id}</code>
    </Fragment>
  ))
}

/** How long a new key lasts; '' keeps it until revoked. */
const LIFETIMES = [
  ['', 'Never expires'],
  ['7', '7 days'],
  ['30', '30 days'],
  ['90', '90 days'],
  ['365', '1 year'],
] as const

const day = (iso: string) => new Date(iso).toLocaleDateString()

/** When the key stops working, or that it stopped. */
function expiry(expiresAt: string | null) {
  if (!expiresAt) return 'never expires'
  return Date.parse(expiresAt) <= Date.now()
    ? `expired ${day(expiresAt)}`
    : `expires ${day(expiresAt)}`
}

/**
 * Personal API keys for the OpenAI-compatible API: any OpenAI client talks to the personas
 * with one (base URL `<this site>/v1`); the same key opens the MCP server (`<this site>/mcp`,
 * docs/mcp.md) to Claude Desktop, Cursor or VS Code.
 */
export function ApiKeysPanel() {
  const keys = useApiKeys()
  const create = useCreateApiKey()
  const revoke = useRevokeApiKey()
  const [name, setName] = useState('')
  const [lifetime, setLifetime] = useState('')
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null)
  const inputId = useId()
  const baseUrl = `${window.location.origin}/v1`
  const mcpUrl = `${window.location.origin}${MCP_PATH}`

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const expiresInDays = lifetime ? Number(lifetime) : undefined
    create.mutate(
      { name: name.trim(), ...(expiresInDays ? { expiresInDays } : {}) },
      {
        onSuccess: (created) => {
          setShown({ name: created.name, key: created.key })
          setName('')
        },
      },
    )
  }

  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm text-muted-foreground">
          Use the personas from any OpenAI client (editors, Open WebUI, the OpenAI SDKs): base URL{' '}
          <code className="break-all font-mono text-xs">{baseUrl}</code>, model <ModelNames />.
          Replies count toward your plan. A key stops when your account is disabled, deleted or
          reset, and when you change your password unless you keep them.
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          The same key connects AI tools (Claude Desktop, Cursor, VS Code) to your notes, personas
          and saved conversations through MCP: server address{' '}
          <code className="break-all font-mono text-xs">{mcpUrl}</code> (Streamable HTTP), with the
          header{' '}
          <code className="whitespace-nowrap font-mono text-xs">
            Authorization: Bearer &lt;your key&gt;
          </code>
          .
        </p>
      </div>

      {shown ? <NewKey name={shown.name} secret={shown.key} onDone={() => setShown(null)} /> : null}

      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1 space-y-1">
          <Label htmlFor={inputId}>Key name</Label>
          <Input
            id={inputId}
            value={name}
            maxLength={60}
            placeholder="e.g. My editor"
            onChange={(event) => setName(event.target.value)}
            aria-invalid={create.isError || undefined}
          />
        </div>
        <div className="w-40 space-y-1">
          <Label htmlFor={`${inputId}-lifetime`}>Expires</Label>
          <NativeSelect
            id={`${inputId}-lifetime`}
            value={lifetime}
            onChange={(event) => setLifetime(event.target.value)}
          >
            {LIFETIMES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={!name.trim() || create.isPending}>
          {create.isPending ? 'Creating…' : 'Create key'}
        </Button>
      </form>
      {create.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {create.error.message}
        </p>
      ) : null}

      <QueryState
        query={keys}
        loading="Loading your keys…"
        isEmpty={(data) => data.keys.length === 0}
        empty="You have no API keys yet."
      >
        {(data) => (
          <ul
            className="divide-y divide-border rounded-lg border border-border"
            aria-label="Your API keys"
          >
            {data.keys.map((key) => (
              <li key={key.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{key.name}</p>
                  <p className="text-xs text-muted-foreground">
                    <code className="font-mono">{key.prefix}…</code> · created{' '}
                    {formatTimeAgo(key.createdAt)} ·{' '}
                    {key.lastUsedAt ? `last used ${formatTimeAgo(key.lastUsedAt)}` : 'never used'} ·{' '}
                    {expiry(key.expiresAt)}
                  </p>
                </div>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate(key.id)}
                  aria-label={`Revoke ${key.name}`}
                >
                  <Trash2 aria-hidden />
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  )
}
