import { BlogScreen } from '@/client/features/blog/blog-screen'

export default function BlogRoute() {
  return <BlogScreen />
}
