import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { AdminGate } from '@/client/components/admin-only'
import { Button } from '@/client/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog'
import { useDeleteNote } from '../api/delete-note'

/** Deleting removes the Markdown file from the vault, so it asks first. */
export function DeleteNoteDialog({
  note,
  onDeleted,
  gate,
}: {
  note: { id: number; title: string; path: string }
  onDeleted: () => void
  /** Whether this viewer may delete it; the caller shows the reason when not. */
  gate: AdminGate
}) {
  const [open, setOpen] = useState(false)
  const remove = useDeleteNote()
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          className="text-destructive hover:text-destructive"
          disabled={!gate.allowed}
          aria-describedby={gate.describedBy}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete “{note.title}”?</DialogTitle>
          <DialogDescription>
            The file {note.path} is removed from its vault. Links to it from other notes stay and
            show as broken links.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep it</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(
                { id: note.id, title: note.title },
                {
                  onSuccess: () => {
                    setOpen(false)
                    onDeleted()
                  },
                },
              )
            }
          >
            {remove.isPending ? 'Deleting...' : 'Delete note'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
