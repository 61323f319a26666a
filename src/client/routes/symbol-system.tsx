import { useLocation } from 'react-router'
import { SymbolSystem } from '@/client/features/symbols/symbol-system'

export default function SymbolSystemRoute() {
  return <SymbolSystem compilerFirst={useLocation().pathname === '/symbolic-language-compiler'} />
}
