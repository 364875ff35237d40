// Demo users with stable ids (tests and docs rely on them). User 1 owns journey 1.
import type { Insertable } from 'kysely'
import type { UsersTable } from '../db/schema'

const CREATED = '2025-01-01T00:00:00.000Z'

export const DEMO_USERS: Insertable<UsersTable>[] = [
  {
    id: 1,
    nickname: '旅行者小鹿',
    avatar: '/api/v1/media/avatar/1.svg',
    gender: 2,
    phone: '13800000001',
    app_user_token: 'demo-app-token-1',
    role: 'user',
    uuid: '6f1c2f1e-0001-4c1a-9d2e-000000000001',
    created_at: CREATED,
  },
  {
    id: 2,
    nickname: '阿杰在路上',
    avatar: '/api/v1/media/avatar/2.svg',
    gender: 1,
    phone: '13800000002',
    app_user_token: 'demo-app-token-2',
    role: 'user',
    uuid: '6f1c2f1e-0002-4c1a-9d2e-000000000002',
    created_at: CREATED,
  },
  {
    id: 3,
    nickname: '运营小助手',
    avatar: '/api/v1/media/avatar/3.svg',
    gender: 0,
    phone: '13800000003',
    app_user_token: 'demo-app-token-3',
    role: 'admin',
    uuid: '6f1c2f1e-0003-4c1a-9d2e-000000000003',
    created_at: CREATED,
  },
  {
    id: 4,
    nickname: 'Mia',
    avatar: '/api/v1/media/avatar/4.svg',
    gender: 2,
    phone: '13800000004',
    app_user_token: 'demo-app-token-4',
    role: 'user',
    uuid: '6f1c2f1e-0004-4c1a-9d2e-000000000004',
    created_at: CREATED,
  },
]
