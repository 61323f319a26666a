import type { ApiMarketplaceItem } from '@/shared/api-directory'

/**
 * The API marketplace: all 17 items (docs/product/community.md). Tiers and popularity are sample
 * figures; the four `teaser` items are the home page's preview, with the original product's values.
 */
// One line per item reads as a table; keep it that way.
// prettier-ignore
export const apiMarketplace: ApiMarketplaceItem[] = [
  { id: 'openai-gpt', name: 'OpenAI GPT', icon: '🤖', description: 'Text generation and chat completions.', tier: 'premium', popularity: 95, category: 'AI', teaser: true },
  { id: 'airtable', name: 'Airtable', icon: '🗂️', description: 'Spreadsheet-database records over REST.', tier: 'basic', popularity: 82, category: 'Data', teaser: true },
  { id: 'google-sheets', name: 'Google Sheets', icon: '📊', description: 'Read and write spreadsheet cells.', tier: 'free', popularity: 90, category: 'Data', teaser: true },
  { id: 'currency-api', name: 'Currency API', icon: '💱', description: 'Daily exchange rates for currencies of 144 countries.', tier: 'free', popularity: 85, category: 'Finance', teaser: true },
  { id: 'github', name: 'GitHub', icon: '🐙', description: 'Repositories, issues and pull requests.', tier: 'free', popularity: 92, category: 'Developer', teaser: false },
  { id: 'stripe', name: 'Stripe', icon: '💳', description: 'Payments, subscriptions and invoices.', tier: 'premium', popularity: 88, category: 'Finance', teaser: false },
  { id: 'google-maps', name: 'Google Maps', icon: '🗺️', description: 'Maps, places and directions.', tier: 'premium', popularity: 91, category: 'Location', teaser: false },
  { id: 'openweather', name: 'OpenWeather', icon: '🌦️', description: 'Current weather and forecasts.', tier: 'free', popularity: 84, category: 'Weather', teaser: false },
  { id: 'slack', name: 'Slack', icon: '💬', description: 'Post messages to channels with webhooks.', tier: 'free', popularity: 80, category: 'Messaging', teaser: false },
  { id: 'discord', name: 'Discord', icon: '🎮', description: 'Bots and webhooks for community servers.', tier: 'free', popularity: 78, category: 'Messaging', teaser: false },
  { id: 'notion', name: 'Notion', icon: '📝', description: 'Pages and databases of a workspace.', tier: 'basic', popularity: 79, category: 'Data', teaser: false },
  { id: 'hugging-face', name: 'Hugging Face Inference', icon: '🤗', description: 'Open models for text, images and audio.', tier: 'basic', popularity: 81, category: 'AI', teaser: false },
  { id: 'twilio', name: 'Twilio', icon: '📱', description: 'Text messages and voice calls.', tier: 'basic', popularity: 76, category: 'Messaging', teaser: false },
  { id: 'sendgrid', name: 'SendGrid', icon: '✉️', description: 'Transactional and marketing email.', tier: 'basic', popularity: 74, category: 'Messaging', teaser: false },
  { id: 'newsapi', name: 'NewsAPI', icon: '📰', description: 'Headlines from sources worldwide.', tier: 'basic', popularity: 70, category: 'News', teaser: false },
  { id: 'elevenlabs', name: 'ElevenLabs', icon: '🎙️', description: 'Natural text-to-speech voices.', tier: 'premium', popularity: 72, category: 'AI', teaser: false },
  { id: 'salesforce', name: 'Salesforce', icon: '☁️', description: 'CRM records, leads and opportunities.', tier: 'enterprise', popularity: 66, category: 'Business', teaser: false },
]
