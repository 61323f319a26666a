import { CryptoIntelligence } from '@/client/features/crypto/crypto-intelligence'

export default function CryptoRoute() {
  return <CryptoIntelligence heading="h1" />
}
