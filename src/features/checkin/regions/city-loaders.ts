/**
 * The cities of each province, one chunk per province so a page loads only the province it opens. Each
 * import() names its file in full, so each is a chunk of its own by construction and says which; a
 * template string would have webpack build a context over the whole folder, which works but hides what
 * it bundles. The 34 provinces of server/seed/data/regions-cn.json (a test checks both lists agree).
 */
export type LoadTopology = () => Promise<{ default: unknown }>

export const CITY_LOADERS: Readonly<Record<string, LoadTopology>> = {
  '110000': () => import(/* webpackChunkName: "regions-cities-110000" */ './data/cities/110000.json'),
  '120000': () => import(/* webpackChunkName: "regions-cities-120000" */ './data/cities/120000.json'),
  '130000': () => import(/* webpackChunkName: "regions-cities-130000" */ './data/cities/130000.json'),
  '140000': () => import(/* webpackChunkName: "regions-cities-140000" */ './data/cities/140000.json'),
  '150000': () => import(/* webpackChunkName: "regions-cities-150000" */ './data/cities/150000.json'),
  '210000': () => import(/* webpackChunkName: "regions-cities-210000" */ './data/cities/210000.json'),
  '220000': () => import(/* webpackChunkName: "regions-cities-220000" */ './data/cities/220000.json'),
  '230000': () => import(/* webpackChunkName: "regions-cities-230000" */ './data/cities/230000.json'),
  '310000': () => import(/* webpackChunkName: "regions-cities-310000" */ './data/cities/310000.json'),
  '320000': () => import(/* webpackChunkName: "regions-cities-320000" */ './data/cities/320000.json'),
  '330000': () => import(/* webpackChunkName: "regions-cities-330000" */ './data/cities/330000.json'),
  '340000': () => import(/* webpackChunkName: "regions-cities-340000" */ './data/cities/340000.json'),
  '350000': () => import(/* webpackChunkName: "regions-cities-350000" */ './data/cities/350000.json'),
  '360000': () => import(/* webpackChunkName: "regions-cities-360000" */ './data/cities/360000.json'),
  '370000': () => import(/* webpackChunkName: "regions-cities-370000" */ './data/cities/370000.json'),
  '410000': () => import(/* webpackChunkName: "regions-cities-410000" */ './data/cities/410000.json'),
  '420000': () => import(/* webpackChunkName: "regions-cities-420000" */ './data/cities/420000.json'),
  '430000': () => import(/* webpackChunkName: "regions-cities-430000" */ './data/cities/430000.json'),
  '440000': () => import(/* webpackChunkName: "regions-cities-440000" */ './data/cities/440000.json'),
  '450000': () => import(/* webpackChunkName: "regions-cities-450000" */ './data/cities/450000.json'),
  '460000': () => import(/* webpackChunkName: "regions-cities-460000" */ './data/cities/460000.json'),
  '500000': () => import(/* webpackChunkName: "regions-cities-500000" */ './data/cities/500000.json'),
  '510000': () => import(/* webpackChunkName: "regions-cities-510000" */ './data/cities/510000.json'),
  '520000': () => import(/* webpackChunkName: "regions-cities-520000" */ './data/cities/520000.json'),
  '530000': () => import(/* webpackChunkName: "regions-cities-530000" */ './data/cities/530000.json'),
  '540000': () => import(/* webpackChunkName: "regions-cities-540000" */ './data/cities/540000.json'),
  '610000': () => import(/* webpackChunkName: "regions-cities-610000" */ './data/cities/610000.json'),
  '620000': () => import(/* webpackChunkName: "regions-cities-620000" */ './data/cities/620000.json'),
  '630000': () => import(/* webpackChunkName: "regions-cities-630000" */ './data/cities/630000.json'),
  '640000': () => import(/* webpackChunkName: "regions-cities-640000" */ './data/cities/640000.json'),
  '650000': () => import(/* webpackChunkName: "regions-cities-650000" */ './data/cities/650000.json'),
  '710000': () => import(/* webpackChunkName: "regions-cities-710000" */ './data/cities/710000.json'),
  '810000': () => import(/* webpackChunkName: "regions-cities-810000" */ './data/cities/810000.json'),
  '820000': () => import(/* webpackChunkName: "regions-cities-820000" */ './data/cities/820000.json'),
}
