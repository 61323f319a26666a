import { useLocation } from 'react-router'
import { SaveAsNote } from '@/client/features/notes/components/save-as-note'
import { StoryStudio } from '@/client/features/story-studio/story-studio'

/** `/storytelling` opens on prose, `/comic-book-section` on comic panels. */
export default function StoryStudioScreen() {
  const comic = useLocation().pathname === '/comic-book-section'
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <p className="text-sm font-medium uppercase tracking-[0.2em] text-primary">Story studio</p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
        {comic ? 'Comic Book Hub' : 'Storytelling'}
      </h1>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        Give eve an idea and she writes it as it comes. Read it as a story or as comic panels, then
        keep it as a note in one of your vaults.
      </p>
      <div className="mt-10">
        <StoryStudio
          key={comic ? 'comic' : 'story'}
          initialMode={comic ? 'comic' : 'story'}
          renderSave={(draft) => <SaveAsNote {...draft} />}
        />
      </div>
    </div>
  )
}
