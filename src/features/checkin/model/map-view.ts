/** Which layer the lit map shows: China by province, one province by city, or the world by country. */
export type MapView = { kind: 'china' } | { kind: 'province'; code: string } | { kind: 'world' }

export const CHINA_VIEW: MapView = { kind: 'china' }
export const WORLD_VIEW: MapView = { kind: 'world' }

export const viewKey = (view: MapView) => (view.kind === 'province' ? `province:${view.code}` : view.kind)
