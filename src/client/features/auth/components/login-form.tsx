import { useState, type FormEvent } from 'react'
import { Button } from '@/client/components/ui/button'
import { Checkbox } from '@/client/components/ui/checkbox'
import { Label } from '@/client/components/ui/label'
import { LoginInputSchema } from '@/shared/auth'
import { useLogin } from '../api/login'
import { Field, fieldErrors } from './field'
import { ForgotPasswordDialog } from './forgot-password-dialog'

export function LoginForm() {
  const login = useLogin()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(false)
  const [errors, setErrors] = useState<Record<string, string>>({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = LoginInputSchema.safeParse({ username, password, rememberMe })
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues))
      return
    }
    setErrors({})
    login.mutate(parsed.data, { onSuccess: () => setPassword('') })
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Sign in">
      <Field
        id="login-username"
        label="Username or email"
        autoComplete="username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.username && `Username or email ${errors.username}`}
        required
      />
      <Field
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password && `Password ${errors.password}`}
        required
      />
      <div className="flex items-center justify-between gap-4">
        <div className="flex items-center gap-2">
          <Checkbox
            id="login-remember"
            checked={rememberMe}
            onCheckedChange={(checked) => setRememberMe(checked === true)}
          />
          <Label htmlFor="login-remember" className="font-normal text-muted-foreground">
            Remember me
          </Label>
        </div>
        <ForgotPasswordDialog />
      </div>
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  )
}
