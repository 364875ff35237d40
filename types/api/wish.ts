// Round-the-world wish contracts (SPEC.md section 7, "Wish"). Draws use draw_lottery with
// activityId 3; prizes use the summer prize endpoints with activityId 3.
import { Type, type Static } from 'typebox'
import { Id, Nullable, Page, Paged } from './common'

export const Wish = Type.Object({
  id: Type.Integer(),
  destination: Type.String(),
  text: Type.String(),
  shares: Type.Integer(),
  result: Type.String({ description: 'pending | won | lost' }),
  prizeName: Nullable(Type.String()),
  user: Type.Object({ id: Type.Integer(), nickname: Type.String(), avatar: Type.String() }),
  createdAt: Type.String(),
})
export type Wish = Static<typeof Wish>
export const WishList = Type.Array(Wish)
export type WishList = Static<typeof WishList>
export const WishPage = Paged(Wish)
export type WishPage = Static<typeof WishPage>
export const WishPageQuery = Page
export const WishIdQuery = Type.Object({ id: Id })
export const MakeWishBody = Type.Object({
  destination: Type.String({ minLength: 1, maxLength: 40 }),
  text: Type.String({ minLength: 2, maxLength: 200 }),
})
export type MakeWishBody = Static<typeof MakeWishBody>
export const MakeWishResult = Type.Object({ wish: Wish, chancesLeft: Type.Integer() })
export type MakeWishResult = Static<typeof MakeWishResult>
export const ShareWishBody = Type.Object({ wishId: Id })
export type ShareWishBody = Static<typeof ShareWishBody>
export const ShareWishResult = Type.Object({
  wish: Wish,
  chanceGranted: Type.Boolean(),
  chancesLeft: Type.Integer(),
  link: Type.String(),
})
export type ShareWishResult = Static<typeof ShareWishResult>
export const Winner = Type.Object({
  nickname: Type.String(),
  avatar: Type.String(),
  destination: Type.String(),
  prizeName: Type.String(),
  wonAt: Type.String(),
})
export const WinnerList = Type.Array(Winner)
