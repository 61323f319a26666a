import { BookOpen, Star } from 'lucide-react'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/client/components/ui/card'
import { RouteButton } from '@/client/components/route-button'
import type { Book } from '@/shared/commerce'

const CATEGORY_LABEL = { short: 'Short story', novel: 'Novel', adult: 'Adult' }

export function BookCard({
  book,
  owned,
  pending,
  onPreview,
  onBuy,
}: {
  book: Book
  /** Bought already: its button opens the reading screen instead (decision 263). */
  owned: boolean
  pending: boolean
  onPreview: () => void
  onBuy: () => void
}) {
  return (
    <Card className="flex flex-col" role="article" aria-label={book.title}>
      <CardHeader className="pb-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{CATEGORY_LABEL[book.category]}</Badge>
          {book.badge ? (
            <Badge variant={book.isAdultContent ? 'destructive' : 'secondary'}>{book.badge}</Badge>
          ) : null}
        </div>
        <CardTitle>{book.title}</CardTitle>
        <p className="text-sm text-muted-foreground">by {book.author}</p>
        <CardDescription>{book.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1 pb-4 text-sm text-muted-foreground">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>{book.pages} pages</span>
          {book.rating > 0 ? (
            <span className="flex items-center gap-1">
              <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden />
              {book.rating.toFixed(1)} <span className="text-xs">(sample)</span>
            </span>
          ) : null}
        </p>
        <p className="mt-2 font-display text-2xl font-semibold text-foreground">${book.price}</p>
      </CardContent>
      <CardFooter className="flex-wrap gap-2">
        <Button variant="outline" onClick={onPreview}>
          <BookOpen aria-hidden />
          Preview
        </Button>
        {owned ? (
          <RouteButton to={`/book-reader?book=${book.id}`}>
            Read
            <span className="sr-only">: {book.title}</span>
          </RouteButton>
        ) : book.available ? (
          <Button disabled={pending} onClick={onBuy}>
            {pending ? 'Processing...' : `Buy $${book.price}`}
            <span className="sr-only">: {book.title}</span>
          </Button>
        ) : (
          <Button disabled variant="outline">
            Coming Soon
          </Button>
        )}
      </CardFooter>
    </Card>
  )
}
