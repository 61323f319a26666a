import { PersonaRoom } from '@/client/features/persona-chat/persona-room'

/** `/eva-alex-consciousness`. */
export default function PersonaRoomScreen() {
  return <PersonaRoom />
}
