import { books } from '@content/books'
import { courseCategories, mentors } from '@content/courses'
import { experts } from '@content/experts'
import { plans } from '@content/plans'
import { FREE_DAILY_CONVERSATIONS } from '@/shared/tiers'
import type { Passage } from './knowledge'

const usd = (amount: number) => `$${amount}`
/** A list item inside a sentence: "Saved conversations" → "saved conversations", "AI" kept. */
const lower = (item: string) =>
  /^[A-Z][a-z]/.test(item) ? item[0]!.toLowerCase() + item.slice(1) : item
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/**
 * The catalogue as fact sentences, each naming its subject, so the sentence that holds a
 * price, a mentor or a limit can be found and quoted on its own.
 */
export function catalogueFacts(): Passage[] {
  const free = plans.find((plan) => plan.price === 0)
  const paidPlans = plans.filter((plan) => plan.price > 0)
  const facts: Passage[] = plans.map((plan) => ({
    id: `fact:plan:${plan.id}`,
    title: `${plan.name} plan, ${usd(plan.price)} a ${plan.period}`,
    text: [
      `The ${plan.name} plan costs ${usd(plan.price)} a ${plan.period}.`,
      `${plan.description}`,
      `The ${plan.name} plan includes ${list(plan.features.map(lower))}.`,
      plan.excludedFeatures.length
        ? `The ${plan.name} plan does not include ${list(plan.excludedFeatures.map(lower))}.`
        : '',
    ].join(' '),
    path: '/#marketplace',
    kind: 'plan',
  }))
  if (free) {
    const premium = paidPlans[0]
    facts.push({
      id: 'fact:tiers',
      title: 'Free and premium accounts',
      text: [
        `A free account (the ${free.name} plan, ${usd(0)}) can start ${FREE_DAILY_CONVERSATIONS} conversations per day, counted from midnight UTC, and its conversations are not saved.`,
        premium
          ? `A premium account (the ${premium.name} plan, ${usd(premium.price)} a ${premium.period}) has unlimited conversations, saved and searchable history, and personas that remember what you tell them.`
          : '',
        `The difference between a free and a premium account is the daily limit of ${FREE_DAILY_CONVERSATIONS} conversations and saved history.`,
        `Visitors who are not signed in have the same free limit of ${FREE_DAILY_CONVERSATIONS} conversations per day.`,
        `Plans: ${list(plans.map((plan) => `${plan.name} ${usd(plan.price)} a ${plan.period}`))}.`,
      ].join(' '),
      path: '/#marketplace',
      kind: 'plan',
    })
  }
  for (const expert of experts) {
    const price = expert.isPremium
      ? `${expert.name} is premium only: access costs ${usd(expert.premiumPrice ?? 0)} a year with a premium subscription, with no free questions.`
      : `${expert.name} answers ${expert.freeQuestions} free questions, then costs ${usd(expert.standardPrice ?? 0)} per session${expert.premiumPrice !== null ? ` (${usd(expert.premiumPrice)} per premium session)` : ''}.`
    facts.push({
      id: `fact:expert:${expert.id}`,
      title: `${expert.name}, ${expert.title}`,
      text: `${price} ${expert.name} is the ${expert.title.toLowerCase()}, an expert of the Ring of Twelve whose specialties are ${list(expert.specialties.map(lower))}. ${expert.name}'s status is ${expert.status}.`,
      path: `/agents?q=${encodeURIComponent(expert.name)}`,
      kind: 'expert',
    })
  }
  const premiumOnly = experts.filter((expert) => expert.isPremium)
  facts.push({
    id: 'fact:experts',
    title: 'The Ring of Twelve experts',
    text: [
      `The Ring of Twelve has ${experts.length} experts: ${list(experts.map((e) => e.name))}.`,
      premiumOnly.length
        ? `The experts that are premium only (premium access required) are ${list(premiumOnly.map((e) => `${e.name} (${usd(e.premiumPrice ?? 0)} a year)`))}; every other expert gives free questions first.`
        : 'No expert is premium only.',
      `The experts still in beta or developing are ${list(experts.filter((e) => e.status !== 'active').map((e) => `${e.name} (${e.status})`))}.`,
    ].join(' '),
    path: '/#ring-of-twelve',
    kind: 'expert',
  })
  for (const category of courseCategories) {
    for (const course of category.paid) {
      const mentor = mentors[course.mentorId]
      facts.push({
        id: `fact:course:${course.id}`,
        title: `${course.title} course`,
        text: `The course ${course.title} costs ${usd(course.price)} and is taught by ${mentor.name}, ${mentor.title.toLowerCase()}. ${course.description} ${course.title} is a paid course in ${category.title}.`,
        path: `/teachings?course=${course.id}`,
        kind: 'course',
      })
    }
    facts.push({
      id: `fact:free-courses:${category.id}`,
      title: `Free courses in ${category.title}`,
      text: `The free courses in ${category.title} (no cost, they open in a new tab) are ${list(category.free.map((c) => c.title))}. ${category.title} has ${category.paid.length} paid courses and ${category.free.length} free courses.`,
      path: `/teachings?category=${category.id}`,
      kind: 'course',
    })
  }
  for (const mentor of Object.values(mentors)) {
    const taught = courseCategories
      .flatMap((category) => category.paid)
      .filter((course) => course.mentorId === mentor.id)
    facts.push({
      id: `fact:mentor:${mentor.id}`,
      title: `${mentor.name}, mentor`,
      text: `The mentor ${mentor.name}, ${mentor.title.toLowerCase()}, teaches ${list(taught.map((c) => c.title))}.${mentor.tutoring ? ` ${mentor.name} answers learners in the tutor chat.` : ''}`,
      path: '/teachings',
      kind: 'course',
    })
  }
  for (const book of books) {
    facts.push({
      id: `fact:book:${book.id}`,
      title: `${book.title}, a book by ${book.author}`,
      text: `The book ${book.title} by ${book.author} costs ${usd(book.price)}${book.available ? '' : ' and is coming soon'}. ${book.title} is ${book.category === 'short' ? 'a short story' : book.category === 'novel' ? 'a novel' : 'an adult title'} of ${book.pages} pages: ${book.description}`,
      path: '/bookstore',
      kind: 'book',
    })
  }
  const byCategory = (category: string) => books.filter((book) => book.category === category)
  facts.push({
    id: 'fact:bookstore',
    title: 'The bookstore',
    text: `In the bookstore short stories cost ${usd(byCategory('short')[0]?.price ?? 0)}, novels cost ${usd(byCategory('novel')[0]?.price ?? 0)} and adult titles cost ${usd(byCategory('adult')[0]?.price ?? 0)}. The bookstore has ${books.filter((b) => b.available).length} books available and ${books.filter((b) => !b.available).length} coming soon.`,
    path: '/bookstore',
    kind: 'book',
  })
  return facts
}
