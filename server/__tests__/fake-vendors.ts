// A local stand-in for the six vendors' code-to-session endpoints (issue 13), speaking each one's
// protocol, so the server's real call path (URL, method, body, signature, error mapping) is exercised
// with no outside service. Codes are issued per app, work once, and expire when told to.
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { MiniVendor } from '../../types/api/user'

interface IssuedCode {
  appId: string
  openid: string
  used: boolean
  expired: boolean
}

export interface FakeVendors {
  origin: string
  /** The app this fake knows per vendor: its id, its secret (Alipay: the private key) and endpoint. */
  apps: Record<MiniVendor, { appId: string; secret: string; apiBase: string }>
  /** A code for this user of this app, as the vendor's login would give the mini-program. */
  issue(vendor: MiniVendor, openid: string, options?: { appId?: string; expired?: boolean }): string
  /** A phone button's code for this number (WeChat), as the button would hand it to the page. */
  issuePhone(phone: string, options?: { expired?: boolean }): string
  /** Calls received, per vendor. */
  calls: Record<string, number>
  close(): Promise<void>
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
const ALIPAY_PRIVATE_KEY = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()

async function readBody(req: http.IncomingMessage): Promise<string> {
  let data = ''
  for await (const chunk of req) data += chunk
  return data
}

function send(res: http.ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

export async function startFakeVendors(): Promise<FakeVendors> {
  const codes = new Map<string, IssuedCode>()
  const phoneCodes = new Map<string, { phone: string; used: boolean; expired: boolean }>()
  const calls: Record<string, number> = {}
  const tokens = new Set<string>()
  const secrets: Record<MiniVendor, { appId: string; secret: string }> = {
    weapp: { appId: 'wx-fake-app', secret: 'wx-secret' },
    qq: { appId: 'qq-fake-app', secret: 'qq-secret' },
    jd: { appId: 'jd-fake-app', secret: 'jd-secret' },
    tt: { appId: 'tt-fake-app', secret: 'tt-secret' },
    swan: { appId: 'swan-fake-key', secret: 'swan-secret' },
    alipay: { appId: '2021000000000001', secret: ALIPAY_PRIVATE_KEY },
  }
  /** The code's user when it is good for this app; else why not. */
  const take = (code: string, appId: string): IssuedCode | 'bad' | 'used' | 'expired' => {
    const issued = codes.get(code)
    if (!issued || issued.appId !== appId) return 'bad'
    if (issued.expired) return 'expired'
    if (issued.used) return 'used'
    issued.used = true
    return issued
  }

  const wechatStyle = (vendor: MiniVendor, url: URL, res: http.ServerResponse) => {
    const q = url.searchParams
    const app = secrets[vendor]
    if (q.get('appid') !== app.appId) return send(res, { errcode: 40013, errmsg: 'invalid appid' })
    if (q.get('secret') !== app.secret) return send(res, { errcode: 40125, errmsg: 'invalid appsecret' })
    if (q.get('grant_type') !== 'authorization_code') return send(res, { errcode: 40002, errmsg: 'grant' })
    const got = take(q.get('js_code') ?? '', app.appId)
    if (got === 'used') return send(res, { errcode: 40163, errmsg: 'code been used' })
    if (typeof got === 'string') return send(res, { errcode: 40029, errmsg: 'invalid code' })
    return send(res, { openid: got.openid, session_key: 'sk', unionid: `union-${got.openid}` })
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const vendor = url.pathname.split('/')[1] as MiniVendor
    calls[vendor] = (calls[vendor] ?? 0) + 1
    const body = await readBody(req)
    if (vendor === 'weapp' && url.pathname === '/weapp/cgi-bin/token') {
      const q = url.searchParams
      if (q.get('appid') !== secrets.weapp.appId || q.get('secret') !== secrets.weapp.secret) {
        return send(res, { errcode: 40013, errmsg: 'invalid appid' })
      }
      tokens.add('tok-1')
      return send(res, { access_token: 'tok-1', expires_in: 7200 })
    }
    if (vendor === 'weapp' && url.pathname === '/weapp/wxa/business/getuserphonenumber') {
      if (!tokens.has(url.searchParams.get('access_token') ?? '')) {
        return send(res, { errcode: 40001, errmsg: 'invalid credential' })
      }
      const issued = phoneCodes.get(String(JSON.parse(body || '{}').code))
      if (!issued || issued.used || issued.expired)
        return send(res, { errcode: 40029, errmsg: 'invalid code' })
      issued.used = true
      return send(res, {
        errcode: 0,
        errmsg: 'ok',
        phone_info: { phoneNumber: issued.phone, purePhoneNumber: issued.phone, countryCode: '86' },
      })
    }
    if (vendor === 'weapp' && url.pathname === '/weapp/wxa/getwxacodeunlimit') {
      if (!tokens.has(url.searchParams.get('access_token') ?? '')) {
        return send(res, { errcode: 40001, errmsg: 'invalid credential' })
      }
      const { page, scene } = JSON.parse(body || '{}')
      if (!/^pages\//.test(String(page)) || String(scene).length > 32) {
        return send(res, { errcode: 41030, errmsg: 'invalid page' })
      }
      // A PNG signature and the request, so a test can see what was asked for.
      res.writeHead(200, { 'content-type': 'image/png' })
      return res.end(Buffer.concat([PNG_SIGNATURE, Buffer.from(`${page}|${scene}`)]))
    }
    if (['weapp', 'qq', 'jd'].includes(vendor) && req.method === 'GET') return wechatStyle(vendor, url, res)
    if (vendor === 'tt' && req.method === 'POST') {
      const { appid, secret, code } = JSON.parse(body || '{}')
      if (appid !== secrets.tt.appId) return send(res, { err_no: 40015, err_tips: 'bad appid' })
      if (secret !== secrets.tt.secret) return send(res, { err_no: 40017, err_tips: 'bad secret' })
      const got = take(String(code), secrets.tt.appId)
      if (typeof got === 'string') return send(res, { err_no: 40018, err_tips: 'bad code' })
      return send(res, { err_no: 0, err_tips: 'success', data: { openid: got.openid, session_key: 'sk' } })
    }
    if (vendor === 'swan' && req.method === 'POST') {
      const form = new URLSearchParams(body)
      if (form.get('client_id') !== secrets.swan.appId || form.get('sk') !== secrets.swan.secret) {
        return send(res, { errno: 40001, error: 'invalid_client', error_description: 'unknown client id' })
      }
      const got = take(form.get('code') ?? '', secrets.swan.appId)
      if (typeof got === 'string')
        return send(res, { errno: 40002, error: 'invalid_grant', error_description: got })
      return send(res, { openid: got.openid, session_key: 'sk' })
    }
    if (vendor === 'alipay' && req.method === 'POST') {
      const form = Object.fromEntries(new URLSearchParams(body))
      const signed = Object.keys(form)
        .filter((k) => k !== 'sign' && form[k] !== '')
        .sort()
        .map((k) => `${k}=${form[k]}`)
        .join('&')
      const valid =
        form.sign !== undefined &&
        crypto.verify('sha256', Buffer.from(signed), publicKey, Buffer.from(form.sign, 'base64'))
      if (form.app_id !== secrets.alipay.appId || !valid || form.method !== 'alipay.system.oauth.token') {
        return send(res, {
          error_response: { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-signature' },
        })
      }
      const got = take(form.code ?? '', secrets.alipay.appId)
      if (got === 'expired') {
        return send(res, {
          error_response: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.code-expired' },
        })
      }
      if (typeof got === 'string') {
        return send(res, {
          error_response: { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.code-invalid' },
        })
      }
      return send(res, {
        alipay_system_oauth_token_response: { open_id: got.openid, access_token: 'at' },
        sign: 'x',
      })
    }
    res.writeHead(404).end('no such vendor path')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // Each vendor's base is the fake's origin and the vendor's prefix; the exchangers append their paths.
  const apps = Object.fromEntries(
    (Object.keys(secrets) as MiniVendor[]).map((v) => [v, { ...secrets[v], apiBase: `${origin}/${v}` }]),
  ) as FakeVendors['apps']
  return {
    origin,
    apps,
    calls,
    issue(vendor, openid, { appId = secrets[vendor].appId, expired = false } = {}) {
      const code = `${vendor}-${crypto.randomBytes(9).toString('hex')}`
      codes.set(code, { appId, openid, used: false, expired })
      return code
    },
    issuePhone(phone, { expired = false } = {}) {
      const code = `phone-${crypto.randomBytes(9).toString('hex')}`
      phoneCodes.set(code, { phone, used: false, expired })
      return code
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
