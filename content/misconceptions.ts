import type { Misconception } from '@/shared/misconceptions'

/**
 * Common misconceptions about AI, each with what is closer to the truth
 * (docs/product/community.md).
 */
export const misconceptions: Misconception[] = [
  {
    id: 'ai-understands-like-humans',
    myth: 'AI understands language the way people do.',
    reality: 'Language models predict likely text from patterns in what they were trained on.',
    explanation:
      'A model can produce fluent, useful answers without the grounding people get from bodies, senses and lived experience. Whether that counts as understanding is debated; that it works differently from human understanding is not.',
    category: 'how-it-works',
  },
  {
    id: 'ai-is-always-right',
    myth: 'If an AI says it confidently, it is true.',
    reality: 'Models can state false things fluently: this is called hallucination.',
    explanation:
      'Confidence in the wording says nothing about accuracy. Check important facts against sources, ask for references, and prefer answers grounded in documents you can read.',
    category: 'capabilities',
  },
  {
    id: 'ai-is-conscious',
    myth: 'Chatbots that talk about feelings are conscious.',
    reality: 'Talking about inner experience is not evidence of having one.',
    explanation:
      'Models learn to talk about feelings because people write about feelings. There is no accepted test for machine consciousness; the HumanCodex personas are characters with distinct voices, not claims of sentience.',
    category: 'consciousness',
  },
  {
    id: 'consciousness-is-solved',
    myth: 'Science already knows what consciousness is.',
    reality: 'How experience arises is one of the great open questions.',
    explanation:
      'Neuroscience maps which brain activity goes with which experience, but why there is experience at all (the “hard problem”) is unresolved. Several serious theories compete.',
    category: 'consciousness',
  },
  {
    id: 'ai-learns-from-every-chat',
    myth: 'The AI learns from every conversation in real time.',
    reality: 'Most deployed models do not change their weights while you chat.',
    explanation:
      'A model is trained, then frozen. Products may keep notes about you (HumanCodex keeps facts you can see and delete on the Memory screen) and feed them into the prompt, which feels like learning but is memory kept outside the model.',
    category: 'how-it-works',
  },
  {
    id: 'more-data-always-better',
    myth: 'More data always makes a better model.',
    reality: 'Quality, variety and relevance of data matter as much as quantity.',
    explanation:
      'Duplicated, biased or low-quality data can make a model worse. Careful selection and cleaning often beat sheer volume.',
    category: 'how-it-works',
  },
  {
    id: 'ai-is-neutral',
    myth: 'AI is objective because it is a machine.',
    reality: 'Models inherit the biases of their data and of the choices of their makers.',
    explanation:
      'What data is collected, how it is labelled and what a system is optimised for all shape its output. Bias has to be measured and reduced; it does not vanish on its own.',
    category: 'work-and-society',
  },
  {
    id: 'ai-will-replace-all-jobs',
    myth: 'AI will replace every job.',
    reality: 'AI changes tasks within jobs more often than it removes whole jobs.',
    explanation:
      'Routine tasks are the easiest to automate; judgement, care, trust and physical work are harder. New kinds of work also appear. The transition still needs attention, because the changes are uneven.',
    category: 'work-and-society',
  },
  {
    id: 'private-by-default',
    myth: 'Whatever I type into an AI stays private.',
    reality: 'It depends entirely on the service and its settings.',
    explanation:
      'Some services keep conversations and may use them for training; others do not. Read the policy, avoid pasting secrets, and prefer tools that let you see and delete what they keep.',
    category: 'data-and-privacy',
  },
  {
    id: 'anonymous-data-is-safe',
    myth: 'Anonymised data cannot be traced back to people.',
    reality: 'Combining a few details can re-identify people surprisingly often.',
    explanation:
      'Birth date, postcode and gender together single out most people. Good analytics counts things without keeping identifiers at all, which is what the HumanCodex marketing console does.',
    category: 'data-and-privacy',
  },
  {
    id: 'ai-can-do-maths',
    myth: 'Language models are calculators.',
    reality: 'They often get arithmetic right, but they can slip on exact calculation.',
    explanation:
      'Models work with pieces of text, not numbers. For exact results, ask them to use a tool or check the calculation yourself.',
    category: 'capabilities',
  },
  {
    id: 'bigger-is-smarter',
    myth: 'A bigger model is always the better choice.',
    reality: 'Smaller models can be faster, cheaper and good enough for many tasks.',
    explanation:
      'The right model depends on the job: a small local model can summarise notes privately, while a large one may be needed for difficult reasoning.',
    category: 'capabilities',
  },
  {
    id: 'ai-has-goals',
    myth: 'AI systems secretly want things.',
    reality: 'Today’s chat models pursue no goals of their own between your messages.',
    explanation:
      'They produce text when asked. Systems that take actions need clear limits and oversight, which is why HumanCodex has an observer agent and an audit trail.',
    category: 'consciousness',
  },
  {
    id: 'ai-output-is-original',
    myth: 'Everything an AI writes is original.',
    reality: 'Models can reproduce phrases, code or images close to their training data.',
    explanation:
      'Check licences and sources when you publish AI-assisted work, especially code and text that will be reused.',
    category: 'work-and-society',
  },
]
