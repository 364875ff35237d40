/** The lit map's colours: one warm fill for lit places, a quiet one for the rest (contrast 3:1 on the sea). */
export const LIT_FILL = '#f08a24'
export const LIT_STROKE = '#b35c0c'
export const UNLIT_FILL = '#e6ebf0'
export const UNLIT_STROKE = '#9aa7b4'
/** A province some of whose cities are lit, not the province itself yet. */
export const PARTLY_FILL = '#f9cf9d'
