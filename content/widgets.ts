import type { Fact, Quote } from '@/shared/widgets'

/** Local sample data of the quote, fact and cat-fact cards (docs/product/community.md). */
export const quotes: Quote[] = [
  { text: 'The important thing is not to stop questioning.', author: 'Albert Einstein' },
  { text: 'Knowing yourself is the beginning of all wisdom.', author: 'Aristotle' },
  { text: 'We are what we repeatedly do.', author: 'Will Durant' },
  { text: 'The mind is not a vessel to be filled, but a fire to be kindled.', author: 'Plutarch' },
  {
    text: 'What we observe is not nature itself, but nature exposed to our method of questioning.',
    author: 'Werner Heisenberg',
  },
  { text: 'The measure of intelligence is the ability to change.', author: 'Albert Einstein' },
  { text: 'Simplicity is the ultimate sophistication.', author: 'Leonardo da Vinci' },
  {
    text: 'Live as if you were to die tomorrow. Learn as if you were to live forever.',
    author: 'Mahatma Gandhi',
  },
  { text: 'Nothing in life is to be feared, it is only to be understood.', author: 'Marie Curie' },
  {
    text: 'The question of whether a computer can think is no more interesting than the question of whether a submarine can swim.',
    author: 'Edsger W. Dijkstra',
  },
  {
    text: 'We can only see a short distance ahead, but we can see plenty there that needs to be done.',
    author: 'Alan Turing',
  },
  { text: 'The best way to predict the future is to invent it.', author: 'Alan Kay' },
]

export const facts: Fact[] = [
  { text: 'The human brain has about 86 billion neurons.', topic: 'Neuroscience' },
  {
    text: 'Octopuses have around 500 million neurons, two thirds of them in their arms.',
    topic: 'Biology',
  },
  {
    text: 'Light from the Sun takes about 8 minutes and 20 seconds to reach Earth.',
    topic: 'Astronomy',
  },
  {
    text: 'The word “robot” comes from the Czech “robota”, meaning forced labour; it first appeared in a 1920 play.',
    topic: 'History',
  },
  {
    text: 'Honey found in ancient Egyptian tombs was still edible thousands of years later.',
    topic: 'Food',
  },
  { text: 'A day on Venus is longer than its year.', topic: 'Astronomy' },
  {
    text: 'The first computer “bug” logged in 1947 was a real moth stuck in a relay.',
    topic: 'Computing',
  },
  { text: 'Bananas are berries, but strawberries are not.', topic: 'Botany' },
  {
    text: 'Sleep helps the brain consolidate what it learned during the day.',
    topic: 'Neuroscience',
  },
  {
    text: 'There are more possible games of chess than atoms in the observable universe.',
    topic: 'Mathematics',
  },
]

export const catFacts: Fact[] = [
  { text: 'Cats sleep for about 12 to 16 hours a day.', topic: 'Cats' },
  { text: 'A group of cats is called a clowder.', topic: 'Cats' },
  {
    text: 'Cats have five toes on their front paws but usually four on their back paws.',
    topic: 'Cats',
  },
  { text: 'A cat’s purr vibrates at roughly 25 to 150 hertz.', topic: 'Cats' },
  { text: 'Cats can rotate their ears about 180 degrees.', topic: 'Cats' },
  { text: 'Each cat’s nose print is unique, like a human fingerprint.', topic: 'Cats' },
  { text: 'Adult cats meow mostly to talk to people, rarely to other cats.', topic: 'Cats' },
  { text: 'Cats cannot taste sweetness.', topic: 'Cats' },
  { text: 'A cat’s whiskers are roughly as wide as its body.', topic: 'Cats' },
  { text: 'Cats spend a large part of their waking hours grooming themselves.', topic: 'Cats' },
]
