#!/usr/bin/env node
/**
 * `npm run build:mini`: builds the six mini-program targets one after another (two cores here: parallel
 * builds only fight over them), one line per target with its time, non-zero exit if any failed.
 *
 *   node scripts/build-all-mini.mjs            all six
 *   node scripts/build-all-mini.mjs weapp tt   only these
 *
 * Each build's full output goes to dist/build-logs/<target>.log; a failure prints its error report.
 * A build counts as good only if Taro exits 0, writes a fresh app.json whose main package holds no
 * subpackage page, and copies the vendor's project file into the output.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { appConfigProblems } from './lib/check-app-config.mjs'
import { MINI_TARGETS, ROOT, appConfigPath, distDir } from './lib/mini-targets.mjs'

const LOG_DIR = path.join(ROOT, 'dist', 'build-logs')
const TARO_BIN = path.join(ROOT, 'node_modules', '@tarojs', 'cli', 'bin', 'taro')
const LOG_EXCERPT_LINES = 30
// Taro and webpack print these on a failed compile; a build that logs one fails even if it exits 0.
const ERROR_MARKERS = /Compiled with some errors|✖ Errors|(^|\s)ERROR in |Failed to compile|编译失败/m

function selectTargets(args) {
  if (args.length === 0) return MINI_TARGETS
  const unknown = args.filter((a) => !MINI_TARGETS.some((t) => t.name === a))
  if (unknown.length) {
    console.error(
      `unknown target(s): ${unknown.join(', ')}; known: ${MINI_TARGETS.map((t) => t.name).join(', ')}`,
    )
    process.exit(2)
  }
  return MINI_TARGETS.filter((t) => args.includes(t.name))
}

function runTaro(target, logFile) {
  return new Promise((resolve) => {
    const log = fs.openSync(logFile, 'w')
    const child = spawn(process.execPath, [TARO_BIN, 'build', '--type', target.name], {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0', NODE_ENV: process.env.NODE_ENV || 'production' },
      stdio: ['ignore', log, log],
    })
    child.on('error', (error) => {
      fs.closeSync(log)
      resolve({ code: -1, spawnError: error })
    })
    child.on('close', (code, signal) => {
      fs.closeSync(log)
      resolve({ code: code ?? -1, signal })
    })
  })
}

/** What is wrong with the output of one build, or [] if nothing. */
function outputProblems(target, startedAt, logFile) {
  const problems = []
  const log = fs.readFileSync(logFile, 'utf8')
  if (ERROR_MARKERS.test(log)) problems.push('the build log reports errors')
  const appJson = appConfigPath(target.name)
  if (!fs.existsSync(appJson)) return [...problems, `no ${path.relative(ROOT, appJson)}`]
  if (fs.statSync(appJson).mtimeMs < startedAt - 1000)
    problems.push(`${path.relative(ROOT, appJson)} is stale`)
  const appConfig = JSON.parse(fs.readFileSync(appJson, 'utf8'))
  problems.push(...appConfigProblems(appConfig))
  if (!fs.existsSync(path.join(distDir(target.name), target.projectDist))) {
    problems.push(`${target.projectSrc} was not copied to dist/${target.name}/${target.projectDist}`)
  }
  return problems
}

function summary(target) {
  const appConfig = JSON.parse(fs.readFileSync(appConfigPath(target.name), 'utf8'))
  const subs = appConfig.subPackages ?? appConfig.subpackages ?? []
  const subPages = subs.reduce((n, s) => n + s.pages.length, 0)
  return `${appConfig.pages.length} main pages + ${subs.length} subpackages (${subPages} pages)`
}

/** The part of a log worth reading: from the first error report on, else its end. */
function excerpt(file, lines) {
  const all = fs.readFileSync(file, 'utf8').trimEnd().split('\n')
  const first = all.findIndex((line) => ERROR_MARKERS.test(line) || /\bError\b/.test(line))
  return (first >= 0 ? all.slice(first, first + lines) : all.slice(-lines)).join('\n')
}

async function main() {
  const targets = selectTargets(process.argv.slice(2))
  fs.mkdirSync(LOG_DIR, { recursive: true })
  const width = Math.max(...targets.map((t) => t.name.length))
  const failed = []
  const total = Date.now()

  for (const target of targets) {
    const logFile = path.join(LOG_DIR, `${target.name}.log`)
    const startedAt = Date.now()
    const { code, signal, spawnError } = await runTaro(target, logFile)
    const seconds = ((Date.now() - startedAt) / 1000).toFixed(1).padStart(5)
    const problems = spawnError
      ? [`could not start taro: ${spawnError.message}`]
      : code !== 0
        ? [`taro exited with ${signal ?? code}`]
        : outputProblems(target, startedAt, logFile)
    const name = target.name.padEnd(width)
    if (problems.length === 0) {
      console.log(`ok     ${name}  ${seconds} s  dist/${target.name}/  ${summary(target)}`)
    } else {
      failed.push(target.name)
      console.log(
        `FAIL   ${name}  ${seconds} s  ${problems.join('; ')}  (log: ${path.relative(ROOT, logFile)})`,
      )
      console.log(excerpt(logFile, LOG_EXCERPT_LINES).replace(/^/gm, '       | '))
    }
  }

  const seconds = ((Date.now() - total) / 1000).toFixed(1)
  if (failed.length) {
    console.log(
      `${failed.length} of ${targets.length} mini-program builds failed (${failed.join(', ')}) in ${seconds} s`,
    )
    process.exit(1)
  }
  console.log(`all ${targets.length} mini-program builds succeeded in ${seconds} s`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
