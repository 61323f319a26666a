import { ConfirmDialog } from '@/client/components/confirm-dialog'
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
    <ConfirmDialog
      open={confirmation !== null}
      alert
      title={`Confirm ${confirmation?.kind}`}
      description={confirmation?.title}
      confirmLabel={`Confirm ${dollars(confirmation?.fee ?? 0)} setup`}
      onAnswer={onAnswer}
    >
      <dl className="grid gap-2 rounded-lg border border-border bg-muted/40 p-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">One-time setup fee</dt>
          <dd className="font-medium">{dollars(confirmation?.fee ?? 0)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Plus external costs</dt>
          <dd className="text-right">{confirmation?.externalCosts}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">
        No payment is taken here: confirming records your request, listed under Orders in your
        account.
      </p>
    </ConfirmDialog>
  )
}
