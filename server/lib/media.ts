// URLs of the locally generated images (routes/media.ts draws them; nothing from the internet).
export const mediaUrl = {
  journeyCover: (id: number) => `/api/v1/media/journey/${id}.svg`,
  place: (id: number, n = 1) => `/api/v1/media/place/${id}-${n}.svg`,
  avatar: (id: number) => `/api/v1/media/avatar/${id}.svg`,
  prize: (id: number) => `/api/v1/media/prize/${id}.svg`,
  item: (id: number) => `/api/v1/media/item/${id}.svg`,
  poster: (id: number) => `/api/v1/media/poster/${id}.svg`,
  magazine: (id: number) => `/api/v1/media/magazine/${id}.svg`,
  icon: (id: number) => `/api/v1/media/icon/${id}.svg`,
}
