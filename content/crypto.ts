import type { CryptoAsset, CryptoCourse, CryptoHolding, CryptoPlatform } from '@/shared/crypto'

/**
 * docs/product/community.md crypto section: static sample data, labelled as such on screen. Prices
 * and changes are illustrative figures, not market quotes.
 */
export const cryptoAssets: CryptoAsset[] = [
  {
    symbol: 'BTC',
    name: 'Bitcoin',
    samplePrice: 64_250,
    sampleChange24h: 1.8,
    summary: 'The first cryptocurrency: a fixed supply and proof-of-work security.',
  },
  {
    symbol: 'ETH',
    name: 'Ethereum',
    samplePrice: 3_120,
    sampleChange24h: -0.9,
    summary: 'A programmable chain for smart contracts and decentralised apps.',
  },
  {
    symbol: 'SOL',
    name: 'Solana',
    samplePrice: 142,
    sampleChange24h: 3.4,
    summary: 'A high-throughput chain with low fees and fast confirmation.',
  },
  {
    symbol: 'ADA',
    name: 'Cardano',
    samplePrice: 0.45,
    sampleChange24h: -1.6,
    summary: 'A proof-of-stake chain built from peer-reviewed research.',
  },
  {
    symbol: 'DOT',
    name: 'Polkadot',
    samplePrice: 6.1,
    sampleChange24h: 0.7,
    summary: 'A network of connected chains sharing one security layer.',
  },
]

export const sampleHoldings: CryptoHolding[] = [
  { symbol: 'BTC', amount: 0.12, averageCost: 48_000 },
  { symbol: 'ETH', amount: 1.8, averageCost: 2_650 },
  { symbol: 'SOL', amount: 22, averageCost: 118 },
  { symbol: 'ADA', amount: 1_500, averageCost: 0.52 },
]

/** Six sample weekly closing prices of BTC, for the dollar-cost averaging tool. */
export const sampleBtcWeeklyCloses = [58_400, 61_900, 57_300, 60_800, 62_700, 64_250]

export const cryptoCourses: CryptoCourse[] = [
  {
    id: 'blockchain-basics',
    title: 'Blockchain Basics',
    description: 'Blocks, hashes and consensus: how a shared ledger stays honest.',
    lessons: 8,
    lessonsDone: 8,
    status: 'completed',
  },
  {
    id: 'wallet-security',
    title: 'Wallet Security',
    description: 'Seed phrases, hardware wallets and the scams to recognise.',
    lessons: 6,
    lessonsDone: 6,
    status: 'completed',
  },
  {
    id: 'defi-fundamentals',
    title: 'DeFi Fundamentals',
    description: 'Lending, exchanges and liquidity pools, and where the risks hide.',
    lessons: 10,
    lessonsDone: 4,
    status: 'in-progress',
  },
  {
    id: 'reading-the-market',
    title: 'Reading the Market',
    description: 'Volume, volatility and why past prices promise nothing.',
    lessons: 7,
    lessonsDone: 2,
    status: 'in-progress',
  },
  {
    id: 'smart-contracts',
    title: 'Smart Contracts',
    description: 'What a contract on a chain can and cannot do, with small examples.',
    lessons: 9,
    lessonsDone: 0,
    status: 'not-started',
  },
  {
    id: 'tax-and-records',
    title: 'Records and Taxes',
    description: 'Keeping records of every trade, and the questions to ask an adviser.',
    lessons: 5,
    lessonsDone: 0,
    status: 'not-started',
  },
]

/** The external platforms the section's buttons open (new tab). */
export const cryptoPlatforms: CryptoPlatform[] = [
  {
    id: 'coingecko',
    name: 'CoinGecko',
    description: 'Live prices, market data and project pages.',
    url: 'https://www.coingecko.com/',
  },
  {
    id: 'ethereum-learn',
    name: 'ethereum.org Learn',
    description: 'The Ethereum community’s own learning hub.',
    url: 'https://ethereum.org/en/learn/',
  },
  {
    id: 'bitcoin-org',
    name: 'bitcoin.org',
    description: 'How Bitcoin works, wallets and getting started.',
    url: 'https://bitcoin.org/en/how-it-works',
  },
]
