export {
  keepSiteForOffline,
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
  type OfflineHost,
} from './keep-site-offline'
