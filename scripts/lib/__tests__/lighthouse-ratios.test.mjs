// How npm test judges Lighthouse (issue 11): ratios to the floor from the same run, never absolute scores.
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { judgePages, ratioOf, summarisePage } from '../lighthouse-ratios.mjs'

/** A Lighthouse result with just the figures the judgement reads. */
function run({ performance, accessibility = 100, lcp, tbt, mainThread, scriptKb }) {
  return {
    lhr: {
      categories: {
        performance: { score: performance / 100 },
        accessibility: { score: accessibility / 100 },
      },
      audits: {
        'largest-contentful-paint': { numericValue: lcp },
        'total-blocking-time': { numericValue: tbt },
        'mainthread-work-breakdown': { numericValue: mainThread },
        'resource-summary': {
          details: { items: [{ resourceType: 'script', transferSize: scriptKb * 1024 }] },
        },
      },
    },
  }
}

const page = (name, ...runs) => summarisePage(name, runs.map(run)).summary

// The slow machine of issue 11: the journey scores 70 (TBT 1,150 ms) beside a floor of 92.
const slowFloor = page('floor', { performance: 92, lcp: 2050, tbt: 240, mainThread: 1150, scriptKb: 97 })
const slowJourney = page('journey', {
  performance: 70,
  lcp: 3150,
  tbt: 1150,
  mainThread: 3500,
  scriptKb: 179,
})

describe('Lighthouse judged against the floor', () => {
  test('a journey scoring 70 on a slow machine passes when its ratios to the floor hold', () => {
    const { failures } = judgePages([slowFloor, slowJourney])
    assert.deepEqual(failures, [])
  })

  test('a TBT of 6.5 times the floor is reported, not failed (the noisiest figure)', () => {
    const noisy = page('journey', { performance: 72, lcp: 3100, tbt: 1560, mainThread: 3400, scriptKb: 179 })
    assert.equal(ratioOf(noisy, slowFloor, 'tbt'), 6.5)
    assert.deepEqual(judgePages([slowFloor, noisy]).failures, [])
  })

  test('a page whose main-thread time passes 6 times the floor fails', () => {
    const everythingAtOnce = page('journey', {
      performance: 65,
      lcp: 3200,
      tbt: 2600,
      mainThread: 7200,
      scriptKb: 180,
    })
    assert.match(
      judgePages([slowFloor, everythingAtOnce]).failures.join('\n'),
      /journey: mainThread is 6\.26x/,
    )
  })

  test('a page whose LCP passes 2.25 times the floor fails', () => {
    const late = page('about', { performance: 80, lcp: 4800, tbt: 300, mainThread: 2000, scriptKb: 150 })
    assert.match(judgePages([slowFloor, late]).failures.join('\n'), /about: lcp is 2\.34x/)
  })

  test('a first load 2.5 times the floor in JS fails', () => {
    const heavy = page('journey', { performance: 85, lcp: 2500, tbt: 300, mainThread: 2000, scriptKb: 260 })
    assert.match(judgePages([slowFloor, heavy]).failures.join('\n'), /journey: scriptBytes is 2\.68x/)
  })

  test('the same pages on a fast machine pass too: the ratios, not the scores, decide', () => {
    const fastFloor = page('floor', { performance: 99, lcp: 1200, tbt: 40, mainThread: 500, scriptKb: 97 })
    const fastJourney = page('journey', {
      performance: 96,
      lcp: 1900,
      tbt: 150,
      mainThread: 1600,
      scriptKb: 179,
    })
    assert.deepEqual(judgePages([fastFloor, fastJourney]).failures, [])
  })

  test('accessibility under 90 fails whatever the speed', () => {
    const unlabelled = page('journey', {
      performance: 96,
      accessibility: 79,
      lcp: 2100,
      tbt: 200,
      mainThread: 1500,
      scriptKb: 179,
    })
    assert.match(
      judgePages([slowFloor, unlabelled]).failures.join('\n'),
      /journey: accessibility 79 is under 90/,
    )
  })

  test('each figure is the median of the runs, so one slow round moves nothing', () => {
    const summary = page(
      'journey',
      { performance: 80, lcp: 3000, tbt: 800, mainThread: 3000, scriptKb: 179 },
      { performance: 40, lcp: 9000, tbt: 5000, mainThread: 9000, scriptKb: 179 },
      { performance: 82, lcp: 3100, tbt: 700, mainThread: 3100, scriptKb: 179 },
    )
    assert.equal(summary.performance, 80)
    assert.equal(summary.lcp, 3100)
    assert.equal(summary.tbt, 800)
    assert.equal(summary.mainThread, 3100)
  })

  test('the report kept is the run with the median performance score', () => {
    const runs = [70, 40, 90].map((performance) =>
      run({ performance, lcp: 1, tbt: 1, mainThread: 1, scriptKb: 1 }),
    )
    assert.equal(summarisePage('journey', runs).median, runs[0])
  })

  test('a run without the floor fails rather than passing unjudged', () => {
    assert.deepEqual(judgePages([slowJourney]).failures, ['the floor was not measured'])
  })

  test('a figure Lighthouse could not measure fails rather than passing unjudged', () => {
    const blank = summarisePage('journey', [
      { lhr: { categories: { accessibility: { score: 1 } }, audits: {} } },
    ]).summary
    assert.match(judgePages([slowFloor, blank]).failures.join('\n'), /journey: lcp could not be compared/)
  })

  test('the journey and About are reported against issue 18 goals', () => {
    const { goalNotes } = judgePages([slowFloor, slowJourney])
    assert.equal(goalNotes.length, 1)
    assert.match(
      goalNotes[0],
      /^journey: lcp 1\.54x \(goal 1\.25x\), tbt 4\.79x \(goal 1\.25x\), scriptBytes 1\.85x/,
    )
  })
})
