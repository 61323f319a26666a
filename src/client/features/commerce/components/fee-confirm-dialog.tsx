import { Button } from '@/client/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog'
import { dollars } from './upgrade-card'

export interface FeeConfirmation {
  title: string
  fee: number
  /** The external costs on top of the fee. */
  externalCosts: string
  kind: 'backend setup' | 'integration'
}

/**
 * docs/product/commerce.md: backend upgrades (and integrations) are confirmed before anything
 * happens.
 */
export function FeeConfirmDialog({
  confirmation,
  onAnswer,
}: {
  confirmation: FeeConfirmation | null
  onAnswer: (confirmed: boolean) => void
}) {
  return (
    <Dialog
      open={confirmation !== null}
      onOpenChange={(open) => (open ? undefined : onAnswer(false))}
    >
      {confirmation ? (
        <DialogContent role="alertdialog">
          <DialogHeader>
            <DialogTitle>Confirm {confirmation.kind}</DialogTitle>
            <DialogDescription>{confirmation.title}</DialogDescription>
          </DialogHeader>
          <dl className="grid gap-2 rounded-lg border border-border bg-muted/40 p-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">One-time setup fee</dt>
              <dd className="font-medium">{dollars(confirmation.fee)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Plus external costs</dt>
              <dd className="text-right">{confirmation.externalCosts}</dd>
            </div>
          </dl>
          <p className="text-sm text-muted-foreground">
            No payment is taken here: confirming records your request and opens the payment step.
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => onAnswer(false)}>
              Cancel
            </Button>
            <Button onClick={() => onAnswer(true)}>
              Confirm {dollars(confirmation.fee)} setup
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
