import { Bitcoin } from 'lucide-react'
import { SectionTabs } from '@/client/components/section-tabs'
import { EducationTab } from './education-tab'
import { OverviewTab } from './overview-tab'
import { PortfolioTab } from './portfolio-tab'
import { SampleNotice } from './sample-notice'
import { ToolsTab } from './tools-tab'

/** docs/product/community.md crypto section: four tabs on static sample data. */
export function CryptoIntelligence({ heading = 'h2' }: { heading?: 'h1' | 'h2' }) {
  const Heading = heading
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <p className="flex items-center gap-2 text-sm font-medium uppercase tracking-[0.2em] text-primary">
        <Bitcoin className="size-4" aria-hidden /> Crypto education
      </p>
      <Heading className="mt-3 font-display text-3xl font-semibold sm:text-4xl">
        Crypto Intelligence
      </Heading>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        Learn how digital assets work: a market overview, a sample portfolio, courses and two small
        tools to practise with.
      </p>
      <div className="mt-6">
        <SampleNotice />
      </div>
      <SectionTabs
        label="Crypto sections"
        className="mt-6"
        tabs={[
          { value: 'overview', label: 'Overview', content: <OverviewTab /> },
          { value: 'portfolio', label: 'Portfolio', content: <PortfolioTab /> },
          { value: 'education', label: 'Education', content: <EducationTab /> },
          { value: 'tools', label: 'Tools', content: <ToolsTab /> },
        ]}
      />
    </div>
  )
}

/** The home page's `crypto-intelligence` section. */
export function CryptoSection() {
  return <CryptoIntelligence />
}
