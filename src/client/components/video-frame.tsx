import { videoEmbedUrl } from '@/shared/videos'

/** The privacy-enhanced player of one video, filling its positioned box. */
export function VideoFrame({ embedId, title }: { embedId: string; title: string }) {
  return (
    <iframe
      src={videoEmbedUrl(embedId)}
      title={title}
      className="absolute inset-0 size-full"
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
    />
  )
}
