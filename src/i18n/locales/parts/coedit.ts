import { registerMessages } from '../../translate'

/**
 * Live co-editing's states and refusals (issue 19 "Limits ... clear messages when exceeded"), both
 * languages. The co-editing client (src/services/coedit) names these keys; the editor shows them.
 */
export const coeditZh = {
  'coedit.status.connecting': '正在连接…',
  'coedit.status.live': '已同步',
  'coedit.status.offline': '离线：修改会在恢复连接后自动同步',
  'coedit.status.readOnly': '只读：你可以查看，但不能编辑',
  'coedit.problem.unauthorized': '连接已过期，正在重新连接…',
  'coedit.problem.forbidden': '你没有权限查看这个行程',
  'coedit.problem.notFound': '这个行程不存在或已被删除',
  'coedit.problem.readOnlyClosed': '你现在只能查看这个行程，编辑未被保存',
  'coedit.problem.tooManyConnections': '同时编辑的人数已达上限（{limit} 人），稍后会自动重试',
  'coedit.problem.rateLimited': '修改太频繁，已暂停同步，{seconds} 秒后继续，修改不会丢失',
  'coedit.problem.messageTooBig': '这次修改太大（{size}，上限 {limit}），无法同步',
  'coedit.problem.docTooLarge': '行程内容已达上限（{limit}），这次修改未被保存',
  'coedit.problem.goingAway': '服务器正在重启，正在重新连接…',
  'coedit.problem.serverFailed': '暂时无法打开这个行程，稍后会自动重试',
  'coedit.problem.badMessage': '同步出错，正在重新同步',
  'coedit.problem.network': '网络中断，恢复后会自动同步',
} as const

export const coeditEn: Record<keyof typeof coeditZh, string> = {
  'coedit.status.connecting': 'Connecting…',
  'coedit.status.live': 'Up to date',
  'coedit.status.offline': 'Offline: your changes will sync when the connection is back',
  'coedit.status.readOnly': 'Read-only: you can follow along but not edit',
  'coedit.problem.unauthorized': 'The connection expired; reconnecting…',
  'coedit.problem.forbidden': 'You do not have access to this journey',
  'coedit.problem.notFound': 'This journey does not exist or was deleted',
  'coedit.problem.readOnlyClosed': 'You can only view this journey now; your edits were not saved',
  'coedit.problem.tooManyConnections':
    'Too many people are editing at once (limit {limit}); retrying shortly',
  'coedit.problem.rateLimited':
    'Too many changes at once; syncing resumes in {seconds} s and nothing is lost',
  'coedit.problem.messageTooBig': 'This change is too large to sync ({size}, limit {limit})',
  'coedit.problem.docTooLarge': 'The journey has reached its size limit ({limit}); this change was not saved',
  'coedit.problem.goingAway': 'The server is restarting; reconnecting…',
  'coedit.problem.serverFailed': 'The journey cannot be opened right now; retrying shortly',
  'coedit.problem.badMessage': 'A sync error occurred; resyncing',
  'coedit.problem.network': 'The connection was lost; changes will sync when it is back',
}

declare module '../../message-key' {
  interface PartKeys {
    coedit: keyof typeof coeditZh
  }
}

registerMessages(coeditZh, coeditEn)
