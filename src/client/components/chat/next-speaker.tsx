import { useId } from 'react'
import { NativeSelect } from '@/client/components/ui/native-select'
import type { ChatPersona } from '@/client/lib/chat-persona'
import { cn } from '@/client/lib/utils'

/** The pick that lets the server choose: whoever the message names, else the next in turn. */
export const IN_TURN = ''

/**
 * "Who answers next" in a group chat (decision 261): whoever the message names, else the next
 * in turn; or the one the person picks, who then answers every message (and a regenerate)
 * until the pick changes.
 */
export function NextSpeaker({
  members,
  value,
  onChange,
  disabled = false,
  className,
}: {
  members: readonly ChatPersona[]
  value: string
  onChange: (speaker: string) => void
  disabled?: boolean
  className?: string
}) {
  const id = useId()
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      <label htmlFor={id} className="shrink-0 text-sm font-medium">
        Who answers next
      </label>
      <NativeSelect
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="min-w-0 flex-1 sm:max-w-64"
      >
        <option value={IN_TURN}>Whoever is named, else in turn</option>
        {members.map((member) => (
          <option key={member.id} value={member.id}>
            {member.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/**
 * The request fields of a group chat's next message: the person's pick, and who takes part
 * (a new chat names them; a saved one has them already).
 */
export const groupBody = (speaker: string, participants?: readonly string[]) => ({
  ...(participants ? { participants } : {}),
  ...(speaker !== IN_TURN ? { speaker } : {}),
})
