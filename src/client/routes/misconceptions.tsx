import { MisconceptionsScreen } from '@/client/features/misconceptions/misconceptions-screen'

export default function MisconceptionsRoute() {
  return <MisconceptionsScreen />
}
