// Adds up Vitest's JSON reports and prints one closing line: "tests: N passed, N failed, N skipped".
import fs from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) continue
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  passed += report.numPassedTests ?? 0
  // A file that fails to load has no failed tests of its own; count it once.
  const failedTests = report.numFailedTests ?? 0
  failed += failedTests > 0 ? failedTests : (report.numFailedTestSuites ?? 0)
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 || passed === 0 ? 1 : 0)
