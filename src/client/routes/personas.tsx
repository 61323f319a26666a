import { UserRoundPen } from 'lucide-react'
import { PersonaStudio } from '@/client/features/persona-chat/studio/persona-studio'

/** `/personas`: the persona studio (docs/product/personas.md "The studio"). */
export default function PersonasRoute() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-[0.2em] text-primary">
        <UserRoundPen className="size-4" aria-hidden /> Persona studio
      </p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">Personas</h1>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        The four built-in minds, the ones shared with everyone, and personas of your own: give them
        a name, a face, a greeting and a way of speaking, then chat with them.
      </p>
      <div className="mt-8">
        <PersonaStudio />
      </div>
    </div>
  )
}
