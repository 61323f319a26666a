import { randomBytes } from 'node:crypto'
import { and, asc, eq, getTableColumns, or } from 'drizzle-orm'
import type { User } from '@/shared/auth'
import {
  BUILTIN_PERSONA_IDS,
  MAX_AVATAR_BYTES,
  PersonaCardSchema,
  type PersonaCard,
  type PersonaId,
  type PersonaInput,
  type PersonaPatch,
  type PersonaView,
} from '@/shared/personas'
import type { Db } from '../../db/open'
import { personas } from '../../db/schema/index'
import { builtinCard, builtinIds, builtinLook, isBuiltinId } from './builtins'
import { cardArtProblem, loreKeyProblem, type CharacterBook } from './cards/index'
import type { ChatPersona } from './prompt'
import { personaCacheOf, type ChatPersonaRow } from './persona-cache'

export type { ChatPersona, PersonaPrompt } from './prompt'
export { buildPersonaPrompt, characterSummary, personaGreeting, personaPrompt } from './prompt'

type Row = typeof personas.$inferSelect

/** Who asks: the signed-in person, and whether they are an administrator. */
export interface Reader {
  user: User | null
  admin: boolean
}

/** A refusal the routes turn into its status and `{ message }`; nothing was changed. */
export class PersonaError extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    message: string,
  ) {
    super(message)
  }
}

const notFound = (id: string) =>
  new PersonaError(404, `No persona "${id}" that you can see. Open /personas for the list.`)

/**
 * Writes the four built-ins if they are missing; several instances starting at once each try,
 * and the database keeps the first (decision 204). An administrator's edits are never undone.
 */
export async function seedBuiltins(db: Db): Promise<void> {
  await db
    .insert(personas)
    .values(
      builtinIds.map((id) => ({
        id,
        builtin: true,
        shared: true,
        card: builtinCard(id),
        voice: id,
        avatar: builtinLook(id).avatar,
      })),
    )
    .onConflictDoNothing({ target: personas.id })
}

const builtinOrder = (id: string) => {
  const at = (BUILTIN_PERSONA_IDS as readonly string[]).indexOf(id)
  return at < 0 ? BUILTIN_PERSONA_IDS.length : at
}

const voiceOf = (row: Pick<Row, 'voice' | 'id'>): PersonaId =>
  isBuiltinId(row.voice) ? row.voice : isBuiltinId(row.id) ? row.id : 'adam'

function roleOf(row: Row): string {
  if (row.builtin && isBuiltinId(row.id)) return builtinLook(row.id).role
  const notes = row.card.creator_notes.split('\n')[0]?.trim()
  const first = row.card.description.split(/(?<=[.!?])\s/)[0]?.trim()
  const role = notes || first || 'A persona of your own'
  return role.length > 120 ? `${role.slice(0, 117)}…` : role
}

/** The path an avatar is read from; the version makes a new upload show at once. */
const avatarPath = (id: string, updatedAt: Date) =>
  `/api/personas/${id}/avatar?v=${updatedAt.getTime().toString(36)}`

export function toView(row: Row, reader: Reader): PersonaView {
  const mine = reader.user !== null && row.ownerId === reader.user.id
  return {
    id: row.id,
    name: row.card.name,
    role: roleOf(row),
    builtin: row.builtin,
    shared: row.shared,
    mine,
    editable: row.builtin ? reader.admin : mine || reader.admin,
    model: row.model,
    voice: voiceOf(row),
    avatar:
      row.builtin && isBuiltinId(row.id)
        ? builtinLook(row.id).avatar
        : avatarPath(row.id, row.updatedAt),
    card: row.card,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Whom a row is visible to: everyone for a built-in or shared one, else its owner. */
const visibleTo = (user: User | { id: number } | null) =>
  user
    ? or(eq(personas.builtin, true), eq(personas.shared, true), eq(personas.ownerId, user.id))
    : or(eq(personas.builtin, true), eq(personas.shared, true))

/** Every persona the reader may chat with: the built-ins, shared ones, then their own. */
export async function listPersonas(db: Db, reader: Reader): Promise<PersonaView[]> {
  const rows = await db
    .select()
    .from(personas)
    .where(visibleTo(reader.user))
    .orderBy(asc(personas.createdAt), asc(personas.id))
  return rows
    .sort((a, b) => builtinOrder(a.id) - builtinOrder(b.id))
    .map((row) => toView(row, reader))
}

async function findRow(db: Db, id: string, user: User | null): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(personas)
    .where(and(eq(personas.id, id), visibleTo(user)))
    .limit(1)
  return row
}

export async function getPersona(db: Db, id: string, reader: Reader): Promise<PersonaView> {
  const row = await findRow(db, id, reader.user)
  if (!row) throw notFound(id)
  return toView(row, reader)
}

/** The persona a chat turn answers as, if the caller may chat with it. */
export async function findChatPersona(
  db: Db,
  id: string,
  user: User | null,
): Promise<ChatPersona | undefined> {
  return chatPersonaOf(await chatPersonaRow(db, id), user)
}

/**
 * A persona's row as the chat reads it, when `user` may chat with it; the chat's one read of a
 * turn (chat/turn-reads.ts) reads the row beside the person's context.
 */
export function chatPersonaOf(
  row: ChatPersonaRow | undefined,
  user: User | null,
): ChatPersona | undefined {
  if (!row || !(row.builtin || row.shared || (user && row.ownerId === user.id))) return undefined
  return {
    id: row.id,
    name: row.card.name,
    builtin: row.builtin,
    shared: row.builtin || row.shared,
    voice: voiceOf(row),
    model: row.model,
    card: row.card,
  }
}

/** A persona's row without its avatar, from the cache where there is one (`persona-cache.ts`). */
async function chatPersonaRow(db: Db, id: string): Promise<ChatPersonaRow | undefined> {
  const cache = personaCacheOf(db)
  const cached = cache?.get(id)
  if (cached) return cached
  const readAt = cache?.begin() ?? 0
  const { avatarImage: _image, avatarType: _type, ...columns } = getTableColumns(personas)
  const [row] = await db.select(columns).from(personas).where(eq(personas.id, id)).limit(1)
  if (row) cache?.set(id, row, readAt)
  return row
}

/** The ids of the personas someone may chat with (`/v1/models` of their API key). */
export async function chatPersonaIdsFor(db: Db, userId: number | null): Promise<string[]> {
  const rows = await db
    .select({ id: personas.id })
    .from(personas)
    .where(visibleTo(userId === null ? null : { id: userId }))
    .orderBy(asc(personas.createdAt), asc(personas.id))
  return rows.map((row) => row.id).sort((a, b) => builtinOrder(a) - builtinOrder(b))
}

function slugFor(name: string): string {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'persona'
  return `${base}-${randomBytes(4).toString('hex')}`
}

const IMAGE_SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
}

