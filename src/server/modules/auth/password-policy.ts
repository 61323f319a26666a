import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const LIST = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content/common-passwords.txt',
)

let common: Set<string> | undefined

/** The shipped list of the most common passwords (lower case), read once. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(LIST, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  )
  return common
}

/**
 * Why a new password is refused, or null when it is acceptable. Length (8–128) is checked by the
 * input schema; this adds what a schema cannot know: the common-password list and the account's
 * own names (decision 129).
 */
export function passwordProblem(
  password: string,
  account: { username: string; email: string },
): string | null {
  const lower = password.toLowerCase()
  const trimmed = lower.trim()
  if (trimmed === '' || new Set(trimmed).size === 1)
    return 'must not be one character repeated or only spaces'
  if (commonPasswords().has(lower) || commonPasswords().has(trimmed))
    return 'is one of the most common passwords; choose another'
  const email = account.email.toLowerCase()
  const names = [account.username.toLowerCase(), email, email.split('@')[0] ?? '']
  if (names.some((name) => name.length > 0 && (trimmed === name || lower === name)))
    return 'must not be your username or email address'
  return null
}
