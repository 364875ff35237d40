import { useLoad } from '@/components/states'
import { getHome, type Home } from '../api/get-home'

/** The home page's offer, with retry. */
export const useHome = () => useLoad<Home>('home', () => getHome())
