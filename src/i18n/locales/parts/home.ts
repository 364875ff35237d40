import { registerMessages } from '../../translate'

/** The home page's strings (issue 12), both languages side by side. */
export const homeZh = {
  'home.hello': '去哪儿都好，先看看别人怎么走',
  'home.journeys': '精选行程',
  'home.journeyMeta': '{days} 天 · {cities}',
  'home.views': '{n} 人看过',
  'home.campaigns': '正在进行的活动',
  'home.campaignEnds': '{date} 结束',
  'home.noCampaigns': '眼下没有进行中的活动，过几天再来看看',
  'home.noJourneys': '还没有可以推荐的行程',
  'home.magazine': '最新一期杂志',
  'home.magazineOpen': '读这一期',
  'home.assistant': 'AI 旅行助手',
  'home.assistantHint': '问问去哪里、怎么走、吃什么',
  'home.assistantOpen': '开始提问',
  'home.more': '了解我们',
} as const

export const homeEn: Record<keyof typeof homeZh, string> = {
  'home.hello': 'Wherever you go, see how others went first',
  'home.journeys': 'Featured journeys',
  'home.journeyMeta': '{days} days · {cities}',
  'home.views': '{n} views',
  'home.campaigns': 'Campaigns open now',
  'home.campaignEnds': 'Ends {date}',
  'home.noCampaigns': 'No campaign is open right now: come back in a few days',
  'home.noJourneys': 'No journey to recommend yet',
  'home.magazine': 'Latest magazine issue',
  'home.magazineOpen': 'Read this issue',
  'home.assistant': 'AI travel assistant',
  'home.assistantHint': 'Ask where to go, how to get there, what to eat',
  'home.assistantOpen': 'Ask a question',
  'home.more': 'About us',
}

declare module '../../message-key' {
  interface PartKeys {
    home: keyof typeof homeZh
  }
}

registerMessages(homeZh, homeEn)
