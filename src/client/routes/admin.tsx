import { Administration } from '@/client/features/admin/administration'

/** `/admin`. */
export default function AdministrationScreen() {
  return <Administration />
}
