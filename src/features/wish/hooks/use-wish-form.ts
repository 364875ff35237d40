import { useState } from 'react'
import { wishProblems, type WishErrors, type WishFields } from '../model/wish-rules'

const EMPTY: WishFields = { destination: '', text: '' }

/**
 * The wish form's fields and messages. Messages show once a send was tried (not while the first
 * letters are typed), then follow every change; a made wish clears the form.
 */
export function useWishForm(send: (fields: WishFields) => Promise<boolean>) {
  const [fields, setFields] = useState<WishFields>(EMPTY)
  const [tried, setTried] = useState(false)
  const [sending, setSending] = useState(false)
  const problems = wishProblems(fields)
  const errors: WishErrors = tried ? problems : {}

  const setField = (name: keyof WishFields, value: string) => setFields((f) => ({ ...f, [name]: value }))

  async function submit() {
    setTried(true)
    if (sending || Object.keys(problems).length > 0) return
    setSending(true)
    const made = await send(fields).finally(() => setSending(false))
    if (made) {
      setFields(EMPTY)
      setTried(false)
    }
  }
  return { fields, errors, sending, setField, submit }
}
