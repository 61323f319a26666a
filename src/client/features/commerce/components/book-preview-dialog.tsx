import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog'
import type { Book } from '@/shared/commerce'

export function BookPreviewDialog({ book, onClose }: { book: Book | null; onClose: () => void }) {
  return (
    <Dialog open={book !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {book ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{book.title}</DialogTitle>
            <DialogDescription>
              A preview · by {book.author} · {book.pages} pages
            </DialogDescription>
          </DialogHeader>
          <blockquote className="border-l-2 border-primary/60 pl-4 font-serif leading-relaxed text-foreground/90">
            {book.previewText}
          </blockquote>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
