export { BottomSheet, type BottomSheetProps } from './bottom-sheet'
export { SheetButton, type SheetButtonProps } from './sheet-button'
