import { lazy } from 'react'
import { DeferredBlock } from '@/client/components/deferred-section'
import { SectionHeading } from '@/client/components/section-heading'

const ExplanationAccordion = lazy(() =>
  import('./explanation-accordion').then((module) => ({ default: module.ExplanationAccordion })),
)

/**
 * "How the codex works" (docs/product/landing-and-navigation.md). The heading shows on a wide first
 * screen; the cards just below it wait until they are in view, so the accordion is not first-view
 * code.
 */
export function ExplanationCards() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading eyebrow="The system" title="How the Codex Works">
        Four ideas hold the codex together. Open a card for the detail.
      </SectionHeading>
      <DeferredBlock placeholderClassName="min-h-[35rem] md:min-h-[13rem]" className="mt-10">
        <ExplanationAccordion />
      </DeferredBlock>
    </div>
  )
}
