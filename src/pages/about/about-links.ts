/** Where the about page points (issue 7). The legal texts live on the product's site, not in this one. */
export const AGREEMENT_URL = 'https://www.trip.example/agreement'
export const PRIVACY_URL = 'https://www.trip.example/privacy'
export const CONTACT_EMAIL = 'support@trip.example'
export const CONTACT_PHONE = '400-820-0000'

/** package.json's version, defined at build time (config/index.ts); 'dev' where no build defined it (jest). */
export const appVersion = () => process.env.TARO_APP_VERSION || 'dev'
