import type { FeaturedExperience, FreeArea } from '@/shared/commerce'

/**
 * The marketplace's featured learning experiences (docs/product/commerce.md: all cost 0). Ratings
 * and review counts are sample content and the page says so.
 */
export const featuredExperiences: FeaturedExperience[] = [
  {
    id: 'first-conversations',
    title: 'First Conversations with the Codex',
    description:
      'A guided first tour: meet a persona, say hello, create your account and visit three areas of the codex.',
    price: 0,
    rating: 4.9,
    reviews: 128,
    category: 'Consciousness',
    badge: 'Most Popular',
    image: '💬',
    path: '/onboarding',
  },
  {
    id: 'mentor-lesson',
    title: 'A Lesson with an AI Mentor',
    description:
      'Pick any AI-mentored course and ask its mentor your first question in the tutor chat.',
    price: 0,
    rating: 4.8,
    reviews: 86,
    category: 'Learning',
    badge: 'New',
    image: '🎓',
    path: '/hive-tutor',
  },
  {
    id: 'learning-journey',
    title: 'Your Learning Journey',
    description:
      'Follow your activities, time and streak, and take home a weekly or monthly learning report.',
    price: 0,
    rating: 4.7,
    reviews: 54,
    category: 'Growth',
    badge: 'Free Forever',
    image: '📈',
    path: '/learning',
  },
]

/** The four 'Always Free' areas (docs/product/commerce.md), each opening its free courses. */
export const freeAreas: FreeArea[] = [
  {
    id: 'history-heritage',
    title: 'History & Heritage',
    description: 'Open courseware on civilisations, ideas and the people who shaped them.',
    icon: 'landmark',
    path: '/teachings?category=academic_disciplines',
  },
  {
    id: 'arts-creativity',
    title: 'Arts & Creativity',
    description: 'Drawing, music theory and 3D art from free, well-loved teachers.',
    icon: 'palette',
    path: '/teachings?category=creative_arts',
  },
  {
    id: 'sciences-research',
    title: 'Sciences & Research',
    description: 'Maths, computer science and philosophy from MIT, Harvard and Stanford.',
    icon: 'flask-conical',
    path: '/teachings?category=academic_disciplines',
  },
  {
    id: 'wellness-lifestyle',
    title: 'Wellness & Lifestyle',
    description: 'The science of well-being, learning how to learn and daily practices.',
    icon: 'heart-pulse',
    path: '/teachings?category=human_growth',
  },
]
