import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '@/client/components/ui/use-toast'
import { api } from '@/client/lib/api'
import { statusOf } from '@/client/lib/api-request'
import type { EndpointInput } from '@/shared/endpoint'
import type { Note } from '@/shared/notes'
import { notesEndpoints } from '@/shared/endpoints/notes'
import { invalidateNotes, isTellingError, notesKeys } from './keys'
import { plural } from '@/shared/plural'

export type UpdateNoteInput = EndpointInput<typeof notesEndpoints.update>['body']

export const updateNote = ({ id, ...input }: UpdateNoteInput & { id: number }) =>
  api(notesEndpoints.update, { params: { id }, body: input })

/** What a save did, with the links a rename updated and the notes it could not change. */
export function savedText(note: Note): string {
  const said = `“${note.title}” is written to its vault.`
  const links = note.renamedLinks
  if (!links || links.turnedOff) return said
  const updated = links.updatedNotes
    ? ` Links to it updated in ${plural(links.updatedNotes, 'note')}.`
    : ''
  const left = links.notChanged.length
    ? ` Not changed: ${links.notChanged
        .slice(0, 3)
        .map((entry) => `${entry.path} (${entry.reason})`)
        .join(
          ', ',
        )}${links.notChanged.length > 3 ? ` and ${links.notChanged.length - 3} more` : ''}.`
    : ''
  return `${said}${updated}${left}`
}

export function useUpdateNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateNote,
    onSuccess: (note) => {
      toast({ title: 'Note Saved', description: savedText(note) })
      void queryClient.invalidateQueries({ queryKey: notesKeys.note(note.id) })
      void invalidateNotes(queryClient)
    },
    onError: (error, input) => {
      if (statusOf(error) === 409) {
        // The file changed on disk: show the note as it is now; the draft stays.
        void queryClient.invalidateQueries({ queryKey: notesKeys.note(input.id) })
        toast({
          variant: 'destructive',
          title: 'Not Saved',
          description:
            'The file changed on disk since you opened it. Your edits are still here: load the ' +
            "file's version, or save again to keep yours.",
        })
        return
      }
      toast({
        variant: 'destructive',
        title: 'Save Failed',
        description: isTellingError(statusOf(error))
          ? error.message
          : 'Unable to save the note. Your changes are still here.',
      })
    },
  })
}
