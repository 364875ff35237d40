import { registerMessages } from '../../translate'

/**
 * Strings of one feature, both languages side by side. They register themselves when this file loads:
 * every file that uses one of them imports this part (a test checks it), so the strings travel in the
 * chunks of the feature's pages and not in every page's first load.
 */
export const feedbackZh = {
  'feedback.place.label': '反馈的地点',
  'feedback.place.missing': '链接里没有要反馈的地点，请从行程里的地点进入。',
  'feedback.place.unknown': '没有找到这个地点，它可能已被删除。',
  'feedback.scene.label': '遇到了什么问题',
  'feedback.category.label': '反馈类型',
  'feedback.category.bug': '功能异常',
  'feedback.category.suggestion': '产品建议',
  'feedback.category.content': '内容问题',
  'feedback.category.account': '账号问题',
  'feedback.category.other': '其他',
  'feedback.text.label': '详细描述',
  'feedback.text.placeholderPoi': '请描述你发现的问题，比如正确的营业时间或位置',
  'feedback.text.placeholderApp': '请描述你遇到的问题或建议，越具体越好',
  'feedback.text.counter': '{count}/{max}',
  'feedback.photos.label': '图片（选填，最多 {max} 张）',
  'feedback.contact.label': '联系方式（选填）',
  'feedback.contact.placeholder': '手机号或邮箱，方便我们回复你',
  'feedback.submit': '提交反馈',
  'feedback.submitting': '提交中…',
  'feedback.submitFailed': '提交失败：{message}。你填写的内容已保存，可以直接重试。',
  'feedback.retrySubmit': '重新提交',
  'feedback.draftRestored': '已恢复上次未提交的内容',
  'feedback.error.sceneRequired': '请选择问题类型',
  'feedback.error.categoryRequired': '请选择反馈类型',
  'feedback.error.textRequired': '请填写详细描述',
  'feedback.error.textTooShort': '描述至少需要 {min} 个字',
  'feedback.error.textTooLong': '描述最多 {max} 个字',
  'feedback.error.contactInvalid': '请填写正确的手机号或邮箱',
  'feedback.error.contactTooLong': '联系方式最多 {max} 个字符',
  'feedback.error.photosUploading': '图片还在上传，请稍候',
  'feedback.error.photosFailed': '有图片上传失败，请重试或删除',
  'feedback.result.title': '感谢你的反馈',
  'feedback.result.descPoi': '我们会尽快核实「{place}」的信息。',
  'feedback.result.descApp': '我们已收到你的反馈，会尽快处理。',
  'feedback.result.number': '反馈编号 {id}',
  'feedback.result.backToJourney': '返回行程',
  'feedback.result.done': '完成',
} as const

export const feedbackEn: Record<keyof typeof feedbackZh, string> = {
  'feedback.place.label': 'Place',
  'feedback.place.missing':
    'This link does not say which place to report. Open it from a place in a journey.',
  'feedback.place.unknown': 'We could not find this place. It may have been removed.',
  'feedback.scene.label': 'What is wrong?',
  'feedback.category.label': 'Type of feedback',
  'feedback.category.bug': 'Something is broken',
  'feedback.category.suggestion': 'Suggestion',
  'feedback.category.content': 'Content',
  'feedback.category.account': 'Account',
  'feedback.category.other': 'Other',
  'feedback.text.label': 'Details',
  'feedback.text.placeholderPoi': 'Tell us what is wrong, e.g. the right opening hours or location',
  'feedback.text.placeholderApp':
    'Tell us what happened or what you would like, the more specific the better',
  'feedback.text.counter': '{count}/{max}',
  'feedback.photos.label': 'Photos (optional, up to {max})',
  'feedback.contact.label': 'Contact (optional)',
  'feedback.contact.placeholder': 'Phone or email, so we can reply',
  'feedback.submit': 'Send feedback',
  'feedback.submitting': 'Sending…',
  'feedback.submitFailed': 'Could not send: {message}. What you wrote is saved, you can try again.',
  'feedback.retrySubmit': 'Try again',
  'feedback.draftRestored': 'We restored what you had not sent yet',
  'feedback.error.sceneRequired': 'Choose what is wrong',
  'feedback.error.categoryRequired': 'Choose a type of feedback',
  'feedback.error.textRequired': 'Please describe the problem',
  'feedback.error.textTooShort': 'Write at least {min} characters',
  'feedback.error.textTooLong': 'Write at most {max} characters',
  'feedback.error.contactInvalid': 'Enter a valid phone number or email',
  'feedback.error.contactTooLong': 'Contact can be at most {max} characters',
  'feedback.error.photosUploading': 'Photos are still uploading, please wait',
  'feedback.error.photosFailed': 'A photo failed to upload: retry or remove it',
  'feedback.result.title': 'Thank you for your feedback',
  'feedback.result.descPoi': 'We will check the information on “{place}” soon.',
  'feedback.result.descApp': 'We have your message and will look into it soon.',
  'feedback.result.number': 'Feedback no. {id}',
  'feedback.result.backToJourney': 'Back to the journey',
  'feedback.result.done': 'Done',
}

declare module '../../message-key' {
  interface PartKeys {
    feedback: keyof typeof feedbackZh
  }
}

registerMessages(feedbackZh, feedbackEn)
