import type { ReactNode } from 'react'
import { Button } from '@/client/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog'

/**
 * A question asked before an action: a title, what it means, Cancel and the action. Closing it
 * any other way answers no. `open` false renders nothing inside the dialog.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onAnswer,
  destructive = false,
  busy = false,
  alert = false,
  children,
}: {
  open: boolean
  title: string
  description: ReactNode
  confirmLabel: string
  onAnswer: (confirmed: boolean) => void
  destructive?: boolean
  busy?: boolean
  /** An alertdialog: for an action that cannot simply be undone. */
  alert?: boolean
  children?: ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onAnswer(false))}>
      {open ? (
        <DialogContent role={alert ? 'alertdialog' : 'dialog'}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogFooter>
            <Button variant="outline" onClick={() => onAnswer(false)}>
              Cancel
            </Button>
            <Button
              variant={destructive ? 'destructive' : 'default'}
              disabled={busy}
              onClick={() => onAnswer(true)}
            >
              {confirmLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
