import { MindsView } from '@/client/features/minds-view/minds-view'

/** `/minds-view`. */
export default function MindsViewScreen() {
  return <MindsView />
}
