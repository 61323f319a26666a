import { Check, X } from 'lucide-react'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { cn } from '@/client/lib/utils'

/**
 * A name field with save and cancel in place of a heading. The draft stays with the caller, so
 * a cancelled edit opens again where it was left.
 */
export function InlineRenameForm({
  value,
  onChange,
  onSave,
  onCancel,
  label,
  saveLabel,
  maxLength,
  saving,
  className,
}: {
  value: string
  onChange: (value: string) => void
  onSave: () => void
  onCancel: () => void
  label: string
  saveLabel: string
  maxLength: number
  saving?: boolean
  className?: string
}) {
  return (
    <form
      className={cn('flex gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault()
        onSave()
      }}
    >
      <Input
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
        aria-label={label}
        className="h-9"
        autoFocus
      />
      <Button size="icon" type="submit" aria-label={saveLabel} disabled={saving}>
        <Check aria-hidden />
      </Button>
      <Button size="icon" variant="ghost" type="button" aria-label="Cancel" onClick={onCancel}>
        <X aria-hidden />
      </Button>
    </form>
  )
}
