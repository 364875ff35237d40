// Campaign 5's config (issue 16): the Spring Festival special's English title, intro, destinations
// (seeded places, content/places.ts) and journeys. docs/content.md "Spring Festival".
/** The Spring Festival special (issue 16): its texts, destinations (seeded places) and journeys. */
export const SPRING_FESTIVAL_CONFIG = {
  titleEn: 'Where to for Spring Festival',
  intro: '冰雪、海岛、庙会和古寺：挑一个地方，和家人一起过年。',
  introEn: 'Ice, islands, temple fairs and old shrines: pick a place to spend the New Year with family.',
  journeyIds: [4, 5, 2],
  destinations: [
    {
      placeId: 1006,
      blurb: '冰灯在零下二十度的夜里亮起。',
      blurbEn: 'Ice lanterns glowing at minus twenty.',
    },
    {
      placeId: 1008,
      blurb: '春节去海边，一家人穿短袖过年。',
      blurbEn: 'New Year in T-shirts on a tropical beach.',
    },
    {
      placeId: 124,
      blurb: '鼓浪屿的年味：闽南庙会和烟花。',
      blurbEn: 'Gulangyu at New Year: temple fairs and fireworks.',
    },
    {
      placeId: 138,
      blurb: '豫园灯会，元宵节前最热闹。',
      blurbEn: 'The Yu Garden lantern fair, liveliest before the Lantern Festival.',
    },
    {
      placeId: 45,
      blurb: '八坂神社的初诣，新年第一次参拜。',
      blurbEn: 'Hatsumode, the first shrine visit of the year, at Yasaka.',
    },
    {
      placeId: 1007,
      blurb: '中央大街的冬夜和马迭尔冰棍。',
      blurbEn: 'A winter night on Central Street with a Modern ice lolly.',
    },
  ],
}
