import { FREE_DAILY_CONVERSATIONS } from '@/shared/tiers'
import type { Plan } from '@/shared/plans'

/** The plan chooser (docs/product/commerce.md): Free $0, Pro $19 and Enterprise $99 a month. */
export const plans: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    period: 'month',
    description:
      'Meet the codex: chat with every persona, browse the expert ring, take free courses.',
    features: [
      `${FREE_DAILY_CONVERSATIONS} conversations per day`,
      'All four AI personas',
      'Free courses and the message board',
    ],
    excludedFeatures: ['Saved conversations', 'Searchable history'],
    recommended: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 19,
    period: 'month',
    description: 'For people who talk with the codex every day and want to keep what was said.',
    features: [
      'Unlimited conversations',
      'Saved, searchable history',
      'Continue any conversation from any message',
      'Personas remember what you tell them',
    ],
    excludedFeatures: [],
    recommended: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 99,
    period: 'month',
    description: 'For teams: everything in Pro, set up with you by the HumanCodex team.',
    features: [
      'Everything in Pro',
      'Your own AI model endpoint',
      'Team onboarding with the HumanCodex team',
    ],
    excludedFeatures: [],
    recommended: false,
  },
]
