export {
  CampaignRecords,
  CampaignRules,
  CampaignShell,
  type CampaignShellProps,
  type CampaignSignIn,
} from './campaign-shell'
export { campaignWindow, ruleParagraphs, type CampaignWindow } from './campaign-window'
