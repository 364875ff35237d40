export { Icon } from './icon'
export { ICON_NAMES, isIconName, transportIcon, type IconName } from './glyphs'
