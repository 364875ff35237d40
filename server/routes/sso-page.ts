// The company login page: plain HTML, no script (CSP allows none), escaped inputs.
const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function loginPage(service: string, error?: string, demoHint = false): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>统一登录 · Company sign-in</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
form{background:#fff;padding:24px;border-radius:12px;box-shadow:0 2px 12px #0001;width:min(92vw,340px)}h1{font-size:20px;margin:0 0 16px}
label{display:block;font-size:13px;color:#555;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #ccd;border-radius:8px;font-size:15px}
button{margin-top:18px;width:100%;padding:11px;border:0;border-radius:8px;background:#1f7aec;color:#fff;font-size:16px}.err{color:#c0392b;font-size:13px}.hint{color:#888;font-size:12px;margin-top:12px}</style>
</head><body><form method="post" action="/sso/login">
<h1>统一登录 <small>Company sign-in</small></h1>
${error ? `<p class="err" role="alert">${esc(error)}</p>` : ''}
<input type="hidden" name="service" value="${esc(service)}">
<label for="account">账号 Account (phone)</label><input id="account" name="account" autocomplete="username" required>
<label for="password">密码 Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">登录 Sign in</button>
${demoHint ? '<p class="hint">Demo: 13800000001 / trip-demo</p>' : ''}
</form></body></html>`
}
