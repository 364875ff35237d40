import { api } from '@/services/site-client'
import { signedIn } from './signed-in'

/** POST user/nickname_update {nickname}: answers the nickname as the server keeps it (trimmed). */
export const updateNickname = (nickname: string) => signedIn(() => api('updateCheckinNickname', { nickname }))
