import { useState, type FormEvent } from 'react'
import { Button } from '@/client/components/ui/button'
import { Checkbox } from '@/client/components/ui/checkbox'
import { Label } from '@/client/components/ui/label'
import { RegisterInputSchema } from '@/shared/auth'
import { useRegister } from '../api/register'
import { Field, fieldErrors } from './field'

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export function RegisterForm() {
  const register = useRegister()
  const [form, setForm] = useState({ username: '', email: '', password: '' })
  const [acceptedTerms, setAcceptedTerms] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = RegisterInputSchema.safeParse(form)
    const found = parsed.success ? {} : fieldErrors(parsed.error.issues)
    if (!acceptedTerms) found.terms = 'Please accept the terms to create an account.'
    setErrors(found)
    if (!parsed.success || !acceptedTerms) return
    register.mutate(parsed.data)
  }

  const message = (field: string, label: string) =>
    errors[field] ? `${capitalize(label)} ${errors[field]}` : undefined

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Create account">
      <Field
        id="register-username"
        label="Username"
        autoComplete="username"
        value={form.username}
        onChange={set('username')}
        error={message('username', 'username')}
        required
      />
      <Field
        id="register-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
        error={message('email', 'email')}
        required
      />
      <Field
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={message('password', 'password')}
        required
      />
      <div className="grid gap-2">
        <div className="flex items-center gap-2">
          <Checkbox
            id="register-terms"
            checked={acceptedTerms}
            onCheckedChange={(checked) => setAcceptedTerms(checked === true)}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'register-terms-error' : undefined}
          />
          <Label htmlFor="register-terms" className="font-normal text-muted-foreground">
            I agree to the terms of service and the community guidelines
          </Label>
        </div>
        {errors.terms ? (
          <p id="register-terms-error" className="text-sm text-red-300">
            {errors.terms}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={register.isPending}>
        {register.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  )
}
