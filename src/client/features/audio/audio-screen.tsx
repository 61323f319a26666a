import { AudioLines } from 'lucide-react'
import { SignInPrompt } from '@/client/components/account-prompts'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { useStoredUser } from '@/client/lib/stored-user'
import { Library } from './library'
import { PersonaTones } from './persona-tones'
import { AudioPlayer, useQueue } from './player'
import { Playlists } from './playlists'
import { SharedTracks } from './shared-tracks'

export type AudioTab = 'library' | 'playlists' | 'tones' | 'shared'

/** The audio system: your library, playlists, persona tones and shared tracks, one player. */
export function AudioScreen({ initialTab }: { initialTab: AudioTab }) {
  const user = useStoredUser()
  const { queue, play, go } = useQueue()
  const signIn = (
    <SignInPrompt>
      <p className="font-medium text-foreground">Sign in to upload, record and build playlists.</p>
      <p className="mt-1">
        Your tracks are kept by the server and stay private until you share them. Persona tones and
        shared tracks work without an account.
      </p>
    </SignInPrompt>
  )
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-[0.2em] text-primary">
        <AudioLines className="size-4" aria-hidden /> Audio
      </p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
        Independent Audio System
      </h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        Upload MP3s, record your voice or music, build playlists and play persona frequency tones,
        all kept on the HumanCodex server.
      </p>
      <div className="sticky top-16 z-10 mt-6">
        <AudioPlayer queue={queue} go={go} />
      </div>
      <Tabs defaultValue={initialTab} className="mt-6">
        <TabsList aria-label="Audio sections">
          <TabsTrigger value="library">Library</TabsTrigger>
          <TabsTrigger value="playlists">Playlists</TabsTrigger>
          <TabsTrigger value="tones">Persona tones</TabsTrigger>
          <TabsTrigger value="shared">Shared tracks</TabsTrigger>
        </TabsList>
        <TabsContent value="library">{user ? <Library onPlay={play} /> : signIn}</TabsContent>
        <TabsContent value="playlists">{user ? <Playlists onPlay={play} /> : signIn}</TabsContent>
        <TabsContent value="tones">
          <PersonaTones />
        </TabsContent>
        <TabsContent value="shared">
          <SharedTracks onPlay={play} />
        </TabsContent>
      </Tabs>
    </div>
  )
}
