import { chromium } from 'playwright-core'
const [origin, p] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true })
const page = await ctx.newPage()
const cdp = await ctx.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await browser.startTracing(page, { categories: ['devtools.timeline','disabled-by-default-devtools.timeline','v8.execute','blink.user_timing'] })
await page.goto(origin + p, { waitUntil: 'networkidle' })
await page.waitForTimeout(6000)
const buf = await browser.stopTracing()
await browser.close()
const { traceEvents } = JSON.parse(buf.toString())
const main = traceEvents.filter(e => e.name === 'RunTask' && e.dur > 50000)
const t0 = traceEvents.find(e => e.name === 'navigationStart')?.ts ?? main[0]?.ts
for (const task of main) {
  const kids = traceEvents.filter(e => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur||0) <= task.ts + task.dur && e.ph === 'X' && e !== task)
  const agg = {}
  for (const k of kids) if (['ParseHTML','ParseAuthorStyleSheet','UpdateLayoutTree','Layout','EvaluateScript','FunctionCall','v8.compile','TimerFire','EventDispatch','RecalculateStyles','Paint','MajorGC','MinorGC','v8.evaluateModule','FireAnimationFrame','PrePaint','Commit','Document::updateStyle','HitTest','ScheduleStyleRecalculation'].includes(k.name)) agg[k.name]=(agg[k.name]||0)+k.dur
  const url = kids.find(k=>k.args?.data?.url)?.args.data.url?.replace(origin,'') ?? ''
  console.log(((task.ts - t0)/1000).toFixed(0).padStart(6), 'ms dur', (task.dur/1000).toFixed(0).padStart(4), url.slice(0,40).padEnd(40), Object.entries(agg).map(([k,v])=>k+':'+(v/1000).toFixed(0)).join(' '))
}
