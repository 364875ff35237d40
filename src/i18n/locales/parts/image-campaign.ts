import { registerMessages } from '../../translate'

/** Strings of the image campaign pages (img/*, issue 16): header, hot spots and the page's states. */
export const imageCampaignZh = {
  'imageCampaign.share': '分享',
  'imageCampaign.hotSpot.journey': '{label}，查看行程',
  'imageCampaign.hotSpot.place': '{label}，查看地点',
  'imageCampaign.hotSpot.map': '{label}，在地图上查看',
  'imageCampaign.hotSpot.link': '{label}，打开链接',
  'imageCampaign.hint': '点击图中闪烁的热点，查看行程与地点',
  'imageCampaign.missing': '这个活动页的内容不存在或已下线',
  'imageCampaign.missingHint': '去首页看看其他旅行灵感吧',
  'imageCampaign.goHome': '回到首页',
  'imageCampaign.linkFailed': '无法打开这个链接',
}

export const imageCampaignEn: Record<keyof typeof imageCampaignZh, string> = {
  'imageCampaign.share': 'Share',
  'imageCampaign.hotSpot.journey': '{label}: see the journey',
  'imageCampaign.hotSpot.place': '{label}: see the place',
  'imageCampaign.hotSpot.map': '{label}: show on the map',
  'imageCampaign.hotSpot.link': '{label}: open the link',
  'imageCampaign.hint': 'Tap the glowing spots in the picture for journeys and places',
  'imageCampaign.missing': 'This campaign page has no content, or it was taken down',
  'imageCampaign.missingHint': 'Find more travel ideas on the home page',
  'imageCampaign.goHome': 'Go to the home page',
  'imageCampaign.linkFailed': 'The link could not be opened',
}

declare module '../../message-key' {
  interface PartKeys {
    imageCampaign: keyof typeof imageCampaignZh
  }
}

registerMessages(imageCampaignZh, imageCampaignEn)
