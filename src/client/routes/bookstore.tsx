import { useSearchParams } from 'react-router'
import { ScreenHeader } from '@/client/components/screen-header'
import { Bookstore } from '@/client/features/commerce/components/bookstore'

/** `/bookstore`; `?book=` (from quick search) opens that book's preview. */
export default function BookstoreScreen() {
  const [params] = useSearchParams()
  const bookId = params.get('book') ?? undefined
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <ScreenHeader eyebrow="Bookstore" title="The Codex Bookstore">
        Short stories and novels about minds, memory and meaning. Read a preview of any title.
      </ScreenHeader>
      <div className="mt-8">
        <Bookstore key={bookId} initialBookId={bookId} />
      </div>
    </div>
  )
}
