/** Where a campaign is in its time window, by the server's clock (a phone's may be wrong). */
export type CampaignWindow = 'not-started' | 'open' | 'ended'

export function campaignWindow(startsAt: string, endsAt: string, now: string): CampaignWindow {
  const at = Date.parse(now)
  if (at < Date.parse(startsAt)) return 'not-started'
  if (at >= Date.parse(endsAt)) return 'ended'
  return 'open'
}

/** A rules text as paragraphs: blank lines separate them, single line breaks stay inside. */
export function ruleParagraphs(rules: string): string[] {
  return rules
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}
