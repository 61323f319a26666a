import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/client/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { books } from '@content/books'
import { ADULT_AGE, BOOK_PRICES, type Book } from '@/shared/commerce'
import { confirmAdult, useAdultConfirmed } from '../adult-gate'
import { useOwnedBooks } from '../api/books'
import { usePurchase } from '../api/record-purchase'
import { AgeQuestionDialog } from './age-question-dialog'
import { BookCard } from './book-card'
import { BookPreviewDialog } from './book-preview-dialog'

const tabs = [
  { value: 'all', label: 'All Books' },
  { value: 'short', label: `Short Stories ($${BOOK_PRICES.short})` },
  { value: 'novel', label: `Novels ($${BOOK_PRICES.novel})` },
  { value: 'adult', label: `Adult ($${BOOK_PRICES.adult})` },
  { value: 'soon', label: 'Coming Soon' },
] as const
type Tab = (typeof tabs)[number]['value']

function booksFor(tab: Tab, adultConfirmed: boolean): Book[] {
  switch (tab) {
    case 'all':
      return books.filter((book) => !book.isAdultContent || adultConfirmed)
    case 'soon':
      return books.filter((book) => !book.available)
    default:
      return books.filter((book) => book.category === tab)
  }
}

/**
 * docs/product/commerce.md bookstore: adult titles stay out of All Books until the age question
 * is answered yes ('I am 18+', which also opens the Adult tab, or at purchase); the answer lasts
 * the session; saying no cancels.
 */
export function Bookstore({ initialBookId }: { initialBookId?: string }) {
  const adultConfirmed = useAdultConfirmed()
  const [tab, setTab] = useState<Tab>('all')
  const [preview, setPreview] = useState<Book | null>(
    () => books.find((book) => book.id === initialBookId && !book.isAdultContent) ?? null,
  )
  const [askAge, setAskAge] = useState<((yes: boolean) => void) | null>(null)
  const { purchase, pendingId } = usePurchase()
  const owned = useOwnedBooks()

  /** Runs `then` once the person has confirmed their age, asking first if needed. */
  const withAge = (then: () => void) => {
    if (adultConfirmed) return then()
    setAskAge(() => (yes: boolean) => {
      if (!yes) return
      confirmAdult()
      then()
    })
  }

  const buy = (book: Book) => {
    const go = () =>
      void purchase({
        productType: 'book',
        productId: book.id,
        title: book.title,
        price: book.price,
        ageConfirmed: book.isAdultContent ? true : undefined,
      })
    if (book.isAdultContent) withAge(go)
    else go()
  }

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-card/60 p-4 text-sm">
        {adultConfirmed ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <ShieldCheck className="size-4 text-emerald-400" aria-hidden />
            Adult titles are shown: you confirmed you are {ADULT_AGE} or older for this session.
          </p>
        ) : (
          <>
            <p className="text-muted-foreground">
              Adult titles are hidden in All Books until you confirm you are {ADULT_AGE} or older.
            </p>
            <Button variant="outline" size="sm" onClick={() => withAge(() => setTab('adult'))}>
              I am {ADULT_AGE}+
            </Button>
          </>
        )}
      </div>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-6">
        <TabsList aria-label="Book categories">
          {tabs.map((entry) => (
            <TabsTrigger key={entry.value} value={entry.value}>
              {entry.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((entry) => (
          <TabsContent key={entry.value} value={entry.value}>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {booksFor(entry.value, adultConfirmed).map((book) => (
                <BookCard
                  key={book.id}
                  book={book}
                  owned={owned.has(book.id)}
                  pending={pendingId === book.id}
                  onPreview={() =>
                    book.isAdultContent ? withAge(() => setPreview(book)) : setPreview(book)
                  }
                  onBuy={() => buy(book)}
                />
              ))}
            </div>
          </TabsContent>
        ))}
      </Tabs>
      <BookPreviewDialog book={preview} onClose={() => setPreview(null)} />
      <AgeQuestionDialog
        open={askAge !== null}
        onAnswer={(yes) => {
          const answer = askAge
          setAskAge(null)
          answer?.(yes)
        }}
      />
    </>
  )
}
