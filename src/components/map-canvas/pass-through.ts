/**
 * Props that Taro's View types leave out (focus order, keys, mouse, wheel) or type for one platform
 * (touch). On H5 Taro's View hands every prop to its div; mini-programs take the touch events and never
 * send the others, so they are harmless there. Typed loosely on purpose: the handlers read only the
 * fields both platforms' events share (use-map-gestures.ts).
 */
export const passThrough = (props: object) => props as Record<string, unknown>
