/**
 * The words people use for each screen and home section: other names, and the tasks they come
 * to do, as they would type them. Kept beside the route registry (routes.ts) so a new screen
 * brings its words with it; quick search reads them as the screen's other names, and its
 * ranking code knows none of them (decision 253).
 */

/** A live path of the route registry → what people call it or come to it to do. */
export const routeIntents: Record<string, readonly string[]> = {
  '/personas': [
    'character card',
    'character cards',
    'import character',
    'sillytavern',
    'custom character',
    'make my own',
  ],
  '/account': [
    'api key',
    'api keys',
    'api token',
    'sign in',
    'log in',
    'login',
    'sign up',
    'register',
    'create account',
    'delete account',
    'delete my account',
    'close account',
    'remove account',
    'backup',
    'export',
    'export my data',
    'download my data',
    'my data',
    'sessions',
    'log out',
    'sign out',
    'change password',
    'profile',
    'orders',
    'my purchases',
  ],
  '/consciousness-marketplace': [
    'pricing',
    'prices',
    'price',
    'cost',
    'how much',
    'subscription',
    'subscribe',
    'upgrade',
    'pro plan',
    'free plan',
    'billing',
  ],
  '/model-connections': [
    'models',
    'model',
    'llm',
    'ollama',
    'openai',
    'language model',
    'choose model',
    'connect model',
    'local model',
  ],
  '/videos': ['videos', 'watch', 'youtube', 'movies', 'clips'],
  '/audio': ['upload mp3', 'playlist', 'record voice', 'podcast'],
  '/bookstore': ['books', 'buy book', 'read book', 'ebook', 'stories', 'novels', 'library'],
  '/teachings': ['courses', 'course', 'classes', 'lessons', 'tutorial', 'study', 'mentor'],
  '/learning': ['my progress', 'progress', 'streak', 'learning report'],
  '/messaging-board': ['forum', 'message board', 'post a message', 'community board', 'feed'],
  '/broadcasts': ['announce', 'announcement', 'broadcast to everyone'],
  '/memory-editor': ['what do you remember', 'forget me', 'remembered facts', 'my facts'],
  '/memory-branches': ['chat history', 'past conversations', 'saved chats', 'conversation history'],
  '/knowledge-editor': ['write note', 'new note', 'obsidian', 'edit notes', 'vault', 'markdown'],
  '/document-archive': ['find a note', 'all documents', 'search notes'],
  '/platform-guide': ['help', 'manual', 'documentation', 'how to', 'faq', 'getting started'],
  '/reset-password': ['forgot password', 'reset link', 'lost password'],
  '/ai-response-enhancement': [
    'reply length',
    'shorter answers',
    'tone',
    'language',
    'voice',
    'chat preferences',
  ],
  '/agents': ['bots', 'assistants', 'ai list', 'who can i talk to'],
  '/superior-ai': ['compare answers', 'ask all personas', 'all four at once'],
  '/storytelling': ['write a story', 'fiction', 'story writer'],
  '/comprehensive-monitoring': ['server metrics', 'latency', 'performance', 'uptime'],
  '/system-health': [
    'system health',
    'status page',
    'health check',
    'is the site down',
    'server status',
  ],
  '/codex-kernel': ['system overview', 'kernel status'],
  '/candidate-bridge': ['register an agent', 'add my bot', 'external agent'],
  '/admin': ['administration', 'manage users', 'ban user', 'roles'],
  '/revenue-dashboard': ['sales', 'income', 'earnings', 'revenue'],
  '/marketing-console': ['page views', 'visitors', 'traffic', 'analytics'],
  '/onboarding': ['tour', 'first steps', 'new here', 'start here'],
  '/crypto': ['bitcoin', 'ethereum', 'cryptocurrency'],
  '/blog': ['news', 'articles', 'posts', 'updates'],
  '/tool-discovery': ['sitemap', 'all pages', 'everything', 'site map'],
  '/api-manager': ['free apis', 'public apis', 'rss feeds'],
  '/dream-mode': ['relax', 'ambient', 'sleep sounds'],
  '/ai-development-dashboard': ['changelog', 'roadmap', "what's new", 'release notes'],
}

/** A live home section's id → what people call it or come to it to do. */
export const sectionIntents: Record<string, readonly string[]> = {
  'ai-interface': ['talk to ai', 'chatbot', 'ask a question', 'start chatting', 'talk to eva'],
  'ring-of-twelve': ['specialists', 'expert portals', 'ask an expert'],
  'obsidian-integration': ['my notes', 'second brain'],
}

/** The intents of a path or section id, one a line, as the index's other names. */
export const intentsOf = (table: Record<string, readonly string[]>, key: string) =>
  (table[key] ?? []).join('\n')
