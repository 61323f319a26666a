import { books } from '@content/books'
import { findPaidCourse } from '@content/courses'
import { integrations } from '@content/integrations'
import { featuredExperiences } from '@content/marketplace'
import { plans } from '@content/plans'
import { upgrades } from '@content/upgrades'
import type { ProductType, PurchaseInput } from '@/shared/commerce'

const cents = (dollars: number) => Math.round(dollars * 100)

/** A product as the server prices it: the client never sends an amount. */
export interface PricedProduct {
  title: string
  amountCents: number
}

/** Title and price of any product, from the catalogues; undefined for an unknown id. */
export function findProduct(type: ProductType, id: string): PricedProduct | undefined {
  switch (type) {
    case 'plan': {
      const plan = plans.find((entry) => entry.id === id)
      return plan && { title: `${plan.name} plan`, amountCents: cents(plan.price) }
    }
    case 'course': {
      const course = findPaidCourse(id)
      return course && { title: course.title, amountCents: cents(course.price) }
    }
    case 'book': {
      const book = books.find((entry) => entry.id === id)
      return book && { title: book.title, amountCents: cents(book.price) }
    }
    case 'upgrade': {
      const upgrade = upgrades.find((entry) => entry.id === id)
      return upgrade && { title: upgrade.title, amountCents: cents(upgrade.backendFee) }
    }
    case 'integration': {
      const item = integrations.find((entry) => entry.id === id)
      return item && { title: item.name, amountCents: cents(item.integrationFee) }
    }
    case 'experience': {
      const item = featuredExperiences.find((entry) => entry.id === id)
      return item && { title: item.title, amountCents: cents(item.price) }
    }
  }
}

export type PurchaseCheck =
  { ok: true; product: PricedProduct } | { ok: false; status: 400 | 404 | 409; message: string }

const NAMES = {
  book: 'book',
  upgrade: 'upgrade',
  integration: 'integration',
  experience: 'experience',
}

/**
 * The purchase rules of docs/product/commerce.md, enforced on the server too: adult books need
 * the age confirmation, backend upgrades and integrations need the accepted fees, coming-soon
 * items cannot be bought.
 */
export function checkPurchase(input: PurchaseInput): PurchaseCheck {
  const product = findProduct(input.productType, input.productId)
  if (!product) {
    return {
      ok: false,
      status: 404,
      message: `productId: no ${NAMES[input.productType]} with id ${input.productId}`,
    }
  }
  if (input.productType === 'book') {
    const book = books.find((entry) => entry.id === input.productId)!
    if (!book.available) return comingSoon(book.title)
    if (book.isAdultContent && input.ageConfirmed !== true) {
      return {
        ok: false,
        status: 400,
        message: 'ageConfirmed: adult books need confirmation that you are 18 or older',
      }
    }
  }
  if (input.productType === 'integration') {
    const item = integrations.find((entry) => entry.id === input.productId)!
    if (item.status !== 'available') return comingSoon(item.name)
  }
  const needsFees =
    input.productType === 'integration' ||
    (input.productType === 'upgrade' &&
      upgrades.find((entry) => entry.id === input.productId)!.category === 'backend')
  if (needsFees && input.feesAccepted !== true) {
    return {
      ok: false,
      status: 400,
      message: 'feesAccepted: accept the setup fee and the external costs first',
    }
  }
  return { ok: true, product }
}

function comingSoon(title: string): PurchaseCheck {
  return { ok: false, status: 409, message: `${title} is not available yet` }
}
