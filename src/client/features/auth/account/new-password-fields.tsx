import { Field } from '../components/field'

/**
 * The new password and its repetition, shared by the password change and the reset link. `error`
 * is the server's message; one about `newPassword` shows under that field.
 */
export function NewPasswordFields({
  idPrefix,
  error,
  mismatch,
}: {
  idPrefix: string
  error: string | undefined
  mismatch: boolean
}) {
  return (
    <>
      <Field
        id={`${idPrefix}new-password`}
        name="newPassword"
        type="password"
        label="New password (8 to 128 characters)"
        autoComplete="new-password"
        required
        error={error?.startsWith('newPassword: ') ? error.slice(13) : undefined}
      />
      <Field
        id={`${idPrefix}confirm-password`}
        name="confirmPassword"
        type="password"
        label="New password again"
        autoComplete="new-password"
        required
        error={mismatch ? 'does not match the new password' : undefined}
      />
    </>
  )
}
