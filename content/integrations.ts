import { SETUP_FEE, type Integration } from '@/shared/commerce'

/**
 * AI Platform Integrations (docs/product/commerce.md): four integrations, only Character AI
 * available; each costs a $2.00 integration fee plus the platform's own fees. Ratings are sample
 * content.
 */
export const integrations: Integration[] = [
  {
    id: 'character-ai',
    name: 'Character AI',
    description: 'Bring the codex personas to Character AI with their voices and backstories.',
    category: 'character',
    integrationFee: SETUP_FEE,
    platformCosts: 'Free, or Character AI+ for faster replies',
    features: ['All four personas', 'Persona backstories', 'Greeting and example chats'],
    badge: 'Available',
    icon: 'drama',
    status: 'available',
    estimatedSetup: '15 minutes',
    userRating: 4.7,
  },
  {
    id: 'creative-ai-studio',
    name: 'Creative AI Studio',
    description: 'Turn stories from the Story Studio into illustrated panels with an image model.',
    category: 'creative',
    integrationFee: SETUP_FEE,
    platformCosts: 'Image model credits, billed by the provider',
    features: ['Panels from stories', 'Consistent characters', 'Export as PDF'],
    badge: 'Coming Soon',
    icon: 'image',
    status: 'coming-soon',
    estimatedSetup: '30 minutes',
    userRating: 0,
  },
  {
    id: 'music-ai-composer',
    name: 'Music AI Composer',
    description: 'Score a persona’s theme from its frequency with a music generation model.',
    category: 'creative',
    integrationFee: SETUP_FEE,
    platformCosts: 'Music model subscription, billed by the provider',
    features: ['Themes from persona tones', 'Loops for the audio system', 'Royalty-free output'],
    badge: 'Coming Soon',
    icon: 'music',
    status: 'coming-soon',
    estimatedSetup: '20 minutes',
    userRating: 0,
  },
  {
    id: 'business-ai-assistant',
    name: 'Business AI Assistant',
    description: 'An assistant for your team chat that answers from your notes and documents.',
    category: 'business',
    integrationFee: SETUP_FEE,
    platformCosts: 'Team chat plan and model usage, billed by each provider',
    features: ['Answers from your notes', 'Meeting summaries', 'Per-channel permissions'],
    badge: 'Coming Soon',
    icon: 'briefcase',
    status: 'coming-soon',
    estimatedSetup: '1 hour',
    userRating: 0,
  },
]
