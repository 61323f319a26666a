import { Trash2 } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { QueryState } from '@/client/components/query-state'
import { SignInPrompt } from '@/client/components/account-prompts'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { Label } from '@/client/components/ui/label'
import { NativeSelect } from '@/client/components/ui/native-select'
import { toast } from '@/client/components/ui/use-toast'
import { useStoredUser } from '@/client/lib/stored-user'
import {
  parseVideoId,
  VIDEO_CATEGORIES,
  VideoInputSchema,
  type VideoCategory,
} from '@/shared/videos'
import { useAddVideo } from './api/add-video'
import { useMyVideos } from './api/get-my-videos'
import { useRemoveVideo } from './api/remove-video'

const empty = { video: '', title: '', category: 'education' as VideoCategory, duration: '' }

function AddVideoForm() {
  const id = useId()
  const [form, setForm] = useState(empty)
  const [error, setError] = useState<string | null>(null)
  const add = useAddVideo()
  const detected = form.video.trim() ? parseVideoId(form.video) : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = VideoInputSchema.safeParse(form)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      setError(`${String(issue?.path[0] ?? 'form')}: ${issue?.message ?? 'is invalid'}`)
      return
    }
    setError(null)
    add.mutate(parsed.data, {
      onSuccess: (video) => {
        setForm(empty)
        toast({ title: 'Video added', description: `“${video.title}” is in your gallery.` })
      },
      onError: (failure) => setError(failure.message),
    })
  }

  const field = (name: keyof typeof empty) => ({
    id: `${id}-${name}`,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  })

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-xl border border-border bg-card/60 p-5 md:grid-cols-2"
      noValidate
    >
      <div className="md:col-span-2">
        <Label htmlFor={`${id}-video`}>Video id or link</Label>
        <Input
          {...field('video')}
          className="mt-1"
          placeholder="https://youtu.be/… or an 11-character id"
          maxLength={300}
        />
        <p className="mt-1 text-xs text-muted-foreground" aria-live="polite">
          {form.video.trim()
            ? detected
              ? `Video id: ${detected}`
              : 'Not a video id or link yet.'
            : 'Paste a watch, share, shorts or embed link, or the id itself.'}
        </p>
      </div>
      <div>
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input {...field('title')} className="mt-1" maxLength={120} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <Label htmlFor={`${id}-category`}>Category</Label>
          <NativeSelect {...field('category')} className="mt-1">
            {VIDEO_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category[0]!.toUpperCase() + category.slice(1)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <Label htmlFor={`${id}-duration`}>Duration</Label>
          <Input {...field('duration')} className="mt-1" placeholder="12:34" maxLength={8} />
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive md:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="md:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add Video'}
        </Button>
      </div>
    </form>
  )
}

function MyVideos() {
  const videos = useMyVideos()
  const remove = useRemoveVideo()
  return (
    <QueryState
      query={videos}
      loading="Loading your videos…"
      errorLead="Your videos did not load"
      isEmpty={(data) => data.length === 0}
      empty="You have not added any videos yet."
    >
      {(data) => (
        <ul className="divide-y divide-border rounded-xl border border-border">
          {data.map((video) => (
            <li key={video.id} className="flex items-center justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="truncate font-medium">{video.title}</p>
                <p className="text-xs capitalize text-muted-foreground">
                  {video.category} · {video.embedId}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={remove.isPending && remove.variables === video.id}
                onClick={() =>
                  remove.mutate(video.id, {
                    onSuccess: () => toast({ title: 'Video removed', description: video.title }),
                    onError: (failure) =>
                      toast({
                        title: 'Removal Failed',
                        description: failure.message,
                        variant: 'destructive',
                      }),
                  })
                }
              >
                <Trash2 aria-hidden /> Remove<span className="sr-only"> {video.title}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}

/** `/video-manager`: add videos to your own gallery by id or link, and remove them. */
export function VideoManager() {
  const user = useStoredUser()
  if (!user)
    return (
      <SignInPrompt>
        <p className="font-medium text-foreground">Sign in to add your own videos.</p>
        <p className="mt-1">
          Your additions are kept by the server and appear in your gallery beside the eleven picks.
        </p>
      </SignInPrompt>
    )
  return (
    <div className="space-y-6">
      <AddVideoForm />
      <div>
        <h3 className="font-semibold">Your videos</h3>
        <div className="mt-3">
          <MyVideos />
        </div>
      </div>
    </div>
  )
}
