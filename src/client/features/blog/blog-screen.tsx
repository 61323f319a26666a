import { ArrowLeft, CalendarDays, Clock, Newspaper, Tag } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { MarkdownBlocks } from '@/client/components/markdown'
import { Badge } from '@/client/components/ui/badge'
import { Button } from '@/client/components/ui/button'
import { tagCounts, type BlogPost } from '@/shared/blog'
import { findPost, posts } from './posts'

const date = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })

function PostMeta({ post }: { post: BlogPost }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span className="flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden />
        <time dateTime={post.date}>{date(post.date)}</time>
      </span>
      <span className="flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden />
        {post.readingMinutes} min read
      </span>
      <span>{post.author}</span>
    </p>
  )
}

function TagLinks({ tags, active }: { tags: string[]; active?: string | null }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={`/blog?tag=${tag}`} aria-current={active === tag ? 'true' : undefined}>
            <Badge variant={active === tag ? 'default' : 'outline'}>#{tag}</Badge>
          </Link>
        </li>
      ))}
    </ul>
  )
}

function Reader({ post }: { post: BlogPost }) {
  // A block body: scrollTo returns a promise in recent browsers, which is no effect clean-up.
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [post.slug])
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/blog">
          <ArrowLeft aria-hidden /> All posts
        </Link>
      </Button>
      <h1 className="mt-4 font-display text-3xl font-semibold sm:text-4xl">{post.title}</h1>
      <div className="mt-3">
        <PostMeta post={post} />
      </div>
      <div className="mt-3">
        <TagLinks tags={post.tags} />
      </div>
      <MarkdownBlocks blocks={post.blocks} className="mt-8" />
    </article>
  )
}

/** `/blog`: posts from `content/blog/*.md`; `?post=slug` opens one, `?tag=name` filters. */
export function BlogScreen() {
  const [params] = useSearchParams()
  const post = findPost(params.get('post'))
  if (post) return <Reader post={post} />
  const tag = params.get('tag')
  const shown = tag ? posts.filter((candidate) => candidate.tags.includes(tag)) : posts
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-[0.2em] text-primary">
        <Newspaper className="size-4" aria-hidden /> Blog
      </p>
      <h1 className="mt-3 font-display text-3xl font-semibold sm:text-4xl">Notes from the codex</h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        How HumanCodex is built, what it is for, and how to get the most from it.
      </p>
      {params.get('post') ? (
        <p role="alert" className="mt-6 rounded-lg border border-border bg-card/60 p-3 text-sm">
          There is no post called “{params.get('post')}”. Here are all the others.
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Tag className="size-4 text-muted-foreground" aria-hidden />
        <Link to="/blog" aria-current={tag ? undefined : 'true'}>
          <Badge variant={tag ? 'outline' : 'default'}>All ({posts.length})</Badge>
        </Link>
        <TagLinks tags={tagCounts(posts).map(([name]) => name)} active={tag} />
      </div>
      <ul className="mt-8 space-y-4">
        {shown.map((candidate) => (
          <li key={candidate.slug} className="rounded-xl border border-border bg-card/60 p-5">
            <h2 className="font-display text-xl font-semibold">
              <Link to={`/blog?post=${candidate.slug}`} className="hover:text-primary">
                {candidate.title}
              </Link>
            </h2>
            <div className="mt-1">
              <PostMeta post={candidate} />
            </div>
            <p className="mt-2 text-muted-foreground">{candidate.summary}</p>
            <div className="mt-3">
              <TagLinks tags={candidate.tags} active={tag} />
            </div>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? (
        <p className="mt-6 text-muted-foreground">No posts carry the tag “{tag}”.</p>
      ) : null}
    </div>
  )
}
