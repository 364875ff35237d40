import { PageFrame, usePageContext } from '@/components/page-frame'
import { AsyncView } from '@/components/states'
import { HomeSections, useHome, type HomeActions } from '@/features/home'
import { navigate } from '@/services/router'

function HomeBody() {
  const page = usePageContext()
  const { state, retry } = useHome()
  const go = (name: string, options?: Parameters<typeof navigate>[2]) =>
    void navigate(name, page?.route, options).catch(() => undefined)
  const actions: HomeActions = {
    openJourney: (id) => go('journeyDetail', { params: { id } }),
    openCampaign: (campaign) => go(campaign.route),
    openMagazine: (id) => go('magazineDetail', { query: { issue: String(id) } }),
    openAssistant: () => go('aiChat'),
  }
  return (
    <AsyncView state={state} onRetry={retry}>
      {(home) => <HomeSections home={home} actions={actions} />}
    </AsyncView>
  )
}

/** The site's home (issue 12): what there is to read and join now. */
export default function HomePage() {
  return (
    <PageFrame route='home'>
      <HomeBody />
    </PageFrame>
  )
}
