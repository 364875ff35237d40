export type MonitorEventType =
  | 'vital'
  | 'js_error'
  | 'unhandled_rejection'
  | 'resource_error'
  | 'request_error'
  | 'resources'
  | 'fps'
  | 'lag'
  | 'paint_timeout'
  | 'blank_screen'
  | 'bridge'

export interface MonitorEvent {
  type: MonitorEventType
  app_id: number
  time: number
  url: string
  session_id: string
  data: Record<string, unknown>
}
