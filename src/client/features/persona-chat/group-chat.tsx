import { useId, useState } from 'react'
import { SignInPrompt } from '@/client/components/account-prompts'
import { ChatComposer } from '@/client/components/chat/chat-composer'
import { ChatMessages } from '@/client/components/chat/chat-messages'
import { ChatToolbar } from '@/client/components/chat/chat-toolbar'
import { PERSONA_MODEL } from '@/client/components/chat/model-picker'
import { PersonaPicker } from '@/client/components/chat/persona-picker'
import { toggleChosen, type ChatPersona } from '@/client/lib/chat-persona'
import { useStoredUser } from '@/client/lib/stored-user'
import { useChatSession } from '@/client/lib/use-chat-session'
import { cn } from '@/client/lib/utils'
import { showChatError } from './chat-error'
import { groupAskPath, groupSpeakers } from '@/client/lib/group-chat'
import { groupBody, IN_TURN, NextSpeaker } from '@/client/components/chat/next-speaker'
import { ChatNotices } from './chat-notices'

/**
 * A group chat (decision 261): the person chooses two or more personas (built-in or their own),
 * then each message is answered by whoever it names, else the next in turn, or by the one the
 * person picks. Every answer shows its speaker; the chat's controls work as in any chat.
 */
export function GroupChat({
  everyone,
  messagesClassName = 'h-[26rem]',
}: {
  /** The personas one may bring into the group, built-ins first. */
  everyone: readonly ChatPersona[]
  messagesClassName?: string
}) {
  const signedIn = !!useStoredUser()
  if (!signedIn)
    return (
      <SignInPrompt>
        Group chats are for signed-in people: bring two or more personas, yours included, into one
        conversation.
      </SignInPrompt>
    )
  return <SignedInGroupChat everyone={everyone} messagesClassName={messagesClassName} />
}

function SignedInGroupChat({
  everyone,
  messagesClassName,
}: {
  everyone: readonly ChatPersona[]
  messagesClassName: string
}) {
  const [chosen, setChosen] = useState<readonly string[]>(['adam', 'eve'])
  const [speaker, setSpeaker] = useState(IN_TURN)
  const [model, setModel] = useState(PERSONA_MODEL)
  const members = chosen
    .map((id) => everyone.find((persona) => persona.id === id))
    .filter((persona): persona is ChatPersona => !!persona)
  const chat = useChatSession({
    path: groupAskPath,
    extraBody: { ...groupBody(speaker, chosen), ...(model ? { model } : {}) },
    onError: showChatError,
  })
  const { state, send, stop } = chat
  const [received, setReceived] = useState<string | null>(null)
  // Who takes part is settled by the first message: the server keeps the group from then on.
  const started = state.messages.length > 0
  const names = members.map((member) => member.name).join(', ')
  const speakers = groupSpeakers(everyone)
  const ready = members.length >= 2
  const headingId = useId()

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-card/60 p-4 sm:p-5"
    >
      <header className="flex min-w-0 flex-col gap-3">
        <h3 id={headingId} className="font-display text-lg font-semibold">
          Group chat
        </h3>
        <PersonaPicker
          legend={started ? 'In this group' : 'Who takes part (two or more)'}
          everyone={started ? members : everyone}
          chosen={chosen}
          disabled={started}
          onToggle={(id) => setChosen((now) => toggleChosen(now, id))}
        />
        <div className="flex flex-wrap items-center gap-3">
          <NextSpeaker
            members={members}
            value={speaker}
            onChange={setSpeaker}
            className="w-full sm:w-auto sm:flex-1"
          />
          <ChatToolbar
            className="w-full flex-wrap sm:w-auto"
            model={model}
            onModelChange={setModel}
            canStartNew={started}
            onNewChat={chat.newChat}
          />
        </div>
      </header>
      <ChatMessages
        messages={state.messages}
        avatar={members[0]?.avatar ?? ''}
        name={names}
        speakerOf={(message) => speakers(message.persona)}
        className={cn('rounded-lg bg-background/40 p-3', messagesClassName)}
        controls={{ ...chat, received: setReceived }}
        empty={
          <div className="grid h-full place-items-center p-6 text-center text-sm text-muted-foreground">
            <p>
              {ready
                ? `Say hello to ${names}. Name one (“${members[1]!.name}, …”) and they answer; otherwise each answers in turn.`
                : 'Choose two or more personas to start a group chat.'}
            </p>
          </div>
        }
      />
      <ChatNotices state={state} received={received} onCloseReceived={() => setReceived(null)} />
      <ChatComposer
        label="Message the group"
        placeholder={ready ? `Write to ${names}…` : 'Choose two or more personas first'}
        sending={state.sending}
        onSend={(text) => (ready ? void send(text) : undefined)}
        onStop={stop}
      />
    </section>
  )
}
