import { registerMessages } from '../../translate'

/**
 * Strings of the shared photo picker (src/components/photo-uploads), both languages: the feedback forms
 * and the check-in records' custom places use it. A part of its own, so a page that picks photos does not
 * carry the strings of the other pages that do.
 */
export const photosZh = {
  'photos.add': '添加图片',
  'photos.remove': '删除图片',
  'photos.uploading': '上传中 {percent}%',
  'photos.failed': '上传失败',
  'photos.retry': '重试',
  'photos.tooLarge': '{name} 超过 {mb} MB，请换一张',
  'photos.pickFailed': '无法打开相册：{message}',
  'photos.group': '已选图片 {count}/{max}',
} as const

export const photosEn: Record<keyof typeof photosZh, string> = {
  'photos.add': 'Add photo',
  'photos.remove': 'Remove photo',
  'photos.uploading': 'Uploading {percent}%',
  'photos.failed': 'Upload failed',
  'photos.retry': 'Retry',
  'photos.tooLarge': '{name} is larger than {mb} MB, please choose another',
  'photos.pickFailed': 'Could not open your photos: {message}',
  'photos.group': 'Photos chosen {count}/{max}',
}

declare module '../../message-key' {
  interface PartKeys {
    photos: keyof typeof photosZh
  }
}

registerMessages(photosZh, photosEn)
