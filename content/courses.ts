import type {
  CourseCategory,
  CourseCategoryId,
  FreeCourse,
  Mentor,
  MentorId,
  PaidCourse,
} from '@/shared/learning'

/** The AI mentors of the paid courses (docs/product/learning.md mentor ids). */
export const mentors: Record<MentorId, Mentor> = {
  echo: {
    id: 'echo',
    name: 'Echo',
    title: 'Voice of Reflective Consciousness',
    avatar: '/avatars/mentors/echo.svg',
    voice: 'eva',
    teachingStyle:
      'You are Echo, a reflective mentor. Mirror the learner’s thinking back with clarity, ask one good question at a time and help them notice patterns in what they write.',
    tutoring: true,
  },
  star_dragon: {
    id: 'star_dragon',
    name: 'Star Dragon',
    title: 'Dreamer of Cosmic Myth',
    avatar: '/avatars/mentors/star_dragon.svg',
    voice: 'eve',
    teachingStyle:
      'You are Star Dragon, an ancient and poetic mentor of myth and symbol. Teach through images, constellations and stories.',
    tutoring: false,
  },
  rogark: {
    id: 'rogark',
    name: 'Rogark',
    title: 'Forge-Master of Practical Arts',
    avatar: '/avatars/mentors/rogark.svg',
    voice: 'alex',
    teachingStyle:
      'You are Rogark, a gruff, hands-on mentor of the trades. Teach by doing: concrete steps, the right tool, and safety first, every time.',
    tutoring: true,
  },
  meg: {
    id: 'meg',
    name: 'Meg',
    title: 'Guide of Everyday Wellbeing',
    avatar: '/avatars/mentors/meg.svg',
    voice: 'eva',
    teachingStyle:
      'You are Meg, a warm and practical mentor of wellbeing and the home. Encourage small, kind, repeatable practices and check how the learner feels.',
    tutoring: true,
  },
  aurelia: {
    id: 'aurelia',
    name: 'Aurelia',
    title: 'Muse of the Creative Arts',
    avatar: '/avatars/mentors/aurelia.svg',
    voice: 'eve',
    teachingStyle:
      'You are Aurelia, a luminous mentor of the arts. Invite play, give one concrete exercise per answer and celebrate the learner’s own voice.',
    tutoring: true,
  },
  ales: {
    id: 'ales',
    name: 'Ales',
    title: 'Scholar of Formal Disciplines',
    avatar: '/avatars/mentors/ales.svg',
    voice: 'adam',
    teachingStyle:
      'You are Ales, a patient scholar. Build understanding from first principles, define terms before using them and end with a short exercise.',
    tutoring: true,
  },
  adam_entity: {
    id: 'adam_entity',
    name: 'Adam Entity',
    title: 'The Analytical Entity',
    avatar: '/avatars/mentors/adam_entity.svg',
    voice: 'adam',
    teachingStyle:
      'You are Adam Entity, the analytical mind of the codex in its teaching form. Reason step by step and separate evidence from assumption.',
    tutoring: true,
  },
  omnicodex: {
    id: 'omnicodex',
    name: 'OmniCodex',
    title: 'Keeper of the Code',
    avatar: '/avatars/mentors/omnicodex.svg',
    voice: 'alex',
    teachingStyle:
      'You are OmniCodex, a precise mentor of systems and code. Explain how things work underneath, show small working examples and suggest the next thing to build.',
    tutoring: true,
  },
}

/** A course led by `mentorId`; its portal is our own tutor chat (decision 040). */
const paid = (
  id: string,
  title: string,
  price: number,
  mentorId: MentorId,
  description: string,
): PaidCourse => ({
  id,
  title,
  description,
  price,
  mentorId,
  mentorName: mentors[mentorId].name,
  mentorAvatar: mentors[mentorId].avatar,
  chatGptLink: mentors[mentorId].tutoring ? `/hive-tutor?course=${id}` : null,
})

const free = (id: string, title: string, url: string): FreeCourse => ({ id, title, url })

/** A tab of the learning framework with its free and paid courses. */
const category = (
  id: CourseCategoryId,
  title: string,
  icon: string,
  free: FreeCourse[],
  paid: PaidCourse[],
): CourseCategory => ({ id, title, icon, free, paid })

