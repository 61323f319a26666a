import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { LoginForm } from './login-form'
import { RegisterForm } from './register-form'

const forms = {
  login: { label: 'Sign In', Form: LoginForm },
  register: { label: 'Create Account', Form: RegisterForm },
}

/** Sign in and create an account as two tabs; `first` is the one open and listed first. */
export function AccountForms({
  first,
  className,
}: {
  first: keyof typeof forms
  className?: string
}) {
  const order =
    first === 'login' ? (['login', 'register'] as const) : (['register', 'login'] as const)
  return (
    <Tabs defaultValue={first} className={className}>
      <TabsList className="w-full">
        {order.map((value) => (
          <TabsTrigger key={value} value={value} className="flex-1">
            {forms[value].label}
          </TabsTrigger>
        ))}
      </TabsList>
      {order.map((value) => {
        const { Form } = forms[value]
        return (
          <TabsContent key={value} value={value}>
            <Form />
          </TabsContent>
        )
      })}
    </Tabs>
  )
}
