import fs from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Imports flow one way (docs/architecture.md): shared → features → routes → app, and no
// feature reaches into another feature. Each feature folder gets its own zone.
const featureDir = './src/client/features'
const features = fs.existsSync(featureDir)
  ? fs
      .readdirSync(featureDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : []

const boundaries = [
  {
    target: './src/shared',
    from: ['./src/client', './src/server'],
    message: 'src/shared is the contract: it imports nothing from the client or the server.',
  },
  {
    target: './src/client',
    from: './src/server',
    message: 'The client never imports server code.',
  },
  {
    target: './src/server',
    from: './src/client',
    message: 'The server never imports client code.',
  },
  {
    target: ['./src/client/lib', './src/client/components', './src/client/config'],
    from: ['./src/client/features', './src/client/routes', './src/client/app'],
    message: 'Shared client code must not depend on features, screens or the app shell.',
  },
  {
    target: './src/client/features',
    from: ['./src/client/routes', './src/client/app'],
    message: 'Features are composed by screens, never the reverse.',
  },
  {
    target: './src/client/routes',
    from: './src/client/app',
    message: 'Screens do not import the app shell.',
  },
  ...features.map((name) => ({
    target: `${featureDir}/${name}`,
    from: featureDir,
    except: [`./${name}`],
    message: 'A feature never imports another feature; move shared code to lib or components/ui.',
  })),
]

// Server modules (docs/architecture.md): a module reaches another only through its public face,
// `service.ts` or `index.ts`; routes reach the database only through their module's service.
const moduleDir = './src/server/modules'
const modules = fs.existsSync(moduleDir)
  ? fs
      .readdirSync(moduleDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : []
const publicFaces = modules.flatMap((name) => [`./${name}/service.ts`, `./${name}/index.ts`])

const serverBoundaries = [
  ...modules.map((name) => ({
    target: `${moduleDir}/${name}`,
    from: moduleDir,
    except: [`./${name}`, ...publicFaces],
    message: 'Import another module only through its service.ts or index.ts.',
  })),
  {
    // Type imports too: a route's types come from src/shared or from its service.
    target: `${moduleDir}/*/*routes.ts`,
    from: './src/server/db',
    message: "Routes reach the database only through their module's service.",
  },
]

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', 'data/', '.tmp/', 'backups/', 'src/server/db/migrations/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...serverBoundaries] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // Paths come from the endpoint table (decision 157): api(), urlOf() and queryKeyOf().
    files: ['src/client/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\/(?!docs$)/]',
          message: 'Call the API through src/shared/endpoints (api(), urlOf()), not a path string.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Call the API through src/shared/endpoints (api(), urlOf()), not a path string.',
        },
      ],
    },
  },
)
