import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { books } from '@content/books'
import { integrations } from '@content/integrations'
import { upgrades } from '@content/upgrades'
import { commerceContract } from '@/shared/contract/commerce'
import { route } from '../../route'
import {
  AlreadyOwned,
  checkPurchase,
  listPurchases,
  readBook,
  recordPurchase,
  revenueSummary,
} from './service'

const signedIn = {
  access: 'user',
  signIn: 'Please create an account or log in to make purchases.',
} as const

export const commerceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  // Adult titles stay out of search: the bookstore's age gate decides when they show.
  await app.quickSearch.addSource({
    name: 'commerce',
    load: () => [
      ...books
        .filter((book) => !book.isAdultContent)
        .map((book) => ({
          id: `book:${book.id}`,
          title: book.title,
          description: `${book.description} By ${book.author}.`,
          icon: 'book-open',
          category: 'content' as const,
          section: 'Bookstore',
          path: `/bookstore?book=${book.id}`,
          keywords: `book ${book.category === 'short' ? 'short story' : 'novel'} ${book.author}`,
        })),
      ...upgrades.map((upgrade) => ({
        id: `upgrade:${upgrade.id}`,
        title: upgrade.title,
        description: upgrade.description,
        icon: 'package-plus',
        category: 'content' as const,
        section: 'AI Codex Upgrades',
        path: '/system-upgrades',
        keywords: `upgrade ${upgrade.category}`,
      })),
      ...integrations.map((item) => ({
        id: `integration:${item.id}`,
        title: item.name,
        description: item.description,
        icon: 'plug',
        category: 'content' as const,
        section: 'AI Platform Integrations',
        path: '/business-ai',
        keywords: `integration ${item.category}`,
      })),
    ],
  })

  route(app, commerceContract.purchase, signedIn, async (request, reply) => {
    const check = checkPurchase(request.body)
    if (!check.ok) return reply.status(check.status).send({ message: check.message })
    const purchase = await recordPurchase(db, {
      userId: request.user.id,
      productType: request.body.productType,
      productId: request.body.productId,
      amountCents: check.product.amountCents,
    }).catch((error: unknown) => {
      if (error instanceof AlreadyOwned) return null
      throw error
    })
    if (!purchase) return reply.status(409).send({ message: new AlreadyOwned().message })
    request.log.info(
      { userId: request.user.id, product: `${purchase.productType}:${purchase.productId}` },
      'purchase intent recorded',
    )
    return reply.status(201).send(purchase)
  })

  route(app, commerceContract.purchases, signedIn, async (request) =>
    listPurchases(db, request.user.id),
  )

  // Visitors read the sample; the owner of a book its whole text (decision 263).
  route(app, commerceContract.reading, { access: 'public' }, async (request, reply) => {
    const reading = await readBook(db, request.user?.id ?? null, request.params.bookId)
    if (!reading) return reply.status(404).send({ message: 'bookId: no such book' })
    return reading
  })

  route(app, commerceContract.revenue, { access: 'public' }, async (request) =>
    revenueSummary(db, request.query.days),
  )
}
