import { useId } from 'react'
import { Checkbox } from '@/client/components/ui/checkbox'
import { Label } from '@/client/components/ui/label'
import { useChangeVaultSettings, useVaultSettings } from '../api/vault-settings'

/** Obsidian's "Automatically update internal links", for one vault (decision 201). */
export function RenameLinksSetting({ vault }: { vault: string }) {
  const id = useId()
  const settings = useVaultSettings(vault)
  const change = useChangeVaultSettings(vault)
  const on = change.isPending
    ? change.variables.updateLinksOnRename
    : (settings.data?.updateLinksOnRename ?? true)
  return (
    <div className="flex items-start gap-2 text-sm">
      <Checkbox
        id={id}
        checked={on}
        disabled={settings.isPending || change.isPending}
        onCheckedChange={(checked) => change.mutate({ updateLinksOnRename: checked === true })}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
      {/* The hint stands outside the label, which is dimmed while the setting loads: muted text
          dimmed again falls below the contrast minimum. */}
      <div className="grid gap-0.5">
        <Label htmlFor={id} className="font-normal leading-snug">
          Update links when a note is renamed
        </Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Every link to it in this vault follows the new name, as Obsidian does.
        </p>
      </div>
    </div>
  )
}
