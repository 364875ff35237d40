// How npm run size reads the built H5 site: page loaders and webpack's chunk file map, with and without
// named chunks (the check-in's region layers are named, issue 14).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, test } from 'node:test'
import { readH5Site } from '../h5-chunks.mjs'

function site(runtime) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-chunks-'))
  fs.mkdirSync(path.join(dir, 'js'))
  fs.writeFileSync(path.join(dir, 'index.html'), '<script defer src="/web/js/app.abc.js"></script>')
  const loaders =
    '{"path":"pages/about/index","load":function load(a,u){return[w.e(573).then(w.bind(w,3573)),a,u]}},' +
    '{"path":"pages/campaign/index","load":function load(a,u){return[w.e(25).then(w.bind(w,25)),a,u]}}'
  fs.writeFileSync(path.join(dir, 'js', 'app.abc.js'), `${runtime};var r=[${loaders}]`)
  return dir
}

describe('the built site as npm run size reads it', () => {
  test('maps chunk ids to files without named chunks', () => {
    const read = readH5Site(site('w.u=function(a){return"js/"+a+"."+{"25":"aa","573":"bb"}[a]+".js"}'))
    assert.equal(read.publicPath, '/web/')
    assert.deepEqual(read.entryFiles, ['js/app.abc.js'])
    assert.deepEqual(read.pageFiles.get('pages/about/index'), ['js/573.bb.js'])
  })

  test('maps chunk ids to files when some chunks have names', () => {
    const read = readH5Site(
      site(
        'w.u=function(o){return"js/"+({"25":"regions-cities-510000"}[o]||o)+"."+{"25":"aa","573":"bb"}[o]+".js"}',
      ),
    )
    assert.deepEqual(read.pageFiles.get('pages/campaign/index'), ['js/regions-cities-510000.aa.js'])
    assert.deepEqual(read.pageFiles.get('pages/about/index'), ['js/573.bb.js'])
  })

  test('says so when the runtime has no chunk file map it knows', () => {
    assert.throws(() => readH5Site(site('w.u=something()')), /chunk file map/)
  })
})
