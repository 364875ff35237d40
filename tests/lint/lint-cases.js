// Lints the cases the wall tests name and prints what fired, as JSON. It runs in its own Node process
// (tests/lint/walls.test.ts spawns it): ESLint, TypeScript and the resolver then load as plain Node
// modules, not through jest's transform, and one ESLint instance serves every case.
// stdin: [{ id, filePath, code? }] (no code: lint the file on disk, even where ignorePatterns hide it).
// stdout: { [id]: [{ ruleId, message }] }
const path = require('node:path')
const { ESLint } = require('eslint')

const root = path.resolve(__dirname, '../..')

async function main() {
  const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'))
  const onDisk = new ESLint({ cwd: root, ignore: false })
  // import/no-cycle cannot walk from a file that is not on disk (eslint-plugin-import 2.32 reads the
  // file's strongly connected component, null for a virtual path, and throws): the cycle wall is tested
  // on real fixture files, and the text cases run without it.
  const inText = new ESLint({
    cwd: root,
    ignore: false,
    overrideConfig: { rules: { 'import/no-cycle': 'off' } },
  })
  const answers = {}
  for (const { id, filePath, code } of cases) {
    const absolute = path.resolve(root, filePath)
    const [result] =
      code === undefined
        ? await onDisk.lintFiles([absolute])
        : await inText.lintText(code, { filePath: absolute })
    answers[id] = result.messages.map(({ ruleId, message }) => ({ ruleId, message }))
  }
  process.stdout.write(JSON.stringify(answers))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
