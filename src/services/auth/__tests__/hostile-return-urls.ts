/**
 * Return and service addresses an attacker might hand the page (issue 5: at least 50, none followed).
 * The site is https://www.trip.example; allowed hosts are *.trip.example.
 */
export const HOSTILE_RETURN_URLS: readonly string[] = [
  // Other hosts, plainly or protocol-relative.
  'https://evil.example/',
  'http://evil.example/web/about',
  '//evil.example',
  '//evil.example/web/about',
  '///evil.example',
  '////evil.example',
  'https:evil.example',
  'http:/evil.example',
  'https:///evil.example',
  // Scripts and other schemes.
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://www.trip.example/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://www.trip.example/',
  'tripapp://open?url=https://evil.example',
  'blob:https://www.trip.example/uuid',
  // Backslashes, which browsers read as slashes.
  '\\\\evil.example',
  '/\\evil.example',
  '\\/evil.example',
  'https:\\\\evil.example',
  'https://www.trip.example\\@evil.example',
  'https://evil.example\\.trip.example',
  // Userinfo that hides the real host.
  'https://www.trip.example@evil.example/',
  'https://www.trip.example:443@evil.example/',
  'https://user:pass@www.trip.example/',
  'https://www.trip.example%40evil.example/',
  'https://a%2540b@evil.example',
  // Encoded tricks.
  '%2F%2Fevil.example',
  '/%2F/evil.example',
  '/%5Cevil.example',
  '%5C%5Cevil.example',
  'https://evil.example%2F.trip.example/',
  'https://evil.example%252F.trip.example/',
  'https://evil.example%00.trip.example/',
  'https://www.trip.example%2F@evil.example',
  '/%09/evil.example',
  '%0a//evil.example',
  'https://%65vil.example/',
  // Whitespace and control characters around or inside.
  '\t//evil.example',
  '\n//evil.example',
  '/\t/evil.example',
  ' //evil.example',
  '//evil.example ',
  'https://evil.example\u0000.trip.example',
  // Look-alike hosts.
  'https://trip.example.evil.example/',
  'https://www.trip.example.evil.example/',
  'https://eviltrip.example/',
  'https://trip-example.com/',
  'https://www.trip.examp1e/',
  'https://www.trip.exаmple/', // Cyrillic a
  'https://www.trіp.example/', // Ukrainian i
  'https://www.trip.example．evil.example/', // fullwidth dot
  'https://trip.example.',
  'https://www-trip.example/',
  'https://wwwtrip.example/',
  'https://www.trip.example:80.evil.example/',
  // Relative forms that are not plain paths.
  'evil.example',
  'web/about',
  '.evil.example',
  '@evil.example',
  '',
]
