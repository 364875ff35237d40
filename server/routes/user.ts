// User endpoints (SPEC.md section 7, "User").
import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { defineRoute, userOf } from '../lib/route'
import { Ok } from '../../types/api/common'
import * as U from '../../types/api/user'
import { userInfo } from '../services/sessions'
import { badRequest, orNotFound } from '../errors'

const tags = ['user']

const QUESTIONS = [
  {
    key: 'style',
    title: '你喜欢怎样的旅行节奏？',
    titleEn: 'What pace do you like?',
    multiple: false,
    options: [
      { value: 'slow', label: '慢慢逛', labelEn: 'Slow' },
      { value: 'balanced', label: '张弛有度', labelEn: 'Balanced' },
      { value: 'packed', label: '特种兵', labelEn: 'Packed' },
    ],
  },
  {
    key: 'interests',
    title: '你最想看什么？',
    titleEn: 'What do you want to see?',
    multiple: true,
    options: [
      { value: 'food', label: '美食', labelEn: 'Food' },
      { value: 'culture', label: '人文古迹', labelEn: 'Culture' },
      { value: 'nature', label: '自然风光', labelEn: 'Nature' },
      { value: 'shopping', label: '购物', labelEn: 'Shopping' },
      { value: 'night', label: '夜游', labelEn: 'Nightlife' },
    ],
  },
  {
    key: 'companions',
    title: '和谁一起？',
    titleEn: 'Who do you travel with?',
    multiple: false,
    options: [
      { value: 'solo', label: '一个人', labelEn: 'Solo' },
      { value: 'couple', label: '情侣', labelEn: 'Couple' },
      { value: 'family', label: '家人', labelEn: 'Family' },
      { value: 'friends', label: '朋友', labelEn: 'Friends' },
    ],
  },
]

export default async function userRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/user/me/v2',
    tags,
    auth: 'required',
    summary: 'The signed-in user',
    data: U.UserInfo,
    handler: async ({ repos, ...ctx }) =>
      userInfo(orNotFound(await repos.users.findById(userOf(ctx).id), 'user not found')),
  })

  defineRoute(app, {
    method: 'POST',
    url: '/user/me/v2',
    tags,
    auth: 'required',
    summary: "Update the signed-in user's profile",
    body: U.UpdateMeBody,
    data: U.UserInfo,
    handler: async ({ repos, body, ...ctx }) => {
      // Unknown fields are dropped before this (lib/validation.ts): none left is nothing to update.
      if (Object.keys(body).length === 0)
        throw badRequest('nothing to update: give nickname, avatar or gender')
      const nickname = body.nickname?.trim()
      if (body.nickname !== undefined && !nickname) throw badRequest('nickname cannot be blank')
      const u = await repos.users.updateProfile(userOf(ctx).id, {
        nickname: nickname || undefined,
        avatar: body.avatar,
        gender: body.gender,
      })
      return userInfo(orNotFound(u, 'user not found'))
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/user/get_preference_card',
    tags,
    auth: 'optional',
    summary: 'Travel preference questions and my answers',
    data: U.PreferenceCard,
    handler: async ({ repos, user }) => {
      if (!user) return { questions: QUESTIONS, answers: null }
      const u = orNotFound(await repos.users.findById(user.id), 'user not found')
      return { questions: QUESTIONS, answers: u.preference_json ? JSON.parse(u.preference_json) : null }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/user/report_preference_card',
    tags,
    auth: 'required',
    summary: 'Save my answers to the preference card',
    body: U.ReportPreferenceBody,
    data: Ok,
    handler: async ({ repos, body, ...ctx }) => {
      for (const [key, values] of Object.entries(body.answers)) {
        const q = QUESTIONS.find((x) => x.key === key)
        if (!q) throw badRequest(`unknown question ${key}`)
        if (!q.multiple && values.length > 1) throw badRequest(`question ${key} takes one answer`)
        for (const v of values)
          if (!q.options.some((o) => o.value === v)) throw badRequest(`unknown answer ${v} for ${key}`)
      }
      await repos.users.setPreference(userOf(ctx).id, body.answers)
      return { ok: true }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/user/uuid',
    tags,
    auth: 'optional',
    summary: "The user's stable uuid, or a fresh one for anonymous visitors",
    data: U.UuidResult,
    handler: async ({ repos, user }) => {
      if (!user) return { uuid: crypto.randomUUID(), anonymous: true }
      const u = orNotFound(await repos.users.findById(user.id), 'user not found')
      return { uuid: u.uuid, anonymous: false }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/user/status/report',
    tags,
    auth: 'required',
    summary: 'Report the app/page state of the user',
    body: U.StatusReportBody,
    data: Ok,
    handler: async ({ repos, body, ...ctx }) => {
      await repos.users.setStatus(userOf(ctx).id, { ...body, at: new Date().toISOString() })
      return { ok: true }
    },
  })
}
