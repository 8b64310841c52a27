// Runs before build, start and test: Node 24 comes from the `node` devDependency, never the machine's.
const major = Number(process.versions.node.split('.')[0])
if (major < 24) {
  process.stderr.write(`Node ${process.versions.node} is too old for GetQuote. Run: npm rebuild node\n`)
  process.exit(1)
}
