import { BookOpen, Download, ShieldAlert } from 'lucide-react'
import { EmptyState } from '@/client/components/empty-state'
import { QueryState } from '@/client/components/query-state'
import { RouteButton } from '@/client/components/route-button'
import { Button } from '@/client/components/ui/button'
import { books } from '@content/books'
import { ADULT_AGE, type Book } from '@/shared/commerce'
import { confirmAdult, useAdultConfirmed } from '../adult-gate'
import { downloadBook, useBookReading } from '../api/books'

/**
 * docs/product/commerce.md "Reading": the whole text for its owner where this edition carries it
 * (with a download), the sample for everyone else, with the way to buy it (decision 263).
 */
export function BookReader({ bookId }: { bookId: string | undefined }) {
  const book = books.find((entry) => entry.id === bookId)
  if (!book)
    return (
      <EmptyState
        icon={BookOpen}
        title={bookId ? 'No such book' : 'Choose a book to read'}
        action={<RouteButton to="/bookstore">Open the bookstore</RouteButton>}
      >
        Every title in the bookstore can be read here: its sample, or the whole book once it is
        yours.
      </EmptyState>
    )
  return <BookText book={book} />
}

function BookText({ book }: { book: Book }) {
  const adultConfirmed = useAdultConfirmed()
  const reading = useBookReading(book.id)
  // The age gate of the store holds here too, for a title the person does not own.
  if (book.isAdultContent && !adultConfirmed && reading.data?.owned !== true)
    return (
      <EmptyState
        icon={ShieldAlert}
        title="This title is for adults"
        action={<Button onClick={confirmAdult}>I am {ADULT_AGE}+</Button>}
      >
        This content is for adults only and contains mature themes. Are you {ADULT_AGE} or older?
      </EmptyState>
    )
  return (
    <QueryState query={reading} loading="Opening the book…" errorLead="The book did not open">
      {(text) => (
        <article aria-label={text.title} className="mx-auto max-w-2xl">
          <p className="text-sm text-muted-foreground">
            by {text.author} ·{' '}
            {text.complete ? 'the whole book' : text.owned ? 'yours · sample' : 'a sample'}
          </p>
          <div className="mt-6 grid gap-4 font-serif text-lg leading-relaxed text-foreground/90">
            {text.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-border pt-6 text-sm">
            {text.complete ? (
              <Button
                variant="outline"
                onClick={() => downloadBook(text.title, text.author, text.paragraphs)}
              >
                <Download aria-hidden />
                Download (.txt)
              </Button>
            ) : text.owned ? (
              <p className="text-muted-foreground">
                This book is yours. This edition carries its opening only; the rest is not published
                here yet.
              </p>
            ) : (
              <>
                <p className="text-muted-foreground">
                  {/* Said where the text stops: "That is the sample" read as if the sample were
                      still to come (decision 273). */}
                  {book.available
                    ? `The sample ends here. Buy the book ($${book.price}) to read it all.`
                    : 'The sample ends here. The whole book is coming soon.'}
                </p>
                <RouteButton to={`/bookstore?book=${book.id}`} variant="outline">
                  Back to the bookstore
                </RouteButton>
              </>
            )}
          </div>
        </article>
      )}
    </QueryState>
  )
}
