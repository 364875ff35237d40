import { registerMessages } from '../../translate'

/** The campaign frame's strings (its window badge, share and sign-in prompt), for the campaign pages only (issue 18). */
export const campaignShellZh = {
  'campaign.window.notStarted': '未开始 · {date} 开始',
  'campaign.window.open': '进行中 · {date} 结束',
  'campaign.window.ended': '已结束',
  'campaign.share': '分享活动',
  'campaign.signInNeeded': '参加活动需要先登录，登录后可以抽奖、领奖和查看记录',
  'campaign.signIn': '登录后参加',
  'campaign.noRules': '活动规则还没有发布',
}

export const campaignShellEn: Record<keyof typeof campaignShellZh, string> = {
  'campaign.window.notStarted': 'Not started · starts {date}',
  'campaign.window.open': 'Open · ends {date}',
  'campaign.window.ended': 'Ended',
  'campaign.share': 'Share',
  'campaign.signInNeeded': 'Sign in to take part: draw, claim prizes and see your records',
  'campaign.signIn': 'Sign in to take part',
  'campaign.noRules': 'The rules are not published yet',
}

declare module '../../message-key' {
  interface PartKeys {
    campaignShell: keyof typeof campaignShellZh
  }
}

registerMessages(campaignShellZh, campaignShellEn)
