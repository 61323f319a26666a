// Adds up Vitest's JSON reports and prints one closing line: "tests: N passed, N failed, N skipped".
// With --write FILE it also keeps the figures there, per suite, for the development screen.
import fs from 'node:fs'
import path from 'node:path'

const args = process.argv.slice(2)
const writeAt = args.indexOf('--write')
const output = writeAt === -1 ? undefined : args.splice(writeAt, 2)[1]

let passed = 0
let failed = 0
let skipped = 0
const suites = []
const passedOnRetry = []
const failures = []
for (const file of args) {
  if (!fs.existsSync(file)) continue
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  // A file that fails to load has no failed tests of its own; count it once.
  const failedTests = report.numFailedTests ?? 0
  const suite = {
    name: path.basename(file, '.json').replace(/^vitest-/, ''),
    passed: report.numPassedTests ?? 0,
    failed: failedTests > 0 ? failedTests : (report.numFailedTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      // Vitest keeps the failures of earlier tries on a test that passed in the end.
      if (test.status === 'passed' && test.failureMessages?.length) {
        passedOnRetry.push(`${path.relative(process.cwd(), file.name)} › ${test.fullName}`)
      }
      if (test.status === 'failed') {
        failures.push({
          suite: suite.name,
          where: `${path.relative(process.cwd(), file.name)} › ${test.fullName}`,
          message: test.failureMessages?.[0],
        })
      }
    }
    // A file that failed before any test ran (an import or a hook) says so only here.
    if (
      file.status === 'failed' &&
      !(file.assertionResults ?? []).some((test) => test.status === 'failed')
    ) {
      failures.push({
        suite: suite.name,
        where: path.relative(process.cwd(), file.name),
        message: file.message,
      })
    }
  }
  suites.push(suite)
  passed += suite.passed
  failed += suite.failed
  skipped += suite.skipped
}
if (passedOnRetry.length > 0) {
  console.log(`\nPassed only when tried again (${passedOnRetry.length}):`)
  for (const name of passedOnRetry) console.log(`  ${name}`)
}
// Last, so that a log read from its tail names what failed and why.
if (failures.length > 0) {
  console.log(`\nFailed (${failures.length}):`)
  for (const failure of failures) {
    console.log(`  [${failure.suite}] ${failure.where}`)
    const firstLines = (failure.message ?? '').split('\n').slice(0, 6)
    for (const line of firstLines) console.log(`      ${line.slice(0, 300)}`)
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
if (output && suites.length > 0) {
  const summary = { finishedAt: new Date().toISOString(), passed, failed, skipped, suites }
  fs.writeFileSync(output, `${JSON.stringify(summary, null, 2)}\n`)
}
process.exit(failed > 0 || passed === 0 ? 1 : 0)
