import { PageFrame } from '@/components/page-frame'
// Before the page's own styles, as summer2025 does: the sheets' styles keep one order in the
// mini-program's shared stylesheet.
import '@/components/bottom-sheet'
import { FoodBody } from './food-body'

/** activity/food: curated food places by city, "I ate here", progress per city and overall, and share. */
export default function FoodPage() {
  return (
    <PageFrame route='food'>
      <FoodBody />
    </PageFrame>
  )
}
