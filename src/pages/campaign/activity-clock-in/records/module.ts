/** The tracking module of every control on the records page. */
export const MODULE = 'clockin_records'
