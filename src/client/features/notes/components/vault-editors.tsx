import { UserMinus, UserPlus } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { useChangeVaultEditors, useVaultEditors } from '../api/vault-editors'

/**
 * An administrator's control on a shared vault: the people who may change its notes besides
 * administrators, named by username.
 */
export function VaultEditors({ vault }: { vault: string }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [username, setUsername] = useState('')
  const editors = useVaultEditors(vault, open)
  const { add, remove } = useChangeVaultEditors(vault)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const name = username.trim()
    if (name) add.mutate(name, { onSuccess: () => setUsername('') })
  }
  return (
    <details
      className="rounded-lg border border-border p-3 text-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-medium">Editors</summary>
      <p className="mt-2 text-muted-foreground">
        Besides administrators, these people may create, change and delete this vault&apos;s notes.
      </p>
      {editors.data?.length ? (
        <ul className="mt-2 space-y-1" aria-label={`Editors of ${vault}`}>
          {editors.data.map((editor) => (
            <li key={editor.userId} className="flex items-center justify-between gap-2">
              <span className="break-all">{editor.username}</span>
              <Button
                size="sm"
                variant="ghost"
                disabled={remove.isPending}
                onClick={() => remove.mutate(editor.userId)}
              >
                <UserMinus aria-hidden />
                Remove<span className="sr-only"> {editor.username}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : editors.isSuccess ? (
        <p className="mt-2 text-muted-foreground">No editors yet.</p>
      ) : null}
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <Label htmlFor={`${id}-username`}>Username</Label>
          <Input
            id={`${id}-username`}
            value={username}
            maxLength={254}
            onChange={(event) => setUsername(event.target.value)}
          />
        </div>
        <Button type="submit" size="sm" disabled={!username.trim() || add.isPending}>
          <UserPlus aria-hidden />
          Add editor
        </Button>
      </form>
    </details>
  )
}
