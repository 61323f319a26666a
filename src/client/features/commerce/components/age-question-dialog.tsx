import { Button } from '@/client/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog'
import { ADULT_AGE } from '@/shared/commerce'

export const ADULT_PROMPT = `This content is for adults only and contains mature themes. Are you ${ADULT_AGE} or older?`

/** The age question (docs/product/commerce.md); answering no cancels whatever asked it. */
export function AgeQuestionDialog({
  open,
  onAnswer,
}: {
  open: boolean
  onAnswer: (yes: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onAnswer(false))}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Adults only</DialogTitle>
          <DialogDescription>{ADULT_PROMPT}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onAnswer(false)}>
            No, I am under {ADULT_AGE}
          </Button>
          <Button onClick={() => onAnswer(true)}>Yes, I am {ADULT_AGE} or older</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