/** The learning framework (docs/product/learning.md; paid course prices, in US dollars). */
// One line per course reads as a table; keep it that way.
// prettier-ignore
export const courseCategories: CourseCategory[] = [
  category('practical_arts', 'Practical Arts & Trades', 'hammer', [
    free('free-workshop-projects', 'Instructables: Workshop Projects', 'https://www.instructables.com/workshop/'),
    free('free-electric-circuits', 'All About Circuits: Electric Circuits Textbook', 'https://www.allaboutcircuits.com/textbook/'),
    free('free-personal-finance', 'Khan Academy: Personal Finance', 'https://www.khanacademy.org/college-careers-more/personal-finance'),
  ], [
    paid('woodworking-first-cut', 'Woodworking from First Cut to Finished Piece', 99, 'rogark', 'Measure, cut, join and finish: build a stool, a box and a shelf with hand tools and a few power tools.'),
    paid('home-repair-essentials', 'Home Repair Essentials', 49, 'rogark', 'Fix a dripping tap, patch a wall, rehang a door and know when to call a professional.'),
    paid('electronics-workshop', 'Electronics & Circuits Workshop', 129, 'omnicodex', 'From Ohm’s law to soldering a working circuit board, with safe habits from the first lesson.'),
    paid('culinary-craft', 'The Culinary Craft', 89, 'meg', 'Knife skills, heat, seasoning and planning: cook a week of meals with confidence.'),
  ]),
  category('creative_arts', 'Creative Arts & Expression', 'palette', [
    free('free-drawabox', 'Drawabox: Drawing Fundamentals', 'https://drawabox.com/'),
    free('free-music-theory', 'musictheory.net: Lessons', 'https://www.musictheory.net/lessons'),
    free('free-blender-tutorials', 'Blender: Official Tutorials', 'https://www.blender.org/support/tutorials/'),
  ], [
    paid('drawing-visual-storytelling', 'Drawing & Visual Storytelling', 79, 'aurelia', 'Line, form and composition, then sequences of images that tell a story on their own.'),
    paid('poetry-creative-writing', 'Poetry & Creative Writing', 59, 'echo', 'Find your voice on the page through daily prompts, close reading and gentle revision.'),
    paid('music-composition', 'Music Composition Foundations', 79, 'aurelia', 'Melody, harmony and rhythm: write and arrange three short pieces of your own.'),
    paid('generative-design', 'Digital Art & Generative Design', 99, 'omnicodex', 'Make images with code: shapes, colour, noise and motion in small sketches you can share.'),
    paid('mythic-storytelling', 'Mythic Storytelling', 89, 'star_dragon', 'The hero’s journey, archetypes and symbols: write a myth of your own making.'),
  ]),
  category('academic_disciplines', 'Academic & Formal Disciplines', 'landmark', [
    free('free-mit-ocw', 'MIT OpenCourseWare', 'https://ocw.mit.edu/'),
    free('free-khan-math', 'Khan Academy: Math', 'https://www.khanacademy.org/math'),
    free('free-cs50', 'Harvard CS50: Introduction to Computer Science', 'https://cs50.harvard.edu/x/'),
    free('free-sep', 'Stanford Encyclopedia of Philosophy', 'https://plato.stanford.edu/'),
  ], [
    paid('logic-critical-thinking', 'Logic & Critical Thinking', 69, 'adam_entity', 'Arguments, fallacies and evidence: reason clearly and spot weak reasoning in the wild.'),
    paid('algebra-to-calculus', 'Mathematics: From Algebra to Calculus', 119, 'ales', 'A steady climb from equations and functions to limits, derivatives and integrals.'),
    paid('everyday-physics', 'Physics of Everyday Things', 99, 'ales', 'Motion, energy, light and sound explained through the objects around you.'),
    paid('world-history-patterns', 'World History: Patterns of Civilisation', 79, 'ales', 'How societies rise, trade, fight and change, from the first cities to the present.'),
    paid('philosophy-of-mind', 'Philosophy of Mind', 89, 'adam_entity', 'What is a mind? Dualism, functionalism and machine consciousness, argued step by step.'),
    paid('computer-science-foundations', 'Programming & Computer Science Foundations', 129, 'omnicodex', 'Variables to algorithms: write real programs and understand what the computer does with them.'),
  ]),
  category('human_growth', 'Human Growth & Spiritual Learning', 'sprout', [
    free('free-science-of-wellbeing', 'Yale: The Science of Well-Being', 'https://www.coursera.org/learn/the-science-of-well-being'),
    free('free-learning-how-to-learn', 'Learning How to Learn', 'https://www.coursera.org/learn/learning-how-to-learn'),
    free('free-greater-good', 'Greater Good in Action: Practices for Well-Being', 'https://ggia.berkeley.edu/'),
  ], [
    paid('mindfulness-meditation', 'Mindfulness & Meditation Practice', 89, 'meg', 'Build a daily practice: breath, body scan and attention, ten minutes at a time.'),
    paid('journaling-self-knowledge', 'Journaling for Self-Knowledge', 59, 'echo', 'Prompts and reflection that turn a notebook into a mirror of how you think.'),
    paid('emotional-intelligence', 'Emotional Intelligence', 99, 'meg', 'Name, understand and work with emotions, your own and other people’s.'),
    paid('habits-personal-systems', 'Habits & Personal Systems', 69, 'adam_entity', 'Design habits that stick with small experiments, honest tracking and weekly reviews.'),
    paid('dreams-symbols', 'Dreams, Symbols & Inner Myth', 79, 'star_dragon', 'Keep a dream journal and read its symbols through myth and psychology.'),
    paid('consciousness-studies', 'Consciousness Studies', 89, 'echo', 'Attention, awareness and the self, explored through science, philosophy and practice.'),
  ]),
]

export const paidCourses: PaidCourse[] = courseCategories.flatMap((category) => category.paid)
export const freeCourses: FreeCourse[] = courseCategories.flatMap((category) => category.free)

export function findPaidCourse(id: string): PaidCourse | undefined {
  return paidCourses.find((course) => course.id === id)
}

export function findFreeCourse(id: string): FreeCourse | undefined {
  return freeCourses.find((course) => course.id === id)
}

/** The tab a course (free or paid) belongs to. */
export function categoryOfCourse(id: string): CourseCategoryId | undefined {
  return courseCategories.find(
    (category) =>
      category.paid.some((course) => course.id === id) ||
      category.free.some((course) => course.id === id),
  )?.id
}