/** An uploaded avatar (a data URL) checked: PNG, JPEG or WebP by its bytes, at most 512 KB. */
export function readAvatar(dataUrl: string): { type: string; base64: string } {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl)
  if (!match) throw new PersonaError(400, 'avatar: must be a PNG, JPEG or WebP image.')
  const type = match[1]!
  const bytes = Buffer.from(match[2]!, 'base64')
  if (bytes.length > MAX_AVATAR_BYTES)
    throw new PersonaError(400, 'avatar: must be an image of at most 512 KB.')
  if (!IMAGE_SIGNATURES[type]!(bytes))
    throw new PersonaError(400, `avatar: the file is not a ${type.slice(6).toUpperCase()} image.`)
  return { type, base64: bytes.toString('base64') }
}

/**
 * A lorebook key that is a regular expression must be one the linear-time engine runs; the
 * refusal names the entry and the key (docs/decisions/230-person-patterns-in-linear-time.md).
 */
function checkLoreKeys(card: PersonaCard | undefined, field: string) {
  const problem = card && loreKeyProblem(card.character_book as CharacterBook | undefined)
  if (problem) throw new PersonaError(400, `${field}${problem}`)
}

/** The model must be one an administrator allows (chosen for a persona or as the default). */
function checkModel(model: string | null | undefined, allowed: readonly string[]) {
  if (model && !allowed.includes(model)) {
    throw new PersonaError(
      400,
      allowed.length
        ? `model: must be one of the models an administrator allows (${allowed.join(', ')}).`
        : 'model: no model is allowed yet; an administrator chooses them on /model-connections.',
    )
  }
}

export async function createPersona(
  db: Db,
  reader: Reader & { user: User },
  input: PersonaInput,
  allowedModels: readonly string[],
): Promise<PersonaView> {
  if (input.shared && !reader.admin)
    throw new PersonaError(403, 'shared: only an administrator can share a persona.')
  checkModel(input.model, allowedModels)
  checkLoreKeys(input.card, 'card.')
  const avatar = input.avatar ? readAvatar(input.avatar) : null
  const id = slugFor(input.card.name)
  const [row] = await db
    .insert(personas)
    .values({
      id,
      ownerId: reader.user.id,
      shared: input.shared ?? false,
      card: input.card,
      model: input.model ?? null,
      voice: input.voice ?? 'eve',
      avatar: `/api/personas/${id}/avatar`,
      avatarImage: avatar?.base64 ?? null,
      avatarType: avatar?.type ?? null,
    })
    .returning()
  return toView(row!, reader)
}

/**
 * A persona the reader may change: their own, or a built-in or shared one as an administrator.
 * Someone else's private persona does not exist for anyone, administrators included: 404 for
 * every verb, as for a read (docs/product/personas.md "Who sees what").
 */
async function editableRow(db: Db, id: string, reader: Reader): Promise<Row> {
  const [row] = await db.select().from(personas).where(eq(personas.id, id)).limit(1)
  const mine = row && reader.user !== null && row.ownerId === reader.user.id
  if (!row || (!mine && !row.builtin && !row.shared)) throw notFound(id)
  if (!mine && !reader.admin)
    throw new PersonaError(
      403,
      row.builtin
        ? 'Only an administrator can change a built-in persona.'
        : 'Only its owner can change this persona.',
    )
  return row
}

