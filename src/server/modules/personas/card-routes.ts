import type { FastifyInstance } from 'fastify'
import { personaContract } from '@/shared/contract/personas'
import { PersonaCardSchema } from '@/shared/personas'
import { findBadText } from '../../plugins/text-refusal'
import { route } from '../../route'
import {
  CardError,
  cardToJson,
  MAX_CARD_BYTES,
  placeholderPortrait,
  readCard,
  writeCardPng,
} from './cards/index'
import type { CardData } from './cards/index'
import { cardOf, importPersona, PersonaError, type Reader } from './service'

const RAW_TYPES = ['image/png', 'application/octet-stream', 'application/json']

/**
 * Character cards in and out (docs/product/personas.md "Character cards"): the import takes
 * the file as the raw body, in its own scope so no other route reads raw bodies this large.
 */
export async function cardRoutes(app: FastifyInstance, readerOf: (request: never) => Reader) {
  const db = app.database.db
  await app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers()
    scoped.addContentTypeParser(
      RAW_TYPES,
      { parseAs: 'buffer', bodyLimit: MAX_CARD_BYTES },
      (_request, body, done) => done(null, body),
    )
    route(
      scoped,
      personaContract.import,
      { access: 'user', signIn: 'Sign in to import a character card.' },
      async (request, reply) => {
        const body = request.body as unknown
        if (!Buffer.isBuffer(body) || body.length === 0) {
          return reply.status(400).send({
            message: 'file: send the card (PNG or JSON) as the request body.',
          })
        }
        try {
          const parsed = readCard(body)
          // The same check every JSON body gets (plugins/text-refusal.ts), on the card inside.
          const bad = findBadText(parsed.data)
          if (bad)
            return reply.status(400).send({
              message: `file: the card's ${bad.path || 'data'} ${bad.problem}.`,
            })
          const card = PersonaCardSchema.safeParse(parsed.data)
          if (!card.success) {
            const issue = card.error.issues[0]
            return reply.status(400).send({
              message: `file: the card's ${issue?.path.join('.') || 'data'} ${issue?.message ?? 'is invalid'}.`,
            })
          }
          const persona = await importPersona(
            db,
            { ...readerOf(request as never), user: request.user },
            card.data,
            parsed.image,
          )
          return reply.status(201).send(persona)
        } catch (error) {
          if (error instanceof CardError || error instanceof PersonaError)
            return reply.status(400).send({ message: `file: ${error.message}` })
          throw error
        }
      },
    )
  })

  const found = async (id: string, user: Reader['user']) => {
    try {
      return await cardOf(db, id, user)
    } catch (error) {
      if (error instanceof PersonaError) return error
      throw error
    }
  }

  route(app, personaContract.cardJson, { access: 'public' }, async (request, reply) => {
    const card = await found(request.params.id, request.user)
    if (card instanceof PersonaError) return reply.status(404).send({ message: card.message })
    reply.header('content-disposition', `attachment; filename="${request.params.id}.json"`)
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(cardToJson(card.card as CardData), null, 2))
  })

  route(app, personaContract.cardPng, { access: 'public' }, async (request, reply) => {
    const card = await found(request.params.id, request.user)
    if (card instanceof PersonaError) return reply.status(404).send({ message: card.message })
    const image = card.png ?? placeholderPortrait(request.params.id)
    reply.header('content-disposition', `attachment; filename="${request.params.id}.png"`)
    return reply.type('image/png').send(writeCardPng(image, card.card as CardData))
  })
}
