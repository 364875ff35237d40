// Prints the import cycles of src/, server/ and types/ as JSON, type-only imports included:
// import/no-cycle does not follow `import type`, yet a catalogue that imports its parts' types while the
// parts import the catalogue is still a knot (issue 11). Parses with TypeScript (no type check) and
// resolves with tsconfig.json's paths. tests/lint/walls.test.ts runs it in a child process.
// stdout: [[file, file, ...], ...], one array per strongly connected group of two or more files.
const fs = require('node:fs')
const path = require('node:path')
const ts = require('typescript')

const root = path.resolve(__dirname, '../..')
const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config
const { options, fileNames } = ts.parseJsonConfigFileContent(configFile, ts.sys, root)
const files = fileNames.filter((file) => /^(src|server|types)\//.test(path.relative(root, file)))

function importsOf(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const specifiers = []
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      specifiers.push(node.moduleSpecifier.text)
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      specifiers.push(node.argument.literal.text)
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return specifiers.flatMap((specifier) => {
    const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule
    return resolved && !resolved.isExternalLibraryImport ? [path.resolve(resolved.resolvedFileName)] : []
  })
}

const graph = new Map(files.map((file) => [path.resolve(file), importsOf(file)]))

// Tarjan's strongly connected components.
let counter = 0
const index = new Map()
const low = new Map()
const stack = []
const onStack = new Set()
const cycles = []
function connect(node) {
  index.set(node, counter)
  low.set(node, counter++)
  stack.push(node)
  onStack.add(node)
  for (const next of graph.get(node) ?? []) {
    if (!index.has(next)) {
      connect(next)
      low.set(node, Math.min(low.get(node), low.get(next)))
    } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)))
  }
  if (low.get(node) !== index.get(node)) return
  const group = []
  let member
  do {
    member = stack.pop()
    onStack.delete(member)
    group.push(path.relative(root, member))
  } while (member !== node)
  if (group.length > 1) cycles.push(group.sort())
}
for (const node of graph.keys()) if (!index.has(node)) connect(node)
process.stdout.write(JSON.stringify(cycles))