export async function updatePersona(
  db: Db,
  id: string,
  reader: Reader,
  patch: PersonaPatch,
  allowedModels: readonly string[],
): Promise<PersonaView> {
  const row = await editableRow(db, id, reader)
  if (patch.shared !== undefined && patch.shared !== row.shared && !reader.admin)
    throw new PersonaError(403, 'shared: only an administrator can share a persona.')
  if (row.builtin && patch.shared === false)
    throw new PersonaError(400, 'shared: a built-in persona is always shared.')
  if (row.builtin && patch.avatar !== undefined)
    throw new PersonaError(400, "avatar: a built-in persona's avatar cannot be changed.")
  if (patch.model !== undefined && patch.model !== row.model) checkModel(patch.model, allowedModels)
  checkLoreKeys(patch.card, 'card.')
  const avatar = patch.avatar ? readAvatar(patch.avatar) : null
  const [updated] = await db
    .update(personas)
    .set({
      ...(patch.card ? { card: patch.card } : {}),
      ...(patch.model !== undefined ? { model: patch.model } : {}),
      ...(patch.voice ? { voice: patch.voice } : {}),
      ...(patch.shared !== undefined ? { shared: patch.shared } : {}),
      ...(patch.avatar !== undefined
        ? { avatarImage: avatar?.base64 ?? null, avatarType: avatar?.type ?? null }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(personas.id, id))
    .returning()
  personaCacheOf(db)?.forget(id)
  return toView(updated!, reader)
}

export async function deletePersona(db: Db, id: string, reader: Reader): Promise<void> {
  const row = await editableRow(db, id, reader)
  if (row.builtin) throw new PersonaError(400, 'A built-in persona cannot be deleted.')
  await db.delete(personas).where(eq(personas.id, id))
  personaCacheOf(db)?.forget(id)
}

/** A copy of a persona the reader can see, as their own private one. */
export async function duplicatePersona(
  db: Db,
  id: string,
  reader: Reader & { user: User },
): Promise<PersonaView> {
  const row = await findRow(db, id, reader.user)
  if (!row) throw notFound(id)
  const card: PersonaCard = PersonaCardSchema.parse({
    ...row.card,
    name: `${row.card.name} (copy)`.slice(0, 80),
    tags: row.card.tags.filter((tag) => tag !== 'built-in'),
  })
  const copyId = slugFor(card.name)
  const [copy] = await db
    .insert(personas)
    .values({
      id: copyId,
      ownerId: reader.user.id,
      shared: false,
      card,
      model: row.model,
      voice: voiceOf(row),
      avatar: `/api/personas/${copyId}/avatar`,
      avatarImage: row.avatarImage,
      avatarType: row.avatarType,
    })
    .returning()
  return toView(copy!, reader)
}

/** A persona's uploaded avatar, or null for its generated one (or when it is not visible). */
export async function avatarOf(
  db: Db,
  id: string,
  user: User | null,
): Promise<{ name: string; voice: PersonaId; image: { type: string; bytes: Buffer } | null }> {
  const row = await findRow(db, id, user)
  if (!row) throw notFound(id)
  return {
    name: row.card.name,
    voice: voiceOf(row),
    image:
      row.avatarImage && row.avatarType
        ? { type: row.avatarType, bytes: Buffer.from(row.avatarImage, 'base64') }
        : null,
  }
}

/** A character card's data as a private persona of the importer's (decision 204). */
export async function importPersona(
  db: Db,
  reader: Reader & { user: User },
  card: PersonaCard,
  image: Buffer | undefined,
): Promise<PersonaView> {
  checkLoreKeys(card, "the card's ")
  const id = slugFor(card.name)
  // The card's own picture becomes the avatar as it came, at its own size (decision 273): one
  // too large to keep is refused, never silently swapped for a generated portrait.
  const problem = image ? cardArtProblem(image) : undefined
  if (problem) throw new PersonaError(400, problem)
  const keep = image
  const [row] = await db
    .insert(personas)
    .values({
      id,
      ownerId: reader.user.id,
      card,
      voice: 'eve',
      avatar: `/api/personas/${id}/avatar`,
      avatarImage: keep?.toString('base64') ?? null,
      avatarType: keep ? 'image/png' : null,
    })
    .returning()
  return toView(row!, reader)
}

/** A visible persona's card, and its avatar when it is a PNG (a card's picture). */
export async function cardOf(
  db: Db,
  id: string,
  user: User | null,
): Promise<{ card: PersonaCard; png: Buffer | null }> {
  const row = await findRow(db, id, user)
  if (!row) throw notFound(id)
  return {
    card: row.card,
    png:
      row.avatarImage && row.avatarType === 'image/png'
        ? Buffer.from(row.avatarImage, 'base64')
        : null,
  }
}
