import { useSearchParams } from 'react-router'
import { ScreenHeader } from '@/client/components/screen-header'
import { BookReader } from '@/client/features/commerce/components/book-reader'
import { books } from '@content/books'

/** `/book-reader?book=<id>`: one book of the bookstore, to read (decision 263). */
export default function BookReaderScreen() {
  const [params] = useSearchParams()
  const bookId = params.get('book') ?? undefined
  const title = books.find((book) => book.id === bookId)?.title ?? 'Reading room'
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="Bookstore" title={title} />
      <div className="mt-8">
        <BookReader key={bookId} bookId={bookId} />
      </div>
    </div>
  )
}
