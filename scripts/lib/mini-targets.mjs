/**
 * The six mini-program targets: where Taro writes each one, the file types its vendor expects, and which
 * project file at the repo root Taro copies into the output under which name (read from the platform
 * plugins of @tarojs 4.2.0: each plugin's `projectConfigJson` / `generateProjectConfig(src, dist)`).
 * The build script, the size script and the tests in tests/mini all read this one table.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/**
 * `totalLimit`: the vendor's limit on the whole app, main package and subpackages together, in bytes:
 * the lowest figure of the vendor's documentation we know of (a vendor may grant more to some accounts).
 * @typedef {{ name: string, vendor: string, templ: string, style: string, projectSrc: string, projectDist: string, devtools: string, totalLimit: number }} MiniTarget
 */

const MB = 1024 * 1024

/** @type {readonly MiniTarget[]} */
export const MINI_TARGETS = [
  {
    name: 'weapp',
    totalLimit: 20 * MB,
    vendor: 'WeChat',
    templ: '.wxml',
    style: '.wxss',
    projectSrc: 'project.config.json',
    projectDist: 'project.config.json',
    devtools: 'WeChat DevTools (微信开发者工具)',
  },
  {
    name: 'alipay',
    totalLimit: 8 * MB,
    vendor: 'Alipay',
    templ: '.axml',
    style: '.acss',
    projectSrc: 'project.alipay.json',
    projectDist: 'mini.project.json',
    devtools: 'Alipay Mini Program Studio (支付宝小程序开发者工具)',
  },
  {
    name: 'tt',
    totalLimit: 20 * MB,
    vendor: 'Douyin / Toutiao',
    templ: '.ttml',
    style: '.ttss',
    projectSrc: 'project.tt.json',
    projectDist: 'project.config.json',
    devtools: 'Douyin DevTools (抖音开发者工具)',
  },
  {
    name: 'swan',
    totalLimit: 8 * MB,
    vendor: 'Baidu',
    templ: '.swan',
    style: '.css',
    projectSrc: 'project.swan.json',
    projectDist: 'project.swan.json',
    devtools: 'Baidu Smart Program DevTools (百度开发者工具)',
  },
  {
    name: 'qq',
    totalLimit: 24 * MB,
    vendor: 'QQ',
    templ: '.qml',
    style: '.qss',
    projectSrc: 'project.qq.json',
    projectDist: 'project.config.json',
    devtools: 'QQ Mini Program DevTools (QQ小程序开发者工具)',
  },
  {
    name: 'jd',
    totalLimit: 8 * MB,
    vendor: 'JD',
    templ: '.jxml',
    style: '.jxss',
    projectSrc: 'project.jd.json',
    projectDist: 'project.config.json',
    devtools: 'JD Mini Program DevTools (京东小程序开发者工具)',
  },
]

export const distDir = (target) => path.join(ROOT, 'dist', target)

/** Taro writes the app config as app.json for every one of the six (alipay included). */
export const appConfigPath = (target) => path.join(distDir(target), 'app.json')
