import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { books } from '@content/books'
import { integrations } from '@content/integrations'
import { upgrades } from '@content/upgrades'
import {
  PurchaseInputSchema,
  PurchaseSchema,
  RevenueQuerySchema,
  RevenueSummarySchema,
} from '@/shared/commerce'
import { ErrorResponseSchema } from '@/shared/errors'
import { checkPurchase, listPurchases, recordPurchase, revenueSummary } from './service'

const NO_ACCOUNT = 'Please create an account or log in to make purchases.'

export const commerceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const tags = ['commerce']

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

  app.post(
    '/api/purchases',
    {
      schema: {
        tags,
        summary: 'Record a purchase intent of the signed-in user (no payment is taken)',
        description:
          'The price comes from the catalogue. Adult books need `ageConfirmed`, backend upgrades and integrations `feesAccepted`.',
        body: PurchaseInputSchema,
        response: {
          201: PurchaseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send({ message: NO_ACCOUNT })
      const check = checkPurchase(request.body)
      if (!check.ok) return reply.status(check.status).send({ message: check.message })
      const purchase = await recordPurchase(db, {
        userId: request.user.id,
        productType: request.body.productType,
        productId: request.body.productId,
        amountCents: check.product.amountCents,
      })
      request.log.info(
        { userId: request.user.id, product: `${purchase.productType}:${purchase.productId}` },
        'purchase intent recorded',
      )
      return reply.status(201).send(purchase)
    },
  )

  app.get(
    '/api/purchases',
    {
      schema: {
        tags,
        summary: "The signed-in user's purchases and upgrades, newest first",
        response: { 200: z.array(PurchaseSchema), 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.user) return reply.status(401).send({ message: NO_ACCOUNT })
      return listPurchases(db, request.user.id)
    },
  )

  app.get(
    '/api/revenue',
    {
      schema: {
        tags,
        summary: 'Upgrades and purchase intents per day and per product (totals only, no buyers)',
        querystring: RevenueQuerySchema,
        response: { 200: RevenueSummarySchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => revenueSummary(db, request.query.days),
  )
}
